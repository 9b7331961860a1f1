import { PLACE_ORDER_FALLBACK_MESSAGE } from './checkout.messages';
import type { CheckoutContext, PlaceOrderFailure, PlaceOrderInput } from './checkout.types';

/** The placeOrder actor's rejection; anything unexpected counts as no answer (safe to retry). */
export function failureOf(error: unknown): PlaceOrderFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error && 'message' in error) {
    return error as PlaceOrderFailure;
  }
  return { kind: 'unanswered', message: PLACE_ORDER_FALLBACK_MESSAGE };
}

/** The POST /api/orders body; placing is only reached with all of it known. */
export function placeOrderInput(context: CheckoutContext): PlaceOrderInput {
  const { details, cart, idempotencyKey, paymentMethod } = context;
  if (!details || !cart.cartId || !idempotencyKey || !paymentMethod) {
    throw new Error('checkout: placing without details, cart, idempotency key or payment method');
  }
  return { ...details, cartId: cart.cartId, reviewed: cart.reviewed, idempotencyKey, paymentMethod };
}
