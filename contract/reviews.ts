import { z } from 'zod/mini';

export const reviewBodySchema = z.object({
  rating: z.int().check(z.gte(1, 'Ocena je od 1 do 5.'), z.lte(5, 'Ocena je od 1 do 5.')),
  text: z.string().check(z.trim(), z.minLength(3, 'Napišite bar nekoliko reči.'), z.maxLength(2000)),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  id: z.int(),
  productId: z.int(),
  rating: z.int(),
  text: z.string(),
  /** First name and initial of the last name; never the e-mail. */
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * "Verifikovana kupovina": the author has an order (not cancelled) containing the product. Given
   * by the product's review list; absent elsewhere.
   */
  verifiedPurchase: z.optional(z.boolean()),
});
export type Review = z.infer<typeof reviewSchema>;

export const productReviewsResponseSchema = z.object({
  items: z.array(reviewSchema),
  average: z.number(),
  count: z.int(),
});

export const myReviewSchema = z.extend(reviewSchema, {
  product: z.object({ name: z.string(), slug: z.string(), thumbnail: z.string() }),
});
export const myReviewsResponseSchema = z.object({ items: z.array(myReviewSchema) });
export const reviewResponseSchema = z.object({ review: reviewSchema });
