import { ApiError } from '../api/api-error';
import * as ordersApi from '../api/orders';
import * as reviewsApi from '../api/reviews';
import { createLoader } from './loader-logic';

/**
 * GET /api/reviews/me, read again whenever `version` changes: the screen bumps it after an edit
 * or a delete, so the list shows what the server now holds.
 */
export const myReviewsListLoader = createLoader(async (_: { version: number }) =>
  reviewsApi.fetchMyReviews(),
);

/**
 * GET /api/orders/{id} for the order details page: an order that does not exist (or is not the
 * user's; the server answers both with 404) resolves with null, so the page can say so and lead
 * back to the history instead of offering a retry that cannot help.
 */
export const orderDetailsLoader = createLoader(async ({ id }: { id: string }) => {
  try {
    return await ordersApi.fetchOrder(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});
