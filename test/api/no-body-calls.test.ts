import { describe, expect, it } from 'vitest';
import { createCartResponseSchema } from '../../contract/cart';
import { successSchema } from '../../contract/errors';
import { type Route, routes } from '../../contract/routes';
import { createWishlistResponseSchema } from '../../contract/wishlist';
import { createCart, updateCartLastAccess } from '../../src/api/cart';
import { createWishlist } from '../../src/api/wishlist';
import { contractJson } from '../msw/contract-responses';
import { CART_ID } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';

startMswServer();

type Sent = { body: string; contentType: string | null };

/** Answers `route` with `answer` and keeps what each request carried. */
function answering(route: Route, answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  mswServer.use(
    handle(route, async ({ request }) => {
      sent.push({ body: await request.text(), contentType: request.headers.get('content-type') });
      return answer();
    }),
  );
  return sent;
}

const nothing: Sent = { body: '', contentType: null };

describe('spec §7: the calls that take no body send none (not even `{}`)', () => {
  it('POST /api/cart/create: no body; answers the new cart id', async () => {
    const sent = answering(routes.cartCreate, () =>
      contractJson(createCartResponseSchema, { cartId: CART_ID }, 201),
    );
    await expect(createCart()).resolves.toBe(CART_ID);
    expect(sent).toEqual([nothing]);
  });

  it('PUT /api/cart/last-accessed: no body (the cart is the cart_id cookie’s)', async () => {
    const sent = answering(routes.cartLastAccessed, () => contractJson(successSchema, { success: true }));
    await expect(updateCartLastAccess()).resolves.toBeUndefined();
    expect(sent).toEqual([nothing]);
  });

  it('POST /api/wishlist/create: no body; answers the new wishlist id', async () => {
    const sent = answering(routes.wishlistCreate, () =>
      contractJson(createWishlistResponseSchema, { wishlistId: 3 }, 201),
    );
    await expect(createWishlist()).resolves.toBe(3);
    expect(sent).toEqual([nothing]);
  });
});
