import { z } from 'zod';

export const reviewBodySchema = z.object({
  rating: z.number().int().min(1, 'Ocena je od 1 do 5.').max(5, 'Ocena je od 1 do 5.'),
  text: z.string().trim().min(3, 'Napišite bar nekoliko reči.').max(2000),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  /** First name and initial of the last name; never the e-mail. */
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productReviewsResponseSchema = z.object({
  items: z.array(reviewSchema),
  average: z.number(),
  count: z.number().int(),
});

export const myReviewSchema = reviewSchema.extend({
  product: z.object({ name: z.string(), slug: z.string(), thumbnail: z.string() }),
});
export const myReviewsResponseSchema = z.object({ items: z.array(myReviewSchema) });
export const reviewResponseSchema = z.object({ review: reviewSchema });
