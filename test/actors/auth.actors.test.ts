import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { loginResponseSchema, registerResponseSchema } from '../../contract/auth';
import { createCartResponseSchema } from '../../contract/cart';
import { successSchema } from '../../contract/errors';
import { routes } from '../../contract/routes';
import { authActions, authActors, isProfilePath } from '../../src/actors/auth.actors';
import { AUTH_STORAGE_KEY, CART_COOKIE, SESSION_MARKER_COOKIE } from '../../src/actors/browser-session';
import { configureApi } from '../../src/api/request';
import { createFakeBrowser, type FakeBrowser } from '../machines/utils/fake-browser';
import { contractJson } from '../msw/contract-responses';
import { CART_ID, NEW_CART_ID, USER_CART_ID, aUser } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';

/*
 * The auth machine's actors over the real src/api client and msw (register attaches the cart
 * cart_id names), and its effects on a fake browser: the stored user, the cookies, the toasts, and
 * leaving the profile area (spec §2) when the session ends.
 */

startMswServer();

const { seen, answer } = recordRequests();

beforeEach(() => {
  configureApi({ showToast: () => {}, sessionExpired: vi.fn() });
});

type ActorName = keyof ReturnType<typeof authActors>;
const run = (name: ActorName, input?: unknown, fake: FakeBrowser = createFakeBrowser()) =>
  toPromise(createActor(authActors(fake.browser)[name] as AnyActorLogic, { input }).start());

type Action = (args: unknown, params?: unknown) => void;
type ActionName =
  | 'persistUser'
  | 'adoptUserCart'
  | 'setCartCookie'
  | 'clearCartCookie'
  | 'clearSessionMarker'
  | 'showToast'
  | 'leaveProfileArea'
  | 'navigate'
  | 'logError';
const actionsOver = (fake: FakeBrowser) => authActions(fake.browser) as unknown as Record<ActionName, Action>;

const ana = aUser({ isVerified: true });
const form = {
  firstName: 'Ana',
  lastName: 'Anić',
  email: 'ana@example.rs',
  password: 'tajna-lozinka',
  confirmPassword: 'tajna-lozinka',
  acceptTerms: true as const,
};

describe('the profile area a session expiry leaves (spec §2)', () => {
  it('is /profil and every path under /profil/', () => {
    expect(isProfilePath('/profil')).toBe(true);
    expect(isProfilePath('/profil/porudzbine')).toBe(true);
    expect(isProfilePath('/profil/')).toBe(true);
  });

  it('is no other path, not even one that only starts with the same letters or ends with /profil/', () => {
    expect(isProfilePath('/')).toBe(false);
    expect(isProfilePath('')).toBe(false);
    expect(isProfilePath('/profili')).toBe(false);
    expect(isProfilePath('/korpa/profil/')).toBe(false);
    expect(isProfilePath('/korpa/profil')).toBe(false);
  });
});

describe('the auth actors’ requests and answers (spec §7)', () => {
  it('login: POST /api/auth/login with the credentials resolves with the user', async () => {
    answer(routes.authLogin, () => contractJson(loginResponseSchema, { user: ana }));
    const credentials = { email: 'ana@example.rs', password: 'tajna-lozinka' };
    await expect(run('login', credentials)).resolves.toEqual(ana);
    expect(seen).toEqual([{ method: 'POST', path: '/api/auth/login', body: credentials }]);
  });

  it('register: POST /api/auth/register with the form plus the cart cart_id names resolves with the new user', async () => {
    answer(routes.authRegister, () => contractJson(registerResponseSchema, { newUser: ana }, 201));
    const fake = createFakeBrowser({ cookies: { [CART_COOKIE]: CART_ID } });
    await expect(run('register', form, fake)).resolves.toEqual(ana);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/register', body: { ...form, cartId: CART_ID } },
    ]);
  });

  it('register without a cart_id cookie (or an empty one) sends cartId null', async () => {
    answer(routes.authRegister, () => contractJson(registerResponseSchema, { newUser: ana }, 201));
    await run('register', form);
    await run('register', form, createFakeBrowser({ cookies: { [CART_COOKIE]: '' } }));
    expect(seen.map((request) => request.body)).toEqual([
      { ...form, cartId: null },
      { ...form, cartId: null },
    ]);
  });

  it('logout: POST /api/auth/logout with no body', async () => {
    answer(routes.authLogout, () => contractJson(successSchema, { success: true }));
    await expect(run('logout')).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'POST', path: '/api/auth/logout', body: undefined }]);
  });

  it('updateCartLastAccess: PUT /api/cart/last-accessed with no body', async () => {
    answer(routes.cartLastAccessed, () => contractJson(successSchema, { success: true }));
    await expect(run('updateCartLastAccess')).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'PUT', path: '/api/cart/last-accessed', body: undefined }]);
  });

  it('createCart: POST /api/cart/create resolves with the new cart’s id', async () => {
    answer(routes.cartCreate, () => contractJson(createCartResponseSchema, { cartId: NEW_CART_ID }, 201));
    await expect(run('createCart')).resolves.toBe(NEW_CART_ID);
    expect(seen).toEqual([{ method: 'POST', path: '/api/cart/create', body: undefined }]);
  });
});

describe('the auth machine’s effects on the browser', () => {
  it('persistUser stores { user } where the next visit reads it, and { user: null } after logout', () => {
    const fake = createFakeBrowser();
    actionsOver(fake).persistUser({}, { user: ana });
    expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: ana });
    actionsOver(fake).persistUser({}, { user: null });
    expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: null });
  });

  it('adoptUserCart makes cart_id name the user’s cart for a year', () => {
    const fake = createFakeBrowser({ cookies: { [CART_COOKIE]: CART_ID } });
    actionsOver(fake).adoptUserCart({}, { user: aUser({ cartId: USER_CART_ID }) });
    expect(fake.cookies.get(CART_COOKIE)).toEqual({
      value: USER_CART_ID,
      options: { path: '/', expires: 365 },
    });
  });

  it('adoptUserCart leaves cart_id as it was for a user without a cart', () => {
    const fake = createFakeBrowser({ cookies: { [CART_COOKIE]: CART_ID } });
    actionsOver(fake).adoptUserCart({}, { user: aUser({ cartId: null }) });
    expect(fake.cookies.get(CART_COOKIE)).toEqual({ value: CART_ID, options: { path: '/' } });
  });

  it('setCartCookie writes cart_id for a year at the site root', () => {
    const fake = createFakeBrowser();
    actionsOver(fake).setCartCookie({}, { cartId: NEW_CART_ID });
    expect(fake.cookies.get(CART_COOKIE)).toEqual({
      value: NEW_CART_ID,
      options: { path: '/', expires: 365 },
    });
  });

  it('clearCartCookie removes cart_id and leaves the session marker', () => {
    const fake = createFakeBrowser({ cookies: { [CART_COOKIE]: CART_ID, [SESSION_MARKER_COOKIE]: 'true' } });
    actionsOver(fake).clearCartCookie({});
    expect([...fake.cookies.keys()]).toEqual([SESSION_MARKER_COOKIE]);
  });

  it('clearSessionMarker removes session_updated and leaves cart_id', () => {
    const fake = createFakeBrowser({ cookies: { [CART_COOKIE]: CART_ID, [SESSION_MARKER_COOKIE]: 'true' } });
    actionsOver(fake).clearSessionMarker({});
    expect([...fake.cookies.keys()]).toEqual([CART_COOKIE]);
  });

  it('showToast shows the toast it is given', () => {
    const fake = createFakeBrowser();
    const toast = { kind: 'success', title: 'Dobro došli', text: 'Prijavljeni ste.', durationMs: 3000 };
    actionsOver(fake).showToast({}, toast);
    expect(fake.toasts).toEqual([toast]);
  });

  it('leaveProfileArea sends a shopper on a profile page to the home page', () => {
    const fake = createFakeBrowser({ path: '/profil/porudzbine' });
    actionsOver(fake).leaveProfileArea({});
    expect(fake.navigations).toEqual(['/']);
  });

  it('leaveProfileArea leaves a shopper elsewhere where they are', () => {
    const fake = createFakeBrowser({ path: '/korpa' });
    actionsOver(fake).leaveProfileArea({});
    expect(fake.navigations).toEqual([]);
  });

  it('navigate goes to the path it is given, as a new history entry', () => {
    const fake = createFakeBrowser();
    actionsOver(fake).navigate({}, { to: '/profil' });
    expect(fake.history).toEqual([{ to: '/profil', replace: false }]);
  });

  it('logError logs the failure’s message with its error', () => {
    const fake = createFakeBrowser();
    const error = new Error('mreža');
    actionsOver(fake).logError({}, { message: 'Odjava nije uspela', error });
    expect(fake.errors).toEqual([{ message: 'Odjava nije uspela', error }]);
  });
});
