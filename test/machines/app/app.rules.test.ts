import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, fromPromise } from 'xstate';
import type { User } from '../../../contract/auth';
import type { BrowserSession } from '../../../machines/app/app.types';
import { CART_COOKIE, LEGACY_CART_KEY, SESSION_MARKER_COOKIE } from '../../../src/actors/browser-session';
import { handOver } from '../../../src/lib/late-logic';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { seedBrowser, startApp } from './app.harness';

/*
 * Spec §4 "App start" and §8, one rule a test, on the app machine with the REAL src/actors effects
 * over a fake browser (cookies, local storage, toasts). app.model.test.ts walks every path; these
 * state the rules by name.
 */

const COOKIE_CART = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const USER_CART = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const LEGACY_CART = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const NEW_CART = '7e6d5c4b-3a29-4b18-8c07-f6e5d4c3b2a1';

const UNAVAILABLE_TOAST = {
  kind: 'info',
  title: 'Proizvod više nije dostupan',
  text: 'Neki proizvodi iz Vaše korpe više nisu dostupni i uklonjeni su. Hvala na razumevanju.',
  durationMs: 7000,
};

const ana: User = {
  id: 7,
  cartId: USER_CART,
  email: 'ana@example.rs',
  isVerified: true,
  firstName: 'Ana',
  lastName: 'Anić',
};

let app: ReturnType<typeof startApp>;
afterEach(() => app?.stop());

/** The app started over a browser holding `session`, with getMe answering `user`. */
async function startWith(session: BrowserSession, user: User | null = null) {
  app = startApp();
  seedBrowser(app.fake, session);
  await app.fakes.resolve('readBrowserSession', session);
  await app.fakes.resolve('loadCurrentUser', user);
  return app;
}

const anonymousWithCookie = { cartId: COOKIE_CART, sessionUpdated: false, legacyCartId: null };
const cartFetches = () => sendsIn(app.log.entries, 'cart');
/** The wishlist's chunk arrives (the recorder named in its slot stands in for the machine). */
const wishlistArrives = () => app.fakes.resolve('loadWishlist', undefined);
const marker = () => app.fake.cookie(SESSION_MARKER_COOKIE);

describe('app start (spec §4)', () => {
  it('anonymous with cart_id and no marker: last access, then unavailable items; a count above 0 shows the 7000 ms info toast', async () => {
    await startWith(anonymousWithCookie);
    expect(invokesIn(app.log.entries, 'updateCartLastAccess')).toHaveLength(1);
    await app.fakes.resolve('updateCartLastAccess', { success: true });
    expect(invokesIn(app.log.entries, 'removeUnavailableItems')).toEqual([{ cartId: COOKIE_CART }]);
    await app.fakes.resolve('removeUnavailableItems', { removed: 2 });
    expect(app.fake.toasts).toEqual([UNAVAILABLE_TOAST]);
    expect(actionsIn(app.log.entries, 'notifyUnavailableRemoved')).toEqual([{ count: 2 }]);
    expect(marker()).toBe('true');
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
  });

  it('a session step that removed nothing shows no toast, and still sets the marker and fetches the cart', async () => {
    await startWith(anonymousWithCookie);
    await app.fakes.resolve('updateCartLastAccess', { success: true });
    await app.fakes.resolve('removeUnavailableItems', { removed: 0 });
    expect(app.fake.toasts).toEqual([]);
    expect(marker()).toBe('true');
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
  });

  it('a failed session step is only logged: no marker, so the next page load runs it again', async () => {
    await startWith(anonymousWithCookie);
    await app.fakes.reject('updateCartLastAccess', new Error('Veza sa serverom nije uspela.'));
    await app.fakes.reject('removeUnavailableItems', new Error('Veza sa serverom nije uspela.'));
    expect(marker()).toBeUndefined();
    expect(app.fake.errors.map((entry) => entry.message)).toEqual([
      'Ažuriranje korpe nije uspelo',
      'Uklanjanje nedostupnih proizvoda nije uspelo',
    ]);
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
  });

  it('anonymous with cart_id and the marker: no session step, the cart is fetched', async () => {
    await startWith({ cartId: COOKIE_CART, sessionUpdated: true, legacyCartId: null });
    expect(invokesIn(app.log.entries, 'updateCartLastAccess')).toEqual([]);
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
  });

  it('logged in without the marker: the user’s cartId becomes cart_id before the session step; a verified user’s wishlist is fetched', async () => {
    await startWith({ cartId: COOKIE_CART, sessionUpdated: false, legacyCartId: null }, ana);
    expect(app.fake.cookies.get(CART_COOKIE)).toEqual({
      value: USER_CART,
      options: { path: '/', expires: 365 },
    });
    await app.fakes.resolve('updateCartLastAccess', { success: true });
    expect(invokesIn(app.log.entries, 'removeUnavailableItems')).toEqual([{ cartId: USER_CART }]);
    await app.fakes.resolve('removeUnavailableItems', { removed: 0 });
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
    await wishlistArrives();
    expect(sendsIn(app.log.entries, 'wishlist')).toEqual([{ type: 'wishlist.fetch' }]);
  });

  it('logged in with the marker and cart_id: straight to the cart; an unverified user has no wishlist to fetch', async () => {
    await startWith(
      { cartId: USER_CART, sessionUpdated: true, legacyCartId: null },
      { ...ana, isVerified: false },
    );
    expect(invokesIn(app.log.entries, 'updateCartLastAccess')).toEqual([]);
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
    expect(invokesIn(app.log.entries, 'loadWishlist')).toEqual([]);
    expect(sendsIn(app.log.entries, 'wishlist')).toEqual([]);
  });

  it('a valid legacy stored cart id moves into the cookie and leaves storage; the cart is fetched', async () => {
    await startWith({ cartId: null, sessionUpdated: false, legacyCartId: LEGACY_CART });
    expect(invokesIn(app.log.entries, 'checkCartExists')).toEqual([{ cartId: LEGACY_CART }]);
    await app.fakes.resolve('checkCartExists', true);
    expect(app.fake.cookie(CART_COOKIE)).toBe(LEGACY_CART);
    expect(app.subject.getSnapshot().context.cartId).toBe(LEGACY_CART);
    expect(app.fake.storage.has(LEGACY_CART_KEY)).toBe(false);
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
  });

  it('an invalid legacy cart id is removed and a new cart created, fetched and marked', async () => {
    await startWith({ cartId: null, sessionUpdated: false, legacyCartId: LEGACY_CART });
    await app.fakes.resolve('checkCartExists', false);
    expect(app.fake.storage.has(LEGACY_CART_KEY)).toBe(false);
    expect(app.fake.cookie(CART_COOKIE)).toBeUndefined();
    await app.fakes.resolve('createCart', NEW_CART);
    expect(app.fake.cookie(CART_COOKIE)).toBe(NEW_CART);
    expect(marker()).toBe('true');
    expect(app.subject.getSnapshot().context.cartId).toBe(NEW_CART);
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
  });

  it('without any cart a new one is created; when that fails it is only logged and nothing is fetched', async () => {
    await startWith({ cartId: null, sessionUpdated: false, legacyCartId: null });
    await app.fakes.reject('createCart', new Error('Veza sa serverom nije uspela.'));
    expect(app.fake.errors.map((entry) => entry.message)).toEqual(['Nova korpa nije napravljena']);
    expect(app.fake.cookie(CART_COOKIE)).toBeUndefined();
    expect(cartFetches()).toEqual([]);
  });
});

describe('app start: what fails is only logged (spec §8)', () => {
  it('getMe’s answer is told to auth; a failed getMe is logged, auth hears nobody is signed in, and the visit goes on as anonymous', async () => {
    await startWith({ cartId: COOKIE_CART, sessionUpdated: true, legacyCartId: null }, ana);
    expect(sendsIn(app.log.entries, 'auth')).toEqual([{ type: 'auth.userLoaded', user: ana }]);
    app.stop();

    app = startApp();
    const session = { cartId: COOKIE_CART, sessionUpdated: true, legacyCartId: null };
    seedBrowser(app.fake, session);
    await app.fakes.resolve('readBrowserSession', session);
    await app.fakes.reject('loadCurrentUser', new Error('Veza sa serverom nije uspela.'));
    expect(app.fake.errors.map((entry) => entry.message)).toEqual(['Učitavanje korisnika nije uspelo']);
    expect(sendsIn(app.log.entries, 'auth')).toEqual([{ type: 'auth.userLoaded', user: null }]);
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
    expect(app.fake.cookie(CART_COOKIE)).toBe(COOKIE_CART);
  });

  it('cookies that cannot be read are logged, and the visit starts as one without a cart: a new one is made', async () => {
    app = startApp();
    await app.fakes.reject('readBrowserSession', new Error('Kolačići nisu dostupni.'));
    expect(app.fake.errors.map((entry) => entry.message)).toEqual(['Čitanje kolačića nije uspelo']);
    await app.fakes.resolve('loadCurrentUser', null);
    expect(invokesIn(app.log.entries, 'createCart')).toHaveLength(1);
    await app.fakes.resolve('createCart', NEW_CART);
    expect(app.fake.cookie(CART_COOKIE)).toBe(NEW_CART);
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
  });

  it('a legacy cart id that could not be checked is only logged and stays stored for the next visit; a verified user still gets their wishlist', async () => {
    await startWith(
      { cartId: null, sessionUpdated: false, legacyCartId: LEGACY_CART },
      { ...ana, cartId: null },
    );
    await app.fakes.reject('checkCartExists', new Error('Veza sa serverom nije uspela.'));
    expect(app.fake.errors.map((entry) => entry.message)).toEqual(['Provera sačuvane korpe nije uspela']);
    expect(app.fake.storage.get(LEGACY_CART_KEY)).toBe(LEGACY_CART);
    expect(app.fake.cookie(CART_COOKIE)).toBeUndefined();
    expect(invokesIn(app.log.entries, 'createCart')).toEqual([]);
    expect(cartFetches()).toEqual([]);
    await wishlistArrives();
    expect(sendsIn(app.log.entries, 'wishlist')).toEqual([{ type: 'wishlist.fetch' }]);
  });
});

describe('app start: a signed-in user’s cart (spec §4, DESIGN §3)', () => {
  it('logged in with the marker but no cart_id (cookie cleared): the account cart becomes cart_id and the session step runs', async () => {
    await startWith({ cartId: null, sessionUpdated: true, legacyCartId: null }, ana);
    expect(app.fake.cookie(CART_COOKIE)).toBe(USER_CART);
    expect(invokesIn(app.log.entries, 'updateCartLastAccess')).toHaveLength(1);
    await app.fakes.resolve('updateCartLastAccess', { success: true });
    expect(invokesIn(app.log.entries, 'removeUnavailableItems')).toEqual([{ cartId: USER_CART }]);
  });

  it('logged in with the marker and cart_id: the cookie is left as it is', async () => {
    await startWith({ cartId: COOKIE_CART, sessionUpdated: true, legacyCartId: null }, ana);
    expect(app.fake.cookie(CART_COOKIE)).toBe(COOKIE_CART);
    expect(invokesIn(app.log.entries, 'updateCartLastAccess')).toEqual([]);
    expect(cartFetches()).toEqual([{ type: 'cart.fetch' }]);
  });

  it('a signed-in user without an account cart follows the cookie rules: no cookie and no stored id makes a new cart', async () => {
    await startWith({ cartId: null, sessionUpdated: false, legacyCartId: null }, { ...ana, cartId: null });
    expect(invokesIn(app.log.entries, 'updateCartLastAccess')).toEqual([]);
    expect(invokesIn(app.log.entries, 'createCart')).toHaveLength(1);
  });

  it('a signed-in user without an account cart keeps the cookie’s cart, and its session step runs without the marker', async () => {
    await startWith(anonymousWithCookie, { ...ana, cartId: null });
    expect(app.fake.cookie(CART_COOKIE)).toBe(COOKIE_CART);
    await app.fakes.resolve('updateCartLastAccess', { success: true });
    expect(invokesIn(app.log.entries, 'removeUnavailableItems')).toEqual([{ cartId: COOKIE_CART }]);
  });
});

describe('screens’ loaders and submissions run in the shop’s actor system', () => {
  const SCREEN = 'screen:r1:';
  const inputs: unknown[] = [];
  const screenLogic = fromPromise(({ input }) => {
    inputs.push(input);
    return new Promise<never>(() => {});
  });
  const child = () => app.subject.getSnapshot().children[SCREEN] as AnyActorRef | undefined;

  it('a screen’s actor joins under the screen’s id once, in its kind’s slot with the logic it handed over and its input, and leaves when the screen closes', async () => {
    inputs.length = 0;
    await startWith({ cartId: COOKIE_CART, sessionUpdated: true, legacyCartId: null });
    handOver(app.subject.system, SCREEN, screenLogic);
    app.subject.send({
      type: 'app.screen.open',
      id: SCREEN,
      screen: 'loader',
      input: { slug: 'frizideri' },
      systemId: 'productReviews',
    });
    const first = child();
    expect(first).toBeDefined();
    expect(first?.src).toBe('loader');
    expect(app.subject.system.get('productReviews')).toBe(first);
    expect(inputs).toEqual([{ slug: 'frizideri' }]);
    app.subject.send({ type: 'app.screen.open', id: SCREEN, screen: 'loader', input: { slug: 'sporeti' } });
    expect(child()).toBe(first);
    expect(inputs).toEqual([{ slug: 'frizideri' }]);
    app.subject.send({ type: 'app.screen.close', id: SCREEN });
    expect(child()).toBeUndefined();
    expect(app.errors).toEqual([]);
  });

  it('an open or close without its id or kind, or with an id that is no id (as the Stately visualizer sends them), is ignored, not thrown', async () => {
    inputs.length = 0;
    await startWith({ cartId: COOKIE_CART, sessionUpdated: true, legacyCartId: null });
    handOver(app.subject.system, SCREEN, screenLogic);
    const before = Object.keys(app.subject.getSnapshot().children);
    app.subject.send({ type: 'app.screen.open', id: SCREEN } as never);
    app.subject.send({ type: 'app.screen.open', screen: 'loader' } as never);
    app.subject.send({ type: 'app.screen.open', id: SCREEN, screen: 'cart' } as never);
    expect(Object.keys(app.subject.getSnapshot().children)).toEqual(before);
    app.subject.send({ type: 'app.screen.open', id: SCREEN, screen: 'form' });
    app.subject.send({ type: 'app.screen.close' } as never);
    app.subject.send({ type: 'app.screen.close', id: 42 } as never);
    expect(child()).toBeDefined();
    expect(app.errors).toEqual([]);
  });
});
