import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartExistsResponseSchema,
  cartItemSchema,
  cartSchema,
  createCartResponseSchema,
  removeUnavailableResponseSchema,
} from '../../contract/cart';
import { successSchema } from '../../contract/errors';
import { routes } from '../../contract/routes';
import {
  createWishlistResponseSchema,
  removeWishlistItemsResponseSchema,
  wishlistItemSchema,
  wishlistSchema,
} from '../../contract/wishlist';
import {
  addCartItem,
  cartExists,
  clearCart,
  createCart,
  fetchCart,
  removeCartItem,
  removeUnavailableCartItems,
  updateCartItemQuantity,
  updateCartLastAccess,
} from '../../src/api/cart';
import { configureApi } from '../../src/api/request';
import {
  addWishlistItem,
  clearWishlist,
  createWishlist,
  fetchDefaultWishlist,
  removeWishlistItem,
  removeWishlistItems,
  updateWishlistPriorities,
} from '../../src/api/wishlist';
import { contractJson, errorJson, sessionExpiredJson } from '../msw/contract-responses';
import { CART_ID, NEW_CART_ID, aCart, aCartItem, aProduct, aWishlist } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';
import { recordRequests, rejectionOf } from '../msw/request-recorder';

/*
 * Every cart and wishlist call (spec §7) against msw fakes that refuse requests off the contract:
 * method, path and body, what each resolves with, and the wishlist's spec §8 expiry (each call
 * resolves with nothing while the user is logged out).
 */

startMswServer();

const { seen, answer } = recordRequests();
let sessionExpired: ReturnType<typeof vi.fn<() => unknown>>;

beforeEach(() => {
  sessionExpired = vi.fn<() => unknown>();
  configureApi({ showToast: () => {}, sessionExpired });
});

const ok = () => contractJson(successSchema, { success: true });
const wishItem = { id: 31, wishlistId: 3, product: aProduct({ id: 4 }), priority: 1 };

describe('cart calls (spec §7 Cart)', () => {
  it('createCart: POST /api/cart/create resolves with the new cart id', async () => {
    answer(routes.cartCreate, () => contractJson(createCartResponseSchema, { cartId: NEW_CART_ID }, 201));
    await expect(createCart()).resolves.toBe(NEW_CART_ID);
    expect(seen).toEqual([{ method: 'POST', path: '/api/cart/create', body: undefined }]);
  });

  it('fetchCart: GET /api/cart resolves with id, userId and cartItems', async () => {
    answer(routes.cartGet, () => contractJson(cartSchema, aCart()));
    await expect(fetchCart()).resolves.toEqual(aCart());
    expect(seen).toEqual([{ method: 'GET', path: '/api/cart', body: undefined }]);
  });

  it('cartExists: GET /api/cart/exists/{cartId} resolves with whether it exists', async () => {
    answer(routes.cartExists, () => contractJson(cartExistsResponseSchema, { exists: true }));
    await expect(cartExists(CART_ID)).resolves.toBe(true);
    answer(routes.cartExists, () => contractJson(cartExistsResponseSchema, { exists: false }));
    await expect(cartExists(CART_ID)).resolves.toBe(false);
    expect(seen.map((request) => request.path)).toEqual([
      `/api/cart/exists/${CART_ID}`,
      `/api/cart/exists/${CART_ID}`,
    ]);
  });

  it('addCartItem: POST /api/cart/add-item with cartId and productId resolves with the item', async () => {
    answer(routes.cartAddItem, () => contractJson(cartItemSchema, aCartItem()));
    await expect(addCartItem({ cartId: CART_ID, productId: 1 })).resolves.toEqual(aCartItem());
    expect(seen).toEqual([
      { method: 'POST', path: '/api/cart/add-item', body: { cartId: CART_ID, productId: 1 } },
    ]);
  });

  it('updateCartItemQuantity: PUT /api/cart/update-quantity with the line and quantity resolves with the line', async () => {
    const body = { cartItemId: 11, cartId: CART_ID, quantity: 3 };
    answer(routes.cartUpdateQuantity, () => contractJson(cartItemSchema, aCartItem({ quantity: 3 })));
    await expect(updateCartItemQuantity(body)).resolves.toEqual(aCartItem({ quantity: 3 }));
    expect(seen).toEqual([{ method: 'PUT', path: '/api/cart/update-quantity', body }]);
  });

  it('removeCartItem: DELETE /api/cart/remove-item/{itemId} resolves with nothing', async () => {
    answer(routes.cartRemoveItem, ok);
    await expect(removeCartItem(11)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/cart/remove-item/11', body: undefined }]);
  });

  it('removeUnavailableCartItems: DELETE /api/cart/remove-unavailable-items/{cartId} resolves with the count', async () => {
    answer(routes.cartRemoveUnavailable, () => contractJson(removeUnavailableResponseSchema, { removed: 2 }));
    await expect(removeUnavailableCartItems(CART_ID)).resolves.toBe(2);
    expect(seen).toEqual([
      { method: 'DELETE', path: `/api/cart/remove-unavailable-items/${CART_ID}`, body: undefined },
    ]);
  });

  it('clearCart: DELETE /api/cart/clear/{cartId} resolves with nothing', async () => {
    answer(routes.cartClear, ok);
    await expect(clearCart(CART_ID)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: `/api/cart/clear/${CART_ID}`, body: undefined }]);
  });

  it('updateCartLastAccess: PUT /api/cart/last-accessed with no body resolves with nothing', async () => {
    answer(routes.cartLastAccessed, ok);
    await expect(updateCartLastAccess()).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'PUT', path: '/api/cart/last-accessed', body: undefined }]);
  });

  it('an update-quantity answer carrying an error field beside the line is read as the line (only add-item rejects it)', async () => {
    mswServer.use(
      handle(routes.cartUpdateQuantity, () =>
        Response.json({ ...aCartItem({ quantity: 2 }), error: 'Napomena.' }, { status: 200 }),
      ),
    );
    await expect(updateCartItemQuantity({ cartItemId: 11, cartId: CART_ID, quantity: 2 })).resolves.toEqual(
      aCartItem({ quantity: 2 }),
    );
  });

  it('a cart that is gone rejects with the server’s text and code', async () => {
    mswServer.use(
      handle(routes.cartClear, () =>
        errorJson(404, { error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' }),
      ),
    );
    expect(await rejectionOf(clearCart(CART_ID))).toMatchObject({
      message: 'Korpa nije pronađena.',
      status: 404,
      code: 'CART_NOT_FOUND',
    });
  });
});

describe('wishlist calls (spec §7 Wishlist)', () => {
  it('createWishlist: POST /api/wishlist/create with no body resolves with the id (200 or 201)', async () => {
    answer(routes.wishlistCreate, () => contractJson(createWishlistResponseSchema, { wishlistId: 3 }, 201));
    await expect(createWishlist()).resolves.toBe(3);
    answer(routes.wishlistCreate, () => contractJson(createWishlistResponseSchema, { wishlistId: 3 }, 200));
    await expect(createWishlist()).resolves.toBe(3);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/wishlist/create', body: undefined },
      { method: 'POST', path: '/api/wishlist/create', body: undefined },
    ]);
  });

  it('fetchDefaultWishlist: GET /api/wishlist/default resolves with the wishlist and its items', async () => {
    const wishlist = aWishlist({ wishlistItems: [wishItem] });
    answer(routes.wishlistDefault, () => contractJson(wishlistSchema, wishlist));
    await expect(fetchDefaultWishlist()).resolves.toEqual(wishlist);
    expect(seen).toEqual([{ method: 'GET', path: '/api/wishlist/default', body: undefined }]);
  });

  it('addWishlistItem: POST /api/wishlist/add-item/product with wishlistId and productId resolves with the item', async () => {
    answer(routes.wishlistAddItem, () => contractJson(wishlistItemSchema, wishItem, 201));
    await expect(addWishlistItem({ wishlistId: 3, productId: 4 })).resolves.toEqual(wishItem);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/wishlist/add-item/product', body: { wishlistId: 3, productId: 4 } },
    ]);
  });

  it('removeWishlistItem: DELETE /api/wishlist/remove-item/{itemId} resolves with nothing', async () => {
    answer(routes.wishlistRemoveItem, ok);
    await expect(removeWishlistItem(31)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/wishlist/remove-item/31', body: undefined }]);
  });

  it('removeWishlistItems: DELETE /api/wishlist/remove-items with wishlistItemIds resolves with the count', async () => {
    answer(routes.wishlistRemoveItems, () => contractJson(removeWishlistItemsResponseSchema, { removed: 2 }));
    await expect(removeWishlistItems([31, 32])).resolves.toBe(2);
    expect(seen).toEqual([
      { method: 'DELETE', path: '/api/wishlist/remove-items', body: { wishlistItemIds: [31, 32] } },
    ]);
  });

  it('clearWishlist: DELETE /api/wishlist/clear/{wishlistId} resolves with nothing', async () => {
    answer(routes.wishlistClear, ok);
    await expect(clearWishlist(3)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/wishlist/clear/3', body: undefined }]);
  });

  it('updateWishlistPriorities: PUT /api/wishlist/priority/{wishlistId} with updatedList resolves with the wishlist', async () => {
    const updatedList = [
      { productId: 4, newPriority: 1 },
      { productId: 5, newPriority: 2 },
    ];
    const wishlist = aWishlist({ wishlistItems: [wishItem] });
    answer(routes.wishlistPriority, () => contractJson(wishlistSchema, wishlist));
    await expect(updateWishlistPriorities(3, updatedList)).resolves.toEqual(wishlist);
    expect(seen).toEqual([{ method: 'PUT', path: '/api/wishlist/priority/3', body: { updatedList } }]);
  });

  it('every wishlist call after the session expired resolves with nothing, and the user is logged out once', async () => {
    mswServer.use(
      handle(routes.wishlistCreate, sessionExpiredJson),
      handle(routes.wishlistDefault, sessionExpiredJson),
      handle(routes.wishlistAddItem, sessionExpiredJson),
      handle(routes.wishlistRemoveItem, sessionExpiredJson),
      handle(routes.wishlistRemoveItems, sessionExpiredJson),
      handle(routes.wishlistClear, sessionExpiredJson),
      handle(routes.wishlistPriority, sessionExpiredJson),
    );
    let finish = () => {};
    sessionExpired.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(
      Promise.all([
        createWishlist(),
        fetchDefaultWishlist(),
        addWishlistItem({ wishlistId: 3, productId: 4 }),
        removeWishlistItem(31),
        removeWishlistItems([31]),
        clearWishlist(3),
        updateWishlistPriorities(3, []),
      ]),
    ).resolves.toEqual(Array(7).fill(undefined));
    await vi.waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
    finish();
  });

  it('a product already on the list (409) rejects with the server’s text and code', async () => {
    mswServer.use(
      handle(routes.wishlistAddItem, () =>
        errorJson(409, { error: 'Proizvod je već na listi želja.', code: 'ALREADY_IN_WISHLIST' }),
      ),
    );
    expect(await rejectionOf(addWishlistItem({ wishlistId: 3, productId: 4 }))).toMatchObject({
      message: 'Proizvod je već na listi želja.',
      status: 409,
      code: 'ALREADY_IN_WISHLIST',
    });
  });
});
