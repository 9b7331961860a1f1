import type { Route } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { delay, type HttpHandler } from 'msw';
import { expect } from 'vitest';
import type { CartItem } from '../../../contract/cart';
import { aCatalog, type CatalogEntry, type FakeCatalog } from '../../msw/catalog-handlers';
import { aProduct, aUser, aWishlist, CART_ID } from '../../msw/fixtures';
import { createFakeShop, type FakeShop } from '../../msw/handlers';
import { itemHandlers } from '../../msw/item-handlers';
import { reviewHandlers } from '../../msw/review-handlers';
import { stockAlertHandlers } from '../../msw/stock-alert-handlers';
import { documentCookies, renderApp } from '../../utils/render-app';

type Options = { shop?: FakeShop; catalog?: FakeCatalog; handlers?: HttpHandler[] };

/**
 * A returning anonymous visitor: the cart CART_ID (holding `items`) in the cookie, the session
 * step already done, so the app start only fetches the cart.
 */
export function aVisitor(items: CartItem[] = []): FakeShop {
  Cookies.set('cart_id', CART_ID, { path: '/' });
  Cookies.set('session_updated', 'true', { path: '/' });
  return createFakeShop({ carts: new Map([[CART_ID, { userId: null, items }]]) });
}

/** A signed-in user (verified or not) whose own cart is in the cookie. */
export function aSignedInUser({ verified }: { verified: boolean }): FakeShop {
  const user = aUser({ isVerified: verified });
  Cookies.set('cart_id', user.cartId!, { path: '/' });
  Cookies.set('session_updated', 'true', { path: '/' });
  return createFakeShop({
    accounts: [{ user, password: 'tajna-lozinka-1', wishlist: aWishlist({ userId: user.id }) }],
    carts: new Map([[user.cartId!, { userId: user.id, items: [] }]]),
    sessionUserId: user.id,
  });
}

/** The fake catalogue with `count` more vacuum cleaners (brand Vihor), for pages of results. */
export function aBigCatalog(count: number): FakeCatalog {
  const catalog = aCatalog();
  const extra: CatalogEntry[] = Array.from({ length: count }, (_, index) => ({
    category: 'usisivaci',
    product: aProduct({
      id: 100 + index,
      name: `Usisivač Vihor ${String(index + 1).padStart(2, '0')}`,
      slug: `usisivac-vihor-${index + 1}`,
      brand: 'Vihor',
      price: 5_000 + index * 100,
    }),
  }));
  return { ...catalog, entries: [...catalog.entries, ...extra] };
}

/** The whole shop at `path` over the fake catalogue, with the cart, wishlist and review routes. */
export function openCatalog(path: string, options: Options = {}) {
  const shop = options.shop ?? aVisitor();
  const catalog = options.catalog ?? aCatalog();
  const products = () => catalog.entries.map((entry) => entry.product);
  return renderApp(path, {
    shop,
    catalog,
    handlers: [
      ...(options.handlers ?? []),
      ...reviewHandlers(shop, catalog),
      ...stockAlertHandlers(shop, catalog),
      ...itemHandlers(shop, documentCookies, products),
    ],
  });
}

/**
 * A handler that holds the answers to the route whose query matches until `release()`; the held
 * request then goes on to the fake catalogue (msw tries the next handler).
 */
export function heldRequests(route: Route, matches: (params: URLSearchParams) => boolean) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = handle(route, async ({ request }) => {
    if (matches(new URL(request.url).searchParams)) await gate;
  });
  return { handler, release };
}

/** A handler that answers the route only after `ms` (then the fake catalogue answers). */
export const slow = (route: Route, ms: number) =>
  handle(route, async () => {
    await delay(ms);
  });

/** The names of the products the grid shows, in order. */
export function shownProducts(): string[] {
  const results = screen.getByRole('region', { name: 'Rezultati' });
  return within(results)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

/** Waits until the grid shows exactly these products, in this order. */
export async function expectProducts(names: string[]): Promise<void> {
  await waitFor(() => expect(shownProducts()).toEqual(names));
}

/** Waits until the address bar shows `pathname` and `search`. */
export async function expectUrl(pathname: string, search: string): Promise<void> {
  await waitFor(() => {
    expect(window.location.pathname).toBe(pathname);
    expect(decodeURIComponent(window.location.search)).toBe(search);
  });
}
