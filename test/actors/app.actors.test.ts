import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { meResponseSchema } from '../../contract/auth';
import {
  cartExistsResponseSchema,
  createCartResponseSchema,
  removeUnavailableResponseSchema,
} from '../../contract/cart';
import { successSchema } from '../../contract/errors';
import { routes } from '../../contract/routes';
import { UNAVAILABLE_REMOVED_TOAST } from '../../machines/cart/cart.messages';
import { appActions, appActors, showUnavailableRemoved } from '../../src/actors/app.actors';
import { CART_COOKIE, LEGACY_CART_KEY, SESSION_MARKER_COOKIE } from '../../src/actors/browser-session';
import { configureApi } from '../../src/api/request';
import { createFakeBrowser, type FakeBrowser } from '../machines/utils/fake-browser';
import { contractJson } from '../msw/contract-responses';
import { CART_ID, LEGACY_CART_ID, NEW_CART_ID, aUser } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';

/*
 * The app start's actors (the browser's cookies and storage read, the calls over the real src/api
 * client against msw) and its effects on a fake browser.
 */

startMswServer();

const { seen, answer } = recordRequests();

beforeEach(() => {
  configureApi({ showToast: () => {}, sessionExpired: vi.fn() });
});

type ActorName = keyof ReturnType<typeof appActors>;
const run = (name: ActorName, input?: unknown, fake: FakeBrowser = createFakeBrowser()) =>
  toPromise(createActor(appActors(fake.browser)[name] as AnyActorLogic, { input }).start());

type Action = (args: unknown, params?: unknown) => void;
type ActionName =
  | 'setCartCookie'
  | 'setSessionMarker'
  | 'removeLegacyCartId'
  | 'notifyUnavailableRemoved'
  | 'logError';
const actionsOver = (fake: FakeBrowser) => appActions(fake.browser) as unknown as Record<ActionName, Action>;

describe('the app start’s reads and calls', () => {
  it('readBrowserSession reads cart_id, the session marker and the legacy stored cart id of this browser', async () => {
    const fake = createFakeBrowser({
      cookies: { [CART_COOKIE]: CART_ID, [SESSION_MARKER_COOKIE]: 'true' },
      storage: { [LEGACY_CART_KEY]: LEGACY_CART_ID },
    });
    await expect(run('readBrowserSession', undefined, fake)).resolves.toEqual({
      cartId: CART_ID,
      sessionUpdated: true,
      legacyCartId: LEGACY_CART_ID,
    });
    await expect(run('readBrowserSession')).resolves.toEqual({
      cartId: null,
      sessionUpdated: false,
      legacyCartId: null,
    });
  });

  it('loadCurrentUser: GET /api/auth/me resolves with the signed-in user, or null', async () => {
    const ana = aUser();
    answer(routes.authMe, () => contractJson(meResponseSchema, { user: ana }));
    await expect(run('loadCurrentUser')).resolves.toEqual(ana);
    answer(routes.authMe, () => contractJson(meResponseSchema, { user: null }));
    await expect(run('loadCurrentUser')).resolves.toBeNull();
    expect(seen).toEqual([
      { method: 'GET', path: '/api/auth/me', body: undefined },
      { method: 'GET', path: '/api/auth/me', body: undefined },
    ]);
  });

  it('updateCartLastAccess: PUT /api/cart/last-accessed with no body', async () => {
    answer(routes.cartLastAccessed, () => contractJson(successSchema, { success: true }));
    await expect(run('updateCartLastAccess')).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'PUT', path: '/api/cart/last-accessed', body: undefined }]);
  });

  it('removeUnavailableItems: DELETE /api/cart/remove-unavailable-items/{cartId} resolves with the count removed', async () => {
    answer(routes.cartRemoveUnavailable, () => contractJson(removeUnavailableResponseSchema, { removed: 3 }));
    await expect(run('removeUnavailableItems', { cartId: CART_ID })).resolves.toEqual({ removed: 3 });
    expect(seen).toEqual([
      { method: 'DELETE', path: `/api/cart/remove-unavailable-items/${CART_ID}`, body: undefined },
    ]);
  });

  it('checkCartExists: GET /api/cart/exists/{cartId} resolves with whether the cart exists', async () => {
    answer(routes.cartExists, () => contractJson(cartExistsResponseSchema, { exists: true }));
    await expect(run('checkCartExists', { cartId: CART_ID })).resolves.toBe(true);
    answer(routes.cartExists, () => contractJson(cartExistsResponseSchema, { exists: false }));
    await expect(run('checkCartExists', { cartId: LEGACY_CART_ID })).resolves.toBe(false);
    expect(seen).toEqual([
      { method: 'GET', path: `/api/cart/exists/${CART_ID}`, body: undefined },
      { method: 'GET', path: `/api/cart/exists/${LEGACY_CART_ID}`, body: undefined },
    ]);
  });

  it('createCart: POST /api/cart/create resolves with the new cart’s id', async () => {
    answer(routes.cartCreate, () => contractJson(createCartResponseSchema, { cartId: NEW_CART_ID }, 201));
    await expect(run('createCart')).resolves.toBe(NEW_CART_ID);
    expect(seen).toEqual([{ method: 'POST', path: '/api/cart/create', body: undefined }]);
  });
});

describe('the app start’s effects on the browser', () => {
  it('setCartCookie writes cart_id for a year at the site root (spec §3)', () => {
    const fake = createFakeBrowser();
    actionsOver(fake).setCartCookie({}, { cartId: NEW_CART_ID });
    expect(fake.cookies.get(CART_COOKIE)).toEqual({
      value: NEW_CART_ID,
      options: { path: '/', expires: 365 },
    });
  });

  it('setSessionMarker writes session_updated for the browser session', () => {
    const fake = createFakeBrowser();
    actionsOver(fake).setSessionMarker({});
    expect(fake.cookies.get(SESSION_MARKER_COOKIE)).toEqual({ value: 'true', options: { path: '/' } });
  });

  it('removeLegacyCartId removes the stored cart_id an earlier version left, and nothing else', () => {
    const fake = createFakeBrowser({ storage: { [LEGACY_CART_KEY]: LEGACY_CART_ID, auth: '{"user":null}' } });
    actionsOver(fake).removeLegacyCartId({});
    expect([...fake.storage.entries()]).toEqual([['auth', '{"user":null}']]);
  });

  it('notifyUnavailableRemoved shows the 7000 ms unavailable-items info toast (spec §8)', () => {
    const fake = createFakeBrowser();
    actionsOver(fake).notifyUnavailableRemoved({});
    expect(fake.toasts).toEqual([UNAVAILABLE_REMOVED_TOAST]);
  });

  it('showUnavailableRemoved shows that toast once, whatever was removed', () => {
    const fake = createFakeBrowser();
    showUnavailableRemoved(fake.browser);
    expect(fake.toasts).toEqual([
      {
        kind: 'info',
        title: 'Proizvod više nije dostupan',
        text: 'Neki proizvodi iz Vaše korpe više nisu dostupni i uklonjeni su. Hvala na razumevanju.',
        durationMs: 7000,
      },
    ]);
  });

  it('logError logs the failure’s message with its error', () => {
    const fake = createFakeBrowser();
    const error = new Error('mreža');
    actionsOver(fake).logError({}, { message: 'Provera korpe nije uspela', error });
    expect(fake.errors).toEqual([{ message: 'Provera korpe nije uspela', error }]);
  });
});
