import { routes } from '../../contract/routes';
import { handle } from './handle';
import type { HttpHandler } from 'msw';
import {
  type User,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '../../contract/auth';
import {
  type CartItem,
  cartExistsResponseSchema,
  cartSchema,
  createCartResponseSchema,
  removeUnavailableResponseSchema,
} from '../../contract/cart';
import { successSchema } from '../../contract/errors';
import { type Wishlist, wishlistSchema } from '../../contract/wishlist';
import type { CookieJar } from '../../src/actors/browser';
import { contractJson, errorJson, rateLimitedJson, sessionExpiredJson } from './contract-responses';

type Account = { user: User; password: string; wishlist: Wishlist };
type StoredCart = { userId: number | null; items: CartItem[] };

/**
 * A small in-memory server answering like server/ does (same routes, rules and error shapes, every
 * answer through the contract's schemas), over the test's fake browser cookies: what the browser
 * sends is what its jar holds, and a Set-Cookie of the server lands in the jar.
 */
export type FakeShop = {
  accounts: Account[];
  carts: Map<string, StoredCart>;
  /** The signed-in user of the session cookie. */
  sessionUserId: number | null;
  /** Calls that answer 429 (as "METHOD /path" prefixes). */
  rateLimited: string[];
  /** Every call, as "METHOD /path". */
  calls: string[];
  newCartIds: string[];
};

export function createFakeShop(overrides: Partial<FakeShop> = {}): FakeShop {
  return {
    accounts: [],
    carts: new Map(),
    sessionUserId: null,
    rateLimited: [],
    calls: [],
    newCartIds: ['7e6d5c4b-3a29-4b18-8c07-f6e5d4c3b2a1', '6d5c4b3a-2918-4f07-8e6d-5c4b3a291807'],
    ...overrides,
  };
}

const CART_COOKIE = 'cart_id';
const YEAR = { path: '/', expires: 365 };

export function shopHandlers(shop: FakeShop, cookies: CookieJar): HttpHandler[] {
  const sessionUser = () => shop.accounts.find((account) => account.user.id === shop.sessionUserId);
  /** server/cart/cart-access.ts: an anonymous cart is its cookie holder's; a user's cart its session's. */
  const canUse = (cartId: string) => {
    const cart = shop.carts.get(cartId);
    if (!cart) return false;
    return cart.userId === null ? cookies.get(CART_COOKIE) === cartId : cart.userId === shop.sessionUserId;
  };
  // Like the server: an anonymous cart's id is its bearer token; a user's cart exists only for that user.
  const existsFor = (cartId: string) => {
    const cart = shop.carts.get(cartId);
    return cart !== undefined && (cart.userId === null || canUse(cartId));
  };
  const cartNotFound = () => errorJson(404, { error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' });
  const newCart = (userId: number | null) => {
    const id = shop.newCartIds.shift();
    if (!id) throw new Error('the fake shop ran out of cart ids');
    shop.carts.set(id, { userId, items: [] });
    return id;
  };
  const cartBody = (id: string) => ({
    id,
    userId: shop.carts.get(id)!.userId,
    cartItems: shop.carts.get(id)!.items,
  });

  /** Logs the call and answers 429 for the rate-limited ones, like the server's limiter. */
  const route =
    (
      respond: (args: {
        request: Request;
        params: Record<string, string | readonly string[] | undefined>;
      }) => Response | Promise<Response>,
    ) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      shop.calls.push(call);
      if (shop.rateLimited.some((prefix) => call.startsWith(prefix))) return rateLimitedJson();
      return respond({ request, params });
    };

  return [
    handle(
      routes.authMe,
      route(() => contractJson(meResponseSchema, { user: sessionUser()?.user ?? null })),
    ),
    handle(
      routes.authLogin,
      route(async ({ request }) => {
        const { email, password } = loginBodySchema.parse(await request.json());
        const account = shop.accounts.find((candidate) => candidate.user.email === email);
        if (!account || account.password !== password)
          return errorJson(401, { error: 'Pogrešna e-adresa ili lozinka.', code: 'INVALID_CREDENTIALS' });
        // server/auth/merge-cart.ts: the anonymous cart's lines join the account's cart.
        const anonymousId = cookies.get(CART_COOKIE);
        const anonymous = anonymousId ? shop.carts.get(anonymousId) : undefined;
        const accountCartId = account.user.cartId ?? newCart(account.user.id);
        if (anonymous && anonymous.userId === null && anonymousId !== accountCartId) {
          shop.carts.get(accountCartId)!.items.push(...anonymous.items);
          shop.carts.delete(anonymousId!);
        }
        account.user = { ...account.user, cartId: accountCartId };
        shop.sessionUserId = account.user.id;
        cookies.set(CART_COOKIE, accountCartId, YEAR);
        return contractJson(loginResponseSchema, { user: account.user });
      }),
    ),
    handle(
      routes.authRegister,
      route(async ({ request }) => {
        const body = registerBodySchema.parse(await request.json());
        if (shop.accounts.some((account) => account.user.email === body.email))
          return errorJson(409, { error: 'Nalog sa ovom e-adresom već postoji.', code: 'EMAIL_TAKEN' });
        const id = 100 + shop.accounts.length;
        const brought = body.cartId && canUse(body.cartId) ? body.cartId : null;
        const cartId = brought ?? newCart(id);
        shop.carts.get(cartId)!.userId = id;
        const user: User = {
          id,
          cartId,
          email: body.email,
          isVerified: false,
          firstName: body.firstName,
          lastName: body.lastName,
        };
        shop.accounts.push({
          user,
          password: body.password,
          wishlist: { id, userId: id, name: 'Lista želja', isDefault: true, wishlistItems: [] },
        });
        shop.sessionUserId = id;
        cookies.set(CART_COOKIE, cartId, YEAR);
        return contractJson(registerResponseSchema, { newUser: user }, 201);
      }),
    ),
    handle(
      routes.authLogout,
      route(() => {
        shop.sessionUserId = null;
        return contractJson(successSchema, { success: true });
      }),
    ),
    handle(
      routes.cartCreate,
      route(() => {
        const cartId = newCart(null);
        cookies.set(CART_COOKIE, cartId, YEAR);
        return contractJson(createCartResponseSchema, { cartId }, 201);
      }),
    ),
    handle(
      routes.cartGet,
      route(() => {
        const cartId = cookies.get(CART_COOKIE);
        return cartId && canUse(cartId) ? contractJson(cartSchema, cartBody(cartId)) : cartNotFound();
      }),
    ),
    handle(
      routes.cartExists,
      route(({ params }) =>
        contractJson(cartExistsResponseSchema, { exists: existsFor(String(params.cartId)) }),
      ),
    ),
    handle(
      routes.cartLastAccessed,
      route(() => {
        const cartId = cookies.get(CART_COOKIE);
        return cartId && canUse(cartId) ? contractJson(successSchema, { success: true }) : cartNotFound();
      }),
    ),
    handle(
      routes.cartRemoveUnavailable,
      route(({ params }) => {
        const cartId = String(params.cartId);
        if (!canUse(cartId)) return cartNotFound();
        const cart = shop.carts.get(cartId)!;
        const kept = cart.items.filter((item) => item.product.available);
        const removed = cart.items.length - kept.length;
        cart.items = kept;
        return contractJson(removeUnavailableResponseSchema, { removed });
      }),
    ),
    handle(
      routes.wishlistDefault,
      route(() => {
        const account = sessionUser();
        if (!account) return sessionExpiredJson();
        if (!account.user.isVerified)
          return errorJson(403, {
            error: 'Potvrdite e-adresu da biste koristili listu želja.',
            code: 'NOT_VERIFIED',
          });
        return contractJson(wishlistSchema, account.wishlist);
      }),
    ),
  ];
}
