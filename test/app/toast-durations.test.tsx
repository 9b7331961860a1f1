import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../contract/routes';
import { sessionExpiredJson } from '../msw/contract-responses';
import { aCartItem, aProduct, aUser, aWishlist, CART_ID } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { createFakeShop } from '../msw/handlers';
import { renderApp } from '../utils/render-app';

/*
 * Spec §8, §9: toasts stay 5000 ms (session expiry, rate limit) or 7000 ms (unavailable items). What
 * counts is the duration react-toastify was given, which it shows as the length of the toast's
 * progress bar animation.
 */

beforeEach(() => {
  // The failed calls of the app start are only logged (spec §8).
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** How long react-toastify keeps the toast titled `title` on screen. */
async function shownFor(title: string): Promise<string> {
  const heading = await screen.findByText(title, { selector: 'strong' });
  const toast = heading.closest('.Toastify__toast');
  const bar = toast?.querySelector<HTMLElement>('[role="progressbar"]');
  if (!bar) throw new Error(`the toast "${title}" has no progress bar`);
  return bar.style.animationDuration;
}

describe('spec §9: toast durations as react-toastify receives them', () => {
  it('unavailable items removed by the session step: the info toast stays 7000 ms', async () => {
    Cookies.set('cart_id', CART_ID, { path: '/' });
    const gone = aCartItem({
      id: 14,
      product: aProduct({ id: 4, slug: 'toster-stari', available: false, stock: 0 }),
    });
    const shop = createFakeShop({ carts: new Map([[CART_ID, { userId: null, items: [gone] }]]) });
    renderApp('/', { shop });
    expect(await shownFor('Proizvod više nije dostupan')).toBe('7000ms');
  });

  it('HTTP 429: the warning toast "Previše aktivnosti!" stays 5000 ms', async () => {
    renderApp('/', { shop: createFakeShop({ rateLimited: ['GET /api/auth/me'] }) });
    expect(await shownFor('Previše aktivnosti!')).toBe('5000ms');
  });

  it('HTTP 401 with shouldLogin: the warning toast "Sesija istekla!" stays 5000 ms', async () => {
    const user = aUser({ isVerified: true });
    Cookies.set('cart_id', user.cartId!, { path: '/' });
    Cookies.set('session_updated', 'true', { path: '/' });
    const shop = createFakeShop({
      accounts: [{ user, password: 'tajna-lozinka-1', wishlist: aWishlist({ userId: user.id }) }],
      carts: new Map([[user.cartId!, { userId: user.id, items: [] }]]),
      sessionUserId: user.id,
    });
    let expired = false;
    renderApp('/', {
      shop,
      handlers: [
        // The session ends on the server as the wishlist is asked for.
        handle(routes.wishlistDefault, () => {
          if (expired) return undefined;
          expired = true;
          shop.sessionUserId = null;
          return sessionExpiredJson();
        }),
      ],
    });
    expect(await shownFor('Sesija istekla!')).toBe('5000ms');
  });
});
