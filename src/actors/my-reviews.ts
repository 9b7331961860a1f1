import { fromPromise } from 'xstate';
import { myReviewMachine } from '../../machines/my-review/my-review.machine';
import { myReviewsMachine } from '../../machines/my-reviews/my-reviews.machine';
import type { MyReview } from '../../machines/my-reviews/my-reviews.types';
import * as reviewsApi from '../api/reviews';

/** /profil/ocene's list: GET /api/reviews/me. */
export const myReviewsPage = myReviewsMachine.provide({
  actors: { load: fromPromise<MyReview[], void>(async () => (await reviewsApi.fetchMyReviews()) ?? []) },
});

/** One review on it: DELETE /api/reviews/{id}. */
export const myReviewItem = myReviewMachine.provide({
  actors: { deleteReview: fromPromise<void, number>(({ input }) => reviewsApi.deleteReview(input)) },
});
