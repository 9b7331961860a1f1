import Cookies from 'js-cookie';
import type { HttpHandler } from 'msw';
import type { CartItem } from '../../../contract/cart';
import type { User } from '../../../contract/auth';
import { aCartItem, aProduct, aWishlist, CART_ID } from '../../msw/fixtures';
import { createFakeShop, type FakeShop } from '../../msw/handlers';
import { itemHandlers } from '../../msw/item-handlers';
import { createFakeOrders, type FakeOrders, orderHandlers } from '../../msw/order-handlers';
import { documentCookies, renderApp } from '../../utils/render-app';

/** A cart line of the given product fields and quantity. */
export const aLine = (id: number, product: Parameters<typeof aProduct>[0], quantity = 1): CartItem =>
  aCartItem({ id, cartId: CART_ID, quantity, product: aProduct(product) });

/**
 * A returning visitor whose cart (CART_ID, or the user's) holds `items`, with the session step
 * already done this browser session, so the app start only fetches the cart.
 */
export function aShopWithCart(items: CartItem[], { user }: { user?: User } = {}): FakeShop {
  const cartId = user?.cartId ?? CART_ID;
  Cookies.set('cart_id', cartId, { path: '/' });
  Cookies.set('session_updated', 'true', { path: '/' });
  return createFakeShop({
    carts: new Map([[cartId, { userId: user?.id ?? null, items }]]),
    accounts: user ? [{ user, password: 'tajna-lozinka-1', wishlist: aWishlist({ userId: user.id }) }] : [],
    sessionUserId: user?.id ?? null,
  });
}

/** The whole shop at `path` over the fake shop, its item routes and the fake order routes. */
export function renderShop(
  path: string,
  shop: FakeShop,
  { orders = createFakeOrders(), handlers = [] }: { orders?: FakeOrders; handlers?: HttpHandler[] } = {},
) {
  const products = () => [...shop.carts.values()].flatMap((cart) => cart.items.map((item) => item.product));
  const view = renderApp(path, {
    shop,
    handlers: [
      ...handlers,
      ...orderHandlers(shop, orders, documentCookies),
      ...itemHandlers(shop, documentCookies, products),
    ],
  });
  return { ...view, orders };
}

/** The quantities the fake server holds for the cart, by line id. */
export const serverQuantities = (shop: FakeShop, cartId = CART_ID) =>
  Object.fromEntries(shop.carts.get(cartId)!.items.map((item) => [item.id, item.quantity]));
