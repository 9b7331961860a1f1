import type { z } from 'zod/mini';
import type { myReviewSchema } from '../../contract/reviews';

/** One of the user's reviews as /profil/ocene lists it: with the product's name, address and picture. */
export type MyReview = z.infer<typeof myReviewSchema>;

export type MyReviewsContext = {
  /** The list as last read; kept while it is read again. */
  reviews: MyReview[] | null;
  /** The Serbian text of the last failed read. */
  error: string | null;
  /** What the page last said of a change (read out by screen readers): saved, deleted. */
  announcement: string;
};

export type MyReviewsEvent =
  | { type: 'myReviews.retry' }
  /** From a review on the page (machines/my-review), through the system. */
  | { type: 'myReviews.changed'; message: string };

/*
 * The actor src/actors/my-reviews.ts provides:
 *   load  (none)  output: MyReview[]  GET /api/reviews/me
 */
