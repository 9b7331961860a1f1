import { routes } from '../../contract/routes';
import { handle } from './handle';
import type { HttpHandler } from 'msw';
import {
  type CartItem,
  addItemBodySchema,
  cartItemSchema,
  updateQuantityBodySchema,
} from '../../contract/cart';
import type { Product } from '../../contract/catalog';
import { countOf, plural } from '../../contract/plural';
import { successSchema } from '../../contract/errors';
import {
  addWishlistItemBodySchema,
  priorityBodySchema,
  removeWishlistItemsBodySchema,
  removeWishlistItemsResponseSchema,
  wishlistItemSchema,
  wishlistSchema,
} from '../../contract/wishlist';
import type { CookieJar } from '../../src/actors/browser';
import { contractJson, errorJson, sessionExpiredJson } from './contract-responses';
import type { FakeShop } from './handlers';

const PIECES = ['komad', 'komada', 'komada'] as const;

/** server/cart/cart-errors.ts: a line holds at most the product's stock. */
const outOfStock = (stock: number) =>
  stock <= 0
    ? errorJson(409, { error: 'Proizvoda trenutno nema na stanju.', code: 'OUT_OF_STOCK' })
    : errorJson(409, {
        error: `Na stanju ${plural(stock, ['je', 'su', 'je'])} samo ${countOf(stock, PIECES)}.`,
        code: 'OUT_OF_STOCK',
      });
const notFound = (error: string) => errorJson(404, { error, code: 'NOT_FOUND' });

/**
 * The cart's and the wishlist's item routes as server/ answers them, over the fake shop: the
 * products come from `shop.products` (renderApp fills them from the fake catalogue).
 */
export function itemHandlers(shop: FakeShop, cookies: CookieJar, products: () => Product[]): HttpHandler[] {
  let nextId = 500;
  const record = (request: Request) => shop.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const limited = (request: Request) =>
    shop.rateLimited.some((prefix) => `${request.method} ${new URL(request.url).pathname}`.startsWith(prefix))
      ? errorJson(429, {
          error: 'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.',
          code: 'RATE_LIMITED',
        })
      : null;
  const usableCart = (cartId: string) => {
    const cart = shop.carts.get(cartId);
    if (!cart) return undefined;
    const mine =
      cart.userId === null ? cookies.get('cart_id') === cartId : cart.userId === shop.sessionUserId;
    return mine ? cart : undefined;
  };
  const cartOfItem = (itemId: number) =>
    [...shop.carts.keys()].map(usableCart).find((cart) => cart?.items.some((item) => item.id === itemId));
  const account = () => shop.accounts.find((candidate) => candidate.user.id === shop.sessionUserId);
  const verifiedWishlist = () => {
    const signedIn = account();
    if (!signedIn) return { refused: sessionExpiredJson() };
    if (!signedIn.user.isVerified)
      return {
        refused: errorJson(403, {
          error: 'Potvrdite e-adresu da biste koristili listu želja.',
          code: 'NOT_VERIFIED',
        }),
      };
    return { wishlist: signedIn.wishlist };
  };

  return [
    handle(routes.cartAddItem, async ({ request }) => {
      record(request);
      const { cartId, productId } = addItemBodySchema.parse(await request.json());
      const cart = usableCart(cartId);
      if (!cart) return errorJson(404, { error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' });
      const product = products().find((candidate) => candidate.id === productId);
      if (!product) return errorJson(404, { error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
      if (!product.available)
        return errorJson(409, { error: 'Proizvod trenutno nije dostupan.', code: 'PRODUCT_UNAVAILABLE' });
      const present = cart.items.find((item) => item.product.id === productId);
      if ((present?.quantity ?? 0) + 1 > product.stock) return outOfStock(product.stock);
      if (present) {
        present.quantity += 1;
        return contractJson(cartItemSchema, present);
      }
      const added: CartItem = { id: nextId++, cartId, product, quantity: 1 };
      cart.items.push(added);
      return contractJson(cartItemSchema, added);
    }),
    handle(routes.cartUpdateQuantity, async ({ request }) => {
      record(request);
      const { cartId, cartItemId, quantity } = updateQuantityBodySchema.parse(await request.json());
      const line = usableCart(cartId)?.items.find((item) => item.id === cartItemId);
      if (!line) return notFound('Stavka korpe nije pronađena.');
      if (quantity > line.product.stock) return outOfStock(line.product.stock);
      line.quantity = quantity;
      return contractJson(cartItemSchema, line);
    }),
    handle(routes.cartRemoveItem, ({ request, params }) => {
      record(request);
      const itemId = Number(params.itemId);
      const cart = cartOfItem(itemId);
      if (!cart) return notFound('Stavka korpe nije pronađena.');
      cart.items = cart.items.filter((item) => item.id !== itemId);
      return contractJson(successSchema, { success: true });
    }),
    handle(routes.cartClear, ({ request, params }) => {
      record(request);
      const cart = usableCart(String(params.cartId));
      if (!cart) return errorJson(404, { error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' });
      cart.items = [];
      return contractJson(successSchema, { success: true });
    }),
    handle(routes.wishlistAddItem, async ({ request }) => {
      record(request);
      const { wishlistId, productId } = addWishlistItemBodySchema.parse(await request.json());
      const { wishlist, refused } = verifiedWishlist();
      if (!wishlist) return refused;
      if (wishlist.id !== wishlistId) return notFound('Lista želja nije pronađena.');
      const product = products().find((candidate) => candidate.id === productId);
      if (!product) return errorJson(404, { error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
      if (wishlist.wishlistItems.some((item) => item.product.id === productId))
        return errorJson(409, { error: 'Proizvod je već na listi želja.', code: 'ALREADY_IN_WISHLIST' });
      const priority = Math.max(0, ...wishlist.wishlistItems.map((item) => item.priority)) + 1;
      const item = { id: nextId++, wishlistId, product, priority };
      wishlist.wishlistItems.push(item);
      return contractJson(wishlistItemSchema, item, 201);
    }),
    handle(routes.wishlistRemoveItem, ({ request, params }) => {
      record(request);
      const { wishlist, refused } = verifiedWishlist();
      if (!wishlist) return refused;
      const itemId = Number(params.itemId);
      if (!wishlist.wishlistItems.some((item) => item.id === itemId))
        return notFound('Stavka liste želja nije pronađena.');
      wishlist.wishlistItems = wishlist.wishlistItems.filter((item) => item.id !== itemId);
      return contractJson(successSchema, { success: true });
    }),
    handle(routes.wishlistRemoveItems, async ({ request }) => {
      record(request);
      const { wishlistItemIds } = removeWishlistItemsBodySchema.parse(await request.json());
      const { wishlist, refused } = verifiedWishlist();
      if (!wishlist) return refused;
      const before = wishlist.wishlistItems.length;
      wishlist.wishlistItems = wishlist.wishlistItems.filter((item) => !wishlistItemIds.includes(item.id));
      return contractJson(removeWishlistItemsResponseSchema, {
        removed: before - wishlist.wishlistItems.length,
      });
    }),
    handle(routes.wishlistClear, ({ request, params }) => {
      record(request);
      const { wishlist, refused } = verifiedWishlist();
      if (!wishlist) return refused;
      if (wishlist.id !== Number(params.wishlistId)) return notFound('Lista želja nije pronađena.');
      wishlist.wishlistItems = [];
      return contractJson(successSchema, { success: true });
    }),
    handle(routes.wishlistPriority, async ({ request, params }) => {
      record(request);
      const refusedByLimit = limited(request);
      if (refusedByLimit) return refusedByLimit;
      const { updatedList } = priorityBodySchema.parse(await request.json());
      const { wishlist, refused } = verifiedWishlist();
      if (!wishlist) return refused;
      if (wishlist.id !== Number(params.wishlistId)) return notFound('Lista želja nije pronađena.');
      for (const { productId, newPriority } of updatedList) {
        const item = wishlist.wishlistItems.find((candidate) => candidate.product.id === productId);
        if (item) item.priority = newPriority;
      }
      wishlist.wishlistItems.sort((a, b) => a.priority - b.priority);
      return contractJson(wishlistSchema, wishlist);
    }),
  ];
}
