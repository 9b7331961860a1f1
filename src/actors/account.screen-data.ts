import { ApiError } from '../api/api-error';
import * as ordersApi from '../api/orders';
import { createLoader } from './loader-logic';

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
