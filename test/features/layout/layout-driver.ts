import Cookies from 'js-cookie';
import type { HttpHandler } from 'msw';
import type { User } from '../../../contract/auth';
import type { CartItem } from '../../../contract/cart';
import type { WishlistItem } from '../../../contract/wishlist';
import { aCatalog } from '../../msw/catalog-handlers';
import { aWishlist, CART_ID } from '../../msw/fixtures';
import { createFakeShop, type FakeShop } from '../../msw/handlers';
import { itemHandlers } from '../../msw/item-handlers';
import { documentCookies, renderApp } from '../../utils/render-app';

type Visitor = { cart?: CartItem[]; user?: User; wishlist?: WishlistItem[] };

/**
 * A returning visitor (the session step done this browser session) whose cart holds `cart`; with
 * `user`, signed in, and with `wishlist` on a verified user's default wishlist.
 */
export function aVisitor({ cart = [], user, wishlist = [] }: Visitor = {}): FakeShop {
  const cartId = user?.cartId ?? CART_ID;
  Cookies.set('cart_id', cartId, { path: '/' });
  Cookies.set('session_updated', 'true', { path: '/' });
  return createFakeShop({
    carts: new Map([[cartId, { userId: user?.id ?? null, items: cart }]]),
    accounts: user
      ? [
          {
            user,
            password: 'tajna-lozinka-1',
            wishlist: aWishlist({ id: 3, userId: user.id, wishlistItems: wishlist }),
          },
        ]
      : [],
    sessionUserId: user?.id ?? null,
  });
}

/** The whole shop at `path`, with the cart and wishlist item routes over the fake catalogue. */
export function renderShop(
  path: string,
  { shop = aVisitor(), catalog = aCatalog(), handlers = [] as HttpHandler[] } = {},
) {
  const products = () => catalog.entries.map((entry) => entry.product);
  return renderApp(path, {
    shop,
    catalog,
    handlers: [...handlers, ...itemHandlers(shop, documentCookies, products)],
  });
}

/** Where the shop is now (path and query), as the address bar shows it. */
export const currentUrl = () => `${window.location.pathname}${window.location.search}`;
