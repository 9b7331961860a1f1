import { type AnyActorRef, createActor, setup, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/auth';
import { routes } from '../../contract/routes';
import type { CartItem } from '../../contract/cart';
import { systemIds } from '../../machines/shared/system';
import {
  AUTH_STORAGE_KEY,
  CART_COOKIE,
  LEGACY_CART_KEY,
  SESSION_MARKER_COOKIE,
} from '../../src/actors/browser-session';
import { SAVED_DELIVERY_KEY } from '../../src/actors/checkout.actors';
import { SCRIPT_STORAGE_KEY } from '../../src/actors/script.actors';
import { fetchDefaultWishlist } from '../../src/api/wishlist';
import { configureApi } from '../../src/api/request';
import { expireSession } from '../../src/lib/session-expiry';
import { createShopActor } from '../../src/lib/shop-logic';
import { validDelivery } from '../machines/checkout/checkout.samples';
import { createFakeBrowser, type FakeBrowser } from '../machines/utils/fake-browser';
import {
  aCartItem,
  aProduct,
  aWishlist,
  CART_ID,
  LEGACY_CART_ID,
  NEW_CART_ID,
  USER_CART_ID,
} from '../msw/fixtures';
import { createFakeShop, type FakeShop, shopHandlers } from '../msw/handlers';
import { mswServer, startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';

/*
 * Paths of the app start and of auth against the REAL src/api client (fetch, the spec §8
 * wrapper, zod parsing) and the real src/actors effects, with msw answering like the server.
 */

startMswServer();

const ana: User = {
  id: 7,
  cartId: USER_CART_ID,
  email: 'ana@example.rs',
  isVerified: true,
  firstName: 'Ana',
  lastName: 'Anić',
};
const line = (id: number, available = true): CartItem =>
  aCartItem({ id, product: aProduct({ id, slug: `proizvod-${id}`, available }) });

let shop: FakeShop;
let fake: FakeBrowser;
let root: AnyActorRef;

const UNAVAILABLE_TOAST = {
  kind: 'info',
  title: 'Proizvod više nije dostupan',
  text: 'Neki proizvodi iz Vaše korpe više nisu dostupni i uklonjeni su. Hvala na razumevanju.',
  durationMs: 7000,
};

function open(setup: Parameters<typeof createFakeBrowser>[0] & { storedUser?: User | null } = {}) {
  fake = createFakeBrowser(setup);
  mswServer.use(...shopHandlers(shop, fake.browser.cookies));
  root = createShopActor(fake.browser, {
    input: { auth: { storedUser: setup.storedUser ?? null }, script: { remembered: null } },
  });
  configureApi({ showToast: fake.browser.showToast, sessionExpired: () => expireSession(root) });
  root.start();
}

const child = (id: string) => root.system.get(id) as AnyActorRef;
const settled = async () => {
  await waitFor(root, (snapshot) => snapshot.matches('ready') || snapshot.matches('withoutCart'));
  // A verified user's wishlist joins the system first (machines/app), then fetches.
  await waitFor(root, (snapshot) => snapshot.context.wishlist !== 'loading');
  if (child(systemIds.wishlist))
    await waitFor(child(systemIds.wishlist), (snapshot) => !snapshot.hasTag('busy'));
  await waitFor(
    child(systemIds.auth),
    (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('restoring'),
  );
  await waitFor(
    child(systemIds.cart),
    (snapshot) => !snapshot.hasTag('busy') && snapshot.context.cartId !== null,
  );
};

beforeEach(() => {
  shop = createFakeShop();
});
afterEach(() => root?.stop());

describe('app start against the real API client (spec §4)', () => {
  it('a new visitor gets a new cart: cart_id set for a year, the marker set, the cart fetched', async () => {
    open();
    await settled();
    expect(shop.calls).toEqual(['GET /api/auth/me', 'POST /api/cart/create', 'GET /api/cart']);
    expect(fake.cookies.get(CART_COOKIE)).toEqual({
      value: NEW_CART_ID,
      options: { path: '/', expires: 365 },
    });
    expect(fake.cookies.get(SESSION_MARKER_COOKIE)).toEqual({ value: 'true', options: { path: '/' } });
    expect(child(systemIds.cart).getSnapshot().context.cartId).toBe(NEW_CART_ID);
    expect(fake.toasts).toEqual([]);
  });

  it('an anonymous visitor with a cart_id and no marker runs the session step once: unavailable items go with the 7000 ms toast', async () => {
    shop.carts.set(CART_ID, { userId: null, items: [line(1), line(2, false)] });
    open({ cookies: { [CART_COOKIE]: CART_ID } });
    await settled();
    expect(shop.calls).toEqual([
      'GET /api/auth/me',
      'PUT /api/cart/last-accessed',
      `DELETE /api/cart/remove-unavailable-items/${CART_ID}`,
      'GET /api/cart',
    ]);
    expect(fake.toasts).toEqual([UNAVAILABLE_TOAST]);
    expect(fake.cookie(SESSION_MARKER_COOKIE)).toBe('true');
    expect(
      child(systemIds.cart)
        .getSnapshot()
        .context.items.map((item: CartItem) => item.id),
    ).toEqual([1]);
  });

  it('with the marker set, the visitor’s cart is only fetched', async () => {
    shop.carts.set(CART_ID, { userId: null, items: [line(1), line(2, false)] });
    open({ cookies: { [CART_COOKIE]: CART_ID, [SESSION_MARKER_COOKIE]: 'true' } });
    await settled();
    expect(shop.calls).toEqual(['GET /api/auth/me', 'GET /api/cart']);
    expect(fake.toasts).toEqual([]);
  });

  it('a signed-in user without the marker adopts the account cart as cart_id before the session step', async () => {
    shop.accounts.push({ user: ana, password: 'tajna-lozinka', wishlist: aWishlist() });
    shop.sessionUserId = ana.id;
    shop.carts.set(USER_CART_ID, { userId: ana.id, items: [line(3)] });
    shop.carts.set(CART_ID, { userId: null, items: [] });
    open({ cookies: { [CART_COOKIE]: CART_ID }, storedUser: ana });
    await settled();
    expect(shop.calls).toEqual([
      'GET /api/auth/me',
      'PUT /api/cart/last-accessed',
      `DELETE /api/cart/remove-unavailable-items/${USER_CART_ID}`,
      'GET /api/cart',
      // Spec §4: a verified user's default wishlist is fetched after the cart.
      'GET /api/wishlist/default',
    ]);
    expect(fake.cookie(CART_COOKIE)).toBe(USER_CART_ID);
    expect(child(systemIds.auth).getSnapshot().context.user).toEqual(ana);
    expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: ana });
  });

  it('an unverified signed-in user gets no wishlist call (spec §6: the wishlist is for verified users)', async () => {
    const unverified = { ...ana, isVerified: false };
    shop.accounts.push({ user: unverified, password: 'tajna-lozinka', wishlist: aWishlist() });
    shop.sessionUserId = ana.id;
    shop.carts.set(USER_CART_ID, { userId: ana.id, items: [] });
    open({
      cookies: { [CART_COOKIE]: USER_CART_ID, [SESSION_MARKER_COOKIE]: 'true' },
      storedUser: unverified,
    });
    await settled();
    expect(shop.calls).toEqual(['GET /api/auth/me', 'GET /api/cart']);
    // Its machine is not even loaded (machines/app).
    expect(child(systemIds.wishlist)).toBeUndefined();
  });

  it('a stale stored user whose session is gone is signed out silently by getMe', async () => {
    shop.carts.set(CART_ID, { userId: null, items: [] });
    open({ cookies: { [CART_COOKIE]: CART_ID, [SESSION_MARKER_COOKIE]: 'true' }, storedUser: ana });
    await settled();
    expect(child(systemIds.auth).getSnapshot().context.user).toBeNull();
    expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: null });
    expect(fake.toasts).toEqual([]);
  });

  it('a valid legacy stored cart id moves into the cart_id cookie, leaves storage, and its items are fetched', async () => {
    shop.carts.set(LEGACY_CART_ID, { userId: null, items: [line(1)] });
    open({ storage: { [LEGACY_CART_KEY]: LEGACY_CART_ID } });
    await settled();
    expect(shop.calls.slice(0, 3)).toEqual([
      'GET /api/auth/me',
      `GET /api/cart/exists/${LEGACY_CART_ID}`,
      'GET /api/cart',
    ]);
    expect(fake.storage.has(LEGACY_CART_KEY)).toBe(false);
    expect(fake.cookie(CART_COOKIE)).toBe(LEGACY_CART_ID);
    expect(child(systemIds.cart).getSnapshot().context.items).toHaveLength(1);
  });

  it('a legacy stored cart id the server does not confirm is removed, and a new cart is created', async () => {
    // Owned by an account: the server confirms it to nobody else.
    shop.carts.set(LEGACY_CART_ID, { userId: 999, items: [line(1)] });
    open({ storage: { [LEGACY_CART_KEY]: LEGACY_CART_ID } });
    await settled();
    expect(shop.calls.slice(0, 3)).toEqual([
      'GET /api/auth/me',
      `GET /api/cart/exists/${LEGACY_CART_ID}`,
      'POST /api/cart/create',
    ]);
    expect(fake.storage.has(LEGACY_CART_KEY)).toBe(false);
    expect(fake.cookie(CART_COOKIE)).toBe(NEW_CART_ID);
  });

  it('a 429 during the start shows "Previše aktivnosti!" for 5 s, and the start only logs it', async () => {
    shop.rateLimited = ['POST /api/cart/create'];
    open();
    await waitFor(root, (snapshot) => snapshot.matches('withoutCart'));
    expect(fake.toasts).toEqual([
      {
        kind: 'warning',
        title: 'Previše aktivnosti!',
        text: 'Molimo sačekajte nekoliko trenutaka pre sledećeg pokušaja.',
        durationMs: 5000,
      },
    ]);
    expect(fake.errors.map((entry) => entry.message)).toEqual(['Nova korpa nije napravljena']);
  });
});

describe('auth against the real API client (spec §4, §5, §8)', () => {
  const signIn = async () => {
    const auth = child(systemIds.auth);
    auth.send({ type: 'auth.login.submit', credentials: { email: ana.email, password: 'tajna-lozinka' } });
    // The form reads the server's text from auth's context (selectLoginError).
    const settledAuth = await waitFor(
      auth,
      (snapshot) =>
        snapshot.matches('loggedIn') ||
        (snapshot.matches('loggedOut') && snapshot.context.loginError !== null),
    );
    await waitFor(child(systemIds.cart), (snapshot) => !snapshot.hasTag('busy'));
    return settledAuth.context.loginError === null ? [] : [settledAuth.context.loginError as string];
  };

  it('login merges the anonymous cart: the account cart becomes cart_id, the marker is cleared, last access updated, cart re-fetched', async () => {
    shop.accounts.push({ user: ana, password: 'tajna-lozinka', wishlist: aWishlist() });
    shop.carts.set(USER_CART_ID, { userId: ana.id, items: [line(3)] });
    shop.carts.set(CART_ID, { userId: null, items: [line(1)] });
    open({ cookies: { [CART_COOKIE]: CART_ID, [SESSION_MARKER_COOKIE]: 'true' } });
    await settled();
    shop.calls.length = 0;
    await signIn();
    expect(shop.calls.slice(0, 3)).toEqual([
      'POST /api/auth/login',
      'PUT /api/cart/last-accessed',
      'GET /api/cart',
    ]);
    expect(fake.cookie(CART_COOKIE)).toBe(USER_CART_ID);
    expect(fake.cookie(SESSION_MARKER_COOKIE)).toBeUndefined();
    expect(
      child(systemIds.cart)
        .getSnapshot()
        .context.items.map((item: CartItem) => item.id),
    ).toEqual([3, 1]);
    expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: ana });
  });

  it('a refused login raises the server’s text to the form', async () => {
    shop.accounts.push({ user: ana, password: 'druga-lozinka', wishlist: aWishlist() });
    open();
    await settled();
    expect(await signIn()).toEqual(['Pogrešna e-adresa ili lozinka.']);
    expect(child(systemIds.auth).getSnapshot().context.user).toBeNull();
  });

  it('a rate-limited login shows the 429 toast and still reaches the form as a failure', async () => {
    shop.accounts.push({ user: ana, password: 'tajna-lozinka', wishlist: aWishlist() });
    open();
    await settled();
    shop.rateLimited = ['POST /api/auth/login'];
    expect(await signIn()).toEqual([
      'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.',
    ]);
    expect(fake.toasts.map((toast) => toast.title)).toEqual(['Previše aktivnosti!']);
  });

  it('register attaches the cart cart_id names, signs the user in and opens /verification', async () => {
    open();
    await settled();
    const auth = child(systemIds.auth);
    auth.send({
      type: 'auth.register.submit',
      form: {
        firstName: 'Nova',
        lastName: 'Nović',
        email: 'nova@example.rs',
        password: 'tajna-lozinka',
        confirmPassword: 'tajna-lozinka',
        acceptTerms: true,
      },
    });
    await waitFor(auth, (snapshot) => snapshot.matches('loggedIn'));
    const user = auth.getSnapshot().context.user as User;
    expect(user.cartId).toBe(NEW_CART_ID);
    expect(shop.carts.get(NEW_CART_ID)?.userId).toBe(user.id);
    expect(fake.navigations).toEqual(['/verification']);
    expect(fake.cookie(SESSION_MARKER_COOKIE)).toBeUndefined();
  });

  it('logout: user null, cart_id cleared, a new cart created and re-fetched, the marker cleared', async () => {
    shop.accounts.push({ user: ana, password: 'tajna-lozinka', wishlist: aWishlist() });
    shop.sessionUserId = ana.id;
    shop.carts.set(USER_CART_ID, { userId: ana.id, items: [line(3)] });
    open({ cookies: { [CART_COOKIE]: USER_CART_ID, [SESSION_MARKER_COOKIE]: 'true' }, storedUser: ana });
    await settled();
    shop.calls.length = 0;
    const auth = child(systemIds.auth);
    auth.send({ type: 'auth.logout' });
    await waitFor(auth, (snapshot) => snapshot.matches('loggedOut'));
    await waitFor(
      child(systemIds.cart),
      (snapshot) => !snapshot.hasTag('busy') && snapshot.context.cartId !== null,
    );
    expect(shop.calls).toEqual(['POST /api/auth/logout', 'POST /api/cart/create', 'GET /api/cart']);
    expect(fake.cookie(CART_COOKIE)).toBe(NEW_CART_ID);
    expect(fake.cookie(SESSION_MARKER_COOKIE)).toBeUndefined();
    expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: null });
    expect(child(systemIds.cart).getSnapshot().context.items).toEqual([]);
  });

  it('ten requests failing with 401 shouldLogin at once log the user out once and show one toast', async () => {
    shop.accounts.push({ user: ana, password: 'tajna-lozinka', wishlist: aWishlist() });
    shop.sessionUserId = ana.id;
    shop.carts.set(USER_CART_ID, { userId: ana.id, items: [] });
    open({
      cookies: { [CART_COOKIE]: USER_CART_ID, [SESSION_MARKER_COOKIE]: 'true' },
      storedUser: ana,
      path: '/profil/lista-zelja',
    });
    await settled();
    shop.sessionUserId = null; // the session expired on the server
    const results = await Promise.all(Array.from({ length: 10 }, () => fetchDefaultWishlist()));
    expect(results).toEqual(Array(10).fill(undefined));
    const auth = child(systemIds.auth);
    await waitFor(auth, (snapshot) => snapshot.matches('loggedOut'));
    expect(shop.calls.filter((call) => call === 'POST /api/auth/logout')).toHaveLength(1);
    expect(fake.toasts).toEqual([
      { kind: 'warning', title: 'Sesija istekla!', text: 'Molimo Vas ulogujte se ponovo.', durationMs: 5000 },
    ]);
    expect(fake.navigations).toEqual(['/']);
    expect(auth.getSnapshot().context.user).toBeNull();
  });
});

describe('provideShop: each child runs with its real effects', () => {
  const { seen, answer } = recordRequests();

  it('the script switch shows the chosen script and remembers it for the next visit', () => {
    open();
    child(systemIds.script).send({ type: 'script.choose', script: 'cyrillic' });
    expect(fake.scripts).toContain('cyrillic');
    expect(fake.storage.get(SCRIPT_STORAGE_KEY)).toBe('cyrillic');
  });

  it('the checkout joins when its page opens, and reads back the delivery form this tab kept for a reload', async () => {
    open({ session: { [SAVED_DELIVERY_KEY]: JSON.stringify({ form: validDelivery }) } });
    expect(child(systemIds.checkout)).toBeUndefined();
    root.send({ type: 'app.checkout.open' });
    await waitFor(root, (snapshot) => snapshot.context.checkout === 'ready');
    expect(child(systemIds.checkout).getSnapshot().context.form).toEqual(validDelivery);
  });

  it("the register form's address check asks the server (POST /api/auth/check-user)", async () => {
    open();
    answer(routes.authCheckUser, () => Response.json({ exists: true }));
    const account = child(systemIds.account);
    account.send({ type: 'account.email.check', email: 'ana@example.rs' });
    await waitFor(account, (snapshot) => snapshot.matches('taken'), { timeout: 5000 });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/check-user', body: { email: 'ana@example.rs' } },
    ]);
  });
});

describe('the session-expired handler waits for auth to finish logging out (spec §8)', () => {
  /** Auth as expireSession sees it: signed in, busy (tag) while logging out, then logged out. */
  const authMachine = setup({}).createMachine({
    initial: 'signedIn',
    states: {
      signedIn: { on: { 'auth.sessionExpired': 'loggingOut' } },
      loggingOut: { tags: ['busy'], on: { 'auth.loggedOut': 'loggedOut' } },
      loggedOut: {},
    },
  });
  const startAuth = (snapshot?: Parameters<typeof authMachine.resolveState>[0]) =>
    createActor(authMachine, {
      systemId: systemIds.auth,
      ...(snapshot ? { snapshot: authMachine.resolveState(snapshot) } : {}),
    }).start();
  const tracked = (promise: Promise<void>) => {
    const state = { settled: false };
    void promise.then(() => {
      state.settled = true;
    });
    return state;
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells auth the session expired and resolves only once auth is no longer busy logging out', async () => {
    const auth = startAuth();
    const expired = expireSession(auth);
    const handler = tracked(expired);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(auth.getSnapshot().value).toBe('loggingOut');
    expect(handler.settled).toBe(false);

    auth.send({ type: 'auth.loggedOut' });
    await expired;
    expect(handler.settled).toBe(true);
    auth.stop();
  });

  it('resolves at once when auth ignores the event (nobody is signed in)', async () => {
    const auth = startAuth({ value: 'loggedOut' });
    await expect(expireSession(auth)).resolves.toBeUndefined();
    expect(auth.getSnapshot().value).toBe('loggedOut');
    auth.stop();
  });

  it('gives up waiting after 15 s when the logout never finishes', async () => {
    vi.useFakeTimers();
    const auth = startAuth();
    const handler = tracked(expireSession(auth));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(handler.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(handler.settled).toBe(true);
    expect(auth.getSnapshot().value).toBe('loggingOut');
    auth.stop();
  });
});
