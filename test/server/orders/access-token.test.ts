import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/auth/tokens';
import {
  ORDER_LINK_LIFETIME_MS,
  orderAccessToken,
  tokenOpensOrder,
} from '../../../server/orders/access-token';

// What docs/security.md says of a guest's order token: derived with an HMAC keyed with the cart
// id, the same again for a retry of the same idempotency key, useless without the cart id, one
// order only, stored as a hash, and good for 90 days.
const order = { id: randomUUID(), cartId: randomUUID() };
const key = randomUUID();
const placedNow = (token: string, createdAt = new Date()) => ({
  accessTokenHash: hashToken(token),
  createdAt,
});

describe("a guest's order access token", () => {
  it('is an HMAC-SHA256 keyed with the cart id over the order id and the idempotency key', () => {
    const expected = createHmac('sha256', order.cartId)
      .update(`order-access:${order.id}:${key}`)
      .digest('base64url');
    expect(orderAccessToken(order, key)).toBe(expected);
  });

  it('is the same for a retry of the same order and idempotency key', () => {
    expect(orderAccessToken(order, key)).toBe(orderAccessToken({ ...order }, key));
  });

  it('cannot be forged without the cart id: the same order and key under another cart id do not open it', () => {
    const stored = placedNow(orderAccessToken(order, key));
    const forged = orderAccessToken({ id: order.id, cartId: randomUUID() }, key);
    expect(forged).not.toBe(orderAccessToken(order, key));
    expect(tokenOpensOrder(forged, stored)).toBe(false);
    // Nor does a plain hash of what an outsider could know (the order id).
    expect(tokenOpensOrder(hashToken(order.id), stored)).toBe(false);
  });

  it("opens only its own order: another order's token, or another key's, does not", () => {
    const stored = placedNow(orderAccessToken(order, key));
    expect(tokenOpensOrder(orderAccessToken(order, key), stored)).toBe(true);
    expect(tokenOpensOrder(orderAccessToken({ ...order, id: randomUUID() }, key), stored)).toBe(false);
    expect(tokenOpensOrder(orderAccessToken(order, randomUUID()), stored)).toBe(false);
  });

  it('is stored only as its hash, which does not open the order itself', () => {
    const token = orderAccessToken(order, key);
    const stored = placedNow(token);
    expect(stored.accessTokenHash).not.toContain(token);
    expect(tokenOpensOrder(stored.accessTokenHash, stored)).toBe(false);
  });

  it('opens the order for 90 days from the order, and not a moment later', () => {
    const token = orderAccessToken(order, key);
    const createdAt = new Date('2026-01-01T12:00:00Z');
    const stored = placedNow(token, createdAt);
    expect(ORDER_LINK_LIFETIME_MS).toBe(90 * 24 * 60 * 60 * 1000);
    const at = (ms: number) => new Date(createdAt.getTime() + ms);
    expect(tokenOpensOrder(token, stored, at(ORDER_LINK_LIFETIME_MS))).toBe(true);
    expect(tokenOpensOrder(token, stored, at(ORDER_LINK_LIFETIME_MS + 1))).toBe(false);
  });
  it('refuses, without throwing, when the stored hash is not a SHA-256 hash', () => {
    const token = orderAccessToken(order, key);
    const short = { accessTokenHash: hashToken(token).slice(0, 32), createdAt: new Date() };
    expect(tokenOpensOrder(token, short)).toBe(false);
    expect(tokenOpensOrder(token, { ...short, accessTokenHash: '' })).toBe(false);
  });
});
