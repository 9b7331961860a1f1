import { createHmac, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../auth/tokens';

/**
 * The token that opens an order without a session (the guest's confirmation link).
 *
 * It is derived, not drawn at random, so that a retry of the same idempotency key — the answer to
 * the first request may have been lost — can hand the same token back while only its hash is
 * stored. Its secrecy comes from the cart id (an unguessable bearer token only the cart's holder
 * knows) together with the client's idempotency key; both must be presented to place or retry.
 */
export function orderAccessToken(order: { id: string; cartId: string }, idempotencyKey: string): string {
  return createHmac('sha256', order.cartId)
    .update(`order-access:${order.id}:${idempotencyKey}`)
    .digest('base64url');
}

/** How long a guest's confirmation link opens the order: after that, only its owner's account does. */
export const ORDER_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Whether the token opens the order: the right token, on an order placed within the link's
 * lifetime. Hashes are compared in constant time, so the answer time reveals nothing.
 */
export function tokenOpensOrder(
  token: string,
  order: { accessTokenHash: string; createdAt: Date },
  now = new Date(),
): boolean {
  if (now.getTime() - order.createdAt.getTime() > ORDER_LINK_LIFETIME_MS) return false;
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(order.accessTokenHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
