import { orderChangedErrorSchema, outOfStockErrorSchema } from '../../contract/orders';
import type { PlaceOrderFailure } from '../../machines/checkout/checkout.types';
import { ApiError, NETWORK_ERROR_TEXT } from '../api/api-error';

/**
 * How a failed POST /api/orders reaches the checkout: 409 OUT_OF_STOCK names the items that ran
 * short; 409 ORDER_CHANGED names what changed since the review; another answer with an error text was a refusal; no answer, or a 5xx, leaves open whether
 * the order exists, so a retry must reuse the idempotency key.
 */
export function toPlaceOrderFailure(error: unknown): PlaceOrderFailure {
  if (!(error instanceof ApiError)) return { kind: 'unanswered', message: NETWORK_ERROR_TEXT };
  if (error.status === 409) {
    const shortage = outOfStockErrorSchema.safeParse(error.body);
    if (shortage.success)
      return { kind: 'outOfStock', message: shortage.data.error, items: shortage.data.items };
    const changed = orderChangedErrorSchema.safeParse(error.body);
    if (changed.success)
      return { kind: 'changed', message: changed.data.error, changes: changed.data.changes };
  }
  if (error.status >= 400 && error.status < 500) return { kind: 'refused', message: error.message };
  return { kind: 'unanswered', message: error.message };
}
