import { routes } from '../../contract/routes';
import { handle } from '../msw/handle';
import { type AnyActorRef, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addItemBodySchema,
  type CartItem,
  cartItemSchema,
  updateQuantityBodySchema,
} from '../../contract/cart';
import { successSchema } from '../../contract/errors';
import { systemIds } from '../../machines/shared/system';
import { CART_COOKIE, SESSION_MARKER_COOKIE } from '../../src/actors/browser-session';
import { configureApi } from '../../src/api/request';
import { expireSession } from '../../src/lib/session-expiry';
import { createShopActor } from '../../src/lib/shop-logic';
import { createFakeBrowser, type FakeBrowser } from '../machines/utils/fake-browser';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aCartItem, aProduct, CART_ID } from '../msw/fixtures';
import { createFakeShop, type FakeShop, shopHandlers } from '../msw/handlers';
import { mswServer, startMswServer } from '../msw/msw-server';

/*
 * Paths of the cart machine (spec §4 Cart, §8) against the REAL src/api client (fetch, the spec
 * §8 wrapper, zod parsing) and the real src/actors effects, with msw answering like the server.
 * The fake shop in test/msw/handlers.ts does not serve the cart's item routes, so this file adds
 * them with `mswServer.use(...)`, recording each call in `shop.calls` like the fake shop does.
 */

startMswServer();

const line = (id: number, quantity = 1, available = true): CartItem =>
  aCartItem({ id, quantity, product: aProduct({ id, slug: `proizvod-${id}`, available }) });

let shop: FakeShop;
let fake: FakeBrowser;
let root: AnyActorRef;

const UNAVAILABLE_TOAST = {
  kind: 'info',
  title: 'Proizvod više nije dostupan',
  text: 'Neki proizvodi iz Vaše korpe više nisu dostupni i uklonjeni su. Hvala na razumevanju.',
  durationMs: 7000,
};
const OUT_OF_STOCK_TEXT = 'Proizvoda trenutno nema na stanju.';

const record = (request: Request) => shop.calls.push(`${request.method} ${new URL(request.url).pathname}`);
const storedItems = () => shop.carts.get(CART_ID)!.items;

/** The cart's item routes as server/cart answers them, over the fake shop's carts. */
function cartItemHandlers() {
  return [
    handle(routes.cartAddItem, async ({ request }) => {
      record(request);
      const { cartId, productId } = addItemBodySchema.parse(await request.json());
      const cart = shop.carts.get(cartId)!;
      const present = cart.items.find((item) => item.product.id === productId);
      if (present) {
        present.quantity += 1;
        return contractJson(cartItemSchema, present);
      }
      const added = aCartItem({
        id: 100 + productId,
        cartId,
        product: aProduct({ id: productId, slug: `proizvod-${productId}` }),
      });
      cart.items.push(added);
      return contractJson(cartItemSchema, added);
    }),
    handle(routes.cartUpdateQuantity, async ({ request }) => {
      record(request);
      const { cartId, cartItemId, quantity } = updateQuantityBodySchema.parse(await request.json());
      const cart = shop.carts.get(cartId)!;
      const target = cart.items.find((item) => item.id === cartItemId)!;
      target.quantity = quantity;
      return contractJson(cartItemSchema, target);
    }),
    handle(routes.cartRemoveItem, ({ request, params }) => {
      record(request);
      const cart = shop.carts.get(CART_ID)!;
      cart.items = cart.items.filter((item) => item.id !== Number(params.itemId));
      return contractJson(successSchema, { success: true });
    }),
    handle(routes.cartClear, ({ request, params }) => {
      record(request);
      shop.carts.get(String(params.cartId))!.items = [];
      return contractJson(successSchema, { success: true });
    }),
  ];
}

/** A visitor with the marker set: the start only fetches the cart; then the item routes are served. */
async function openWithCart(items: CartItem[]) {
  shop.carts.set(CART_ID, { userId: null, items });
  fake = createFakeBrowser({ cookies: { [CART_COOKIE]: CART_ID, [SESSION_MARKER_COOKIE]: 'true' } });
  mswServer.use(...shopHandlers(shop, fake.browser.cookies));
  root = createShopActor(fake.browser, {
    input: { auth: { storedUser: null }, script: { remembered: null } },
  });
  configureApi({ showToast: fake.browser.showToast, sessionExpired: () => expireSession(root) });
  root.start();
  await settled();
  // Added after the shop's handlers, so these (and any later per-test override) answer first.
  mswServer.use(...cartItemHandlers());
  shop.calls.length = 0;
}

const child = (id: string) => root.system.get(id) as AnyActorRef;
const cart = () => child(systemIds.cart);
const settled = async () => {
  await waitFor(root, (snapshot) => snapshot.matches('ready') || snapshot.matches('withoutCart'));
  await waitFor(
    child(systemIds.auth),
    (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('restoring'),
  );
  await waitFor(cart(), (snapshot) => !snapshot.hasTag('busy') && snapshot.context.cartId !== null);
};
/** Sends a view event to the cart and waits until its queue has run. */
const sendToCart = async (event: { type: string } & Record<string, unknown>) => {
  cart().send(event);
  await waitFor(
    cart(),
    (snapshot) =>
      !snapshot.hasTag('busy') && snapshot.context.running === null && snapshot.context.queue.length === 0,
  );
};
const items = (): CartItem[] => cart().getSnapshot().context.items;

beforeEach(() => {
  shop = createFakeShop();
});
afterEach(() => root?.stop());

describe('the cart against the real API client (spec §4 Cart, §8)', () => {
  it('adding a product already in the cart increases its quantity by 1 locally, with no new line', async () => {
    await openWithCart([line(1, 2), line(2)]);
    await sendToCart({ type: 'cart.add', productId: 1 });
    expect(shop.calls).toEqual(['POST /api/cart/add-item']);
    expect(items().map((item) => [item.id, item.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(fake.toasts).toEqual([]);
  });

  it('adding a new product appends the returned item', async () => {
    await openWithCart([line(1)]);
    await sendToCart({ type: 'cart.add', productId: 5 });
    expect(shop.calls).toEqual(['POST /api/cart/add-item']);
    expect(items()).toHaveLength(2);
    expect(items()[1]).toEqual(storedItems()[1]);
    expect(items()[1]).toMatchObject({ id: 105, quantity: 1, product: { id: 5 } });
    expect(fake.toasts).toEqual([]);
  });

  it('an add refused by the server (409 OUT_OF_STOCK) is the product’s failed add with the server’s text', async () => {
    await openWithCart([line(1)]);
    mswServer.use(
      handle(routes.cartAddItem, ({ request }) => {
        record(request);
        return errorJson(409, { error: OUT_OF_STOCK_TEXT, code: 'OUT_OF_STOCK' });
      }),
    );
    await sendToCart({ type: 'cart.add', productId: 5 });
    expect(shop.calls).toEqual(['POST /api/cart/add-item']);
    expect(cart().getSnapshot().context.adds[5]).toEqual({
      status: 'failed',
      quantity: 1,
      message: OUT_OF_STOCK_TEXT,
    });
    expect(items().map((item) => item.id)).toEqual([1]);
    expect(fake.toasts).toEqual([]);
  });

  it('update quantity calls PUT /api/cart/update-quantity and takes the returned line', async () => {
    await openWithCart([line(1), line(2)]);
    await sendToCart({ type: 'cart.updateQuantity', cartItemId: 2, quantity: 4 });
    expect(shop.calls).toEqual(['PUT /api/cart/update-quantity']);
    expect(items().map((item) => [item.id, item.quantity])).toEqual([
      [1, 1],
      [2, 4],
    ]);
  });

  it('a failed update quantity is the line’s error with the server’s text', async () => {
    await openWithCart([line(1)]);
    mswServer.use(
      handle(routes.cartUpdateQuantity, ({ request }) => {
        record(request);
        return errorJson(409, { error: OUT_OF_STOCK_TEXT, code: 'OUT_OF_STOCK' });
      }),
    );
    await sendToCart({ type: 'cart.updateQuantity', cartItemId: 1, quantity: 9 });
    expect(shop.calls).toEqual(['PUT /api/cart/update-quantity']);
    expect(cart().getSnapshot().context.lineErrors).toEqual({ 1: OUT_OF_STOCK_TEXT });
    expect(items().map((item) => [item.id, item.quantity])).toEqual([[1, 1]]);
    expect(fake.toasts).toEqual([]);
  });

  it('removing an item drops it locally; clearing empties the list', async () => {
    await openWithCart([line(1), line(2), line(3)]);
    await sendToCart({ type: 'cart.remove', itemId: 2 });
    expect(shop.calls).toEqual(['DELETE /api/cart/remove-item/2']);
    expect(items().map((item) => item.id)).toEqual([1, 3]);
    await sendToCart({ type: 'cart.clear' });
    expect(shop.calls).toEqual(['DELETE /api/cart/remove-item/2', `DELETE /api/cart/clear/${CART_ID}`]);
    expect(items()).toEqual([]);
    expect(storedItems()).toEqual([]);
    expect(fake.toasts).toEqual([]);
  });

  it('removing unavailable items with a count above 0 shows the 7000 ms info toast and re-fetches', async () => {
    await openWithCart([line(1), line(2, 1, false), line(3, 1, false)]);
    await sendToCart({ type: 'cart.removeUnavailable' });
    expect(shop.calls).toEqual([`DELETE /api/cart/remove-unavailable-items/${CART_ID}`, 'GET /api/cart']);
    expect(fake.toasts).toEqual([UNAVAILABLE_TOAST]);
    expect(items().map((item) => item.id)).toEqual([1]);
  });

  it('removing unavailable items when none are unavailable shows no toast and does not re-fetch', async () => {
    await openWithCart([line(1)]);
    await sendToCart({ type: 'cart.removeUnavailable' });
    expect(shop.calls).toEqual([`DELETE /api/cart/remove-unavailable-items/${CART_ID}`]);
    expect(fake.toasts).toEqual([]);
  });

  it('a cart call that fails otherwise (remove answering 500) is only logged: no toast, the list unchanged', async () => {
    await openWithCart([line(1), line(2)]);
    mswServer.use(
      handle(routes.cartRemoveItem, ({ request }) => {
        record(request);
        return errorJson(500, { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' });
      }),
    );
    const before = items();
    await sendToCart({ type: 'cart.remove', itemId: 2 });
    expect(shop.calls).toEqual(['DELETE /api/cart/remove-item/2']);
    expect(items()).toEqual(before);
    expect(fake.toasts).toEqual([]);
    expect(fake.errors.map((entry) => entry.message)).toEqual(['Uklanjanje stavke iz korpe nije uspelo']);
  });
});
