import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResponseSchema } from '../../contract/auth';
import { cartSchema } from '../../contract/cart';
import { orderDetailsResponseSchema } from '../../contract/orders';
import { routes } from '../../contract/routes';
import type { Toast } from '../../machines/shared/toast';
import { checkAnswer } from '../../src/api/answer-check';
import { ApiError, UNKNOWN_ERROR_TEXT, apiErrorFrom, hasErrorField } from '../../src/api/api-error';
import { login } from '../../src/api/auth';
import { fetchCart } from '../../src/api/cart';
import { call, configureApi, sessionCall } from '../../src/api/request';
import { fetchDefaultWishlist } from '../../src/api/wishlist';
import { contractJson, errorJson, sessionExpiredJson } from '../msw/contract-responses';
import { aCart, aUser } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { apiUrl, mswServer, startMswServer } from '../msw/msw-server';
import { anOrder } from '../msw/order-history-handlers';
import { fakeOrderProgress } from '../msw/order-progress-fixture';
import { rejectionOf } from '../msw/request-recorder';

/*
 * The edge values of the one HTTP wrapper (src/api/request.ts, api-error.ts, api-effects.ts): which
 * statuses are an answer, which 401 is a session expiry, what an answer's body is read as, and how
 * one logout covers the 401s that arrive while it runs (spec §8).
 */

startMswServer();

let toasts: Toast[];
let sessionExpired: ReturnType<typeof vi.fn<() => unknown>>;

beforeEach(() => {
  toasts = [];
  sessionExpired = vi.fn<() => unknown>();
  configureApi({ showToast: (toast) => toasts.push(toast), sessionExpired });
});
afterEach(() => vi.restoreAllMocks());

/** A raw answer, past the contract check of handle(): for statuses and bodies no route declares. */
const raw = (method: 'get' | 'post', path: string, respond: () => Response) =>
  mswServer.use(mswHttp[method](apiUrl(path), respond));
const ana = aUser();

describe('which statuses are an answer', () => {
  it('a 300 is not a success of an ordinary call', async () => {
    raw('get', '/api/cart', () => HttpResponse.json(aCart(), { status: 300 }));
    expect(await rejectionOf(fetchCart())).toMatchObject({ status: 300, message: UNKNOWN_ERROR_TEXT });
  });

  it('a 299 is still a success of an ordinary call', async () => {
    raw('get', '/api/cart', () => HttpResponse.json(aCart(), { status: 299 }));
    await expect(fetchCart()).resolves.toEqual(aCart());
  });

  it('login reads a 499 answer as its result and rejects a 500 (spec §7: any status below 500)', async () => {
    raw('post', '/api/auth/login', () => HttpResponse.json({ user: ana }, { status: 499 }));
    await expect(login({ email: ana.email, password: 'tajna-lozinka' })).resolves.toEqual(ana);
    raw('post', '/api/auth/login', () => HttpResponse.json({ user: ana }, { status: 500 }));
    expect(await rejectionOf(login({ email: ana.email, password: 'tajna-lozinka' }))).toMatchObject({
      status: 500,
    });
  });

  it('a call that accepts statuses below 500 reads an error field even without rejectErrorField', async () => {
    mswServer.use(
      handle(routes.authLogin, () =>
        errorJson(401, { error: 'Pogrešna lozinka.', code: 'INVALID_CREDENTIALS' }),
      ),
    );
    const error = await rejectionOf(
      call(routes.authLogin, { body: { email: ana.email, password: 'x' }, acceptBelow500: true }),
    );
    expect(error).toMatchObject({ message: 'Pogrešna lozinka.', status: 401, code: 'INVALID_CREDENTIALS' });
  });

  it('an ordinary call reads a 200 carrying an error field as its answer', async () => {
    raw('get', '/api/cart', () => HttpResponse.json({ ...aCart(), error: 'Napomena.' }));
    await expect(fetchCart()).resolves.toEqual(aCart());
  });
});

describe('which 401 is a session expiry (spec §8)', () => {
  it('a 403 carrying shouldLogin is an ordinary error: nobody is logged out', async () => {
    mswServer.use(
      handle(routes.wishlistDefault, () =>
        errorJson(403, { error: 'Potvrdite e-adresu.', code: 'NOT_VERIFIED', shouldLogin: true }),
      ),
    );
    expect(await rejectionOf(fetchDefaultWishlist())).toMatchObject({
      status: 403,
      message: 'Potvrdite e-adresu.',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('a 401 whose shouldLogin is not true, or a bare 401, is an ordinary error', async () => {
    raw('get', '/api/wishlist/default', () =>
      HttpResponse.json({ error: 'Niste prijavljeni.', shouldLogin: 'true' }, { status: 401 }),
    );
    expect(await rejectionOf(fetchDefaultWishlist())).toMatchObject({
      status: 401,
      message: 'Niste prijavljeni.',
    });
    raw('get', '/api/wishlist/default', () => new HttpResponse(null, { status: 401 }));
    expect(await rejectionOf(fetchDefaultWishlist())).toMatchObject({
      status: 401,
      message: UNKNOWN_ERROR_TEXT,
    });
    raw('get', '/api/wishlist/default', () => HttpResponse.json(null, { status: 401 }));
    expect(await rejectionOf(fetchDefaultWishlist())).toMatchObject({ status: 401, body: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('a call that needs no login meeting a 401 with shouldLogin rejects, and the logout still happens', async () => {
    mswServer.use(handle(routes.cartGet, sessionExpiredJson));
    const error = await rejectionOf(fetchCart());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Sesija je istekla.', status: 401, code: 'UNAUTHORIZED' });
    await vi.waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
  });

  it('a failed logout is logged, and the next 401 with shouldLogin starts a new one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionExpired.mockRejectedValueOnce(new Error('odjava pala'));
    mswServer.use(handle(routes.wishlistDefault, sessionExpiredJson));
    await fetchDefaultWishlist();
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Odjava posle isteka sesije nije uspela', new Error('odjava pala')),
    );
    await vi.waitFor(async () => {
      await fetchDefaultWishlist();
      expect(sessionExpired).toHaveBeenCalledTimes(2);
    });
  });

  it('an expiry of the effects configured before does not end the one now in progress', async () => {
    let finishFirst = () => {};
    const first = vi.fn(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = vi.fn(() => new Promise<void>(() => {}));
    mswServer.use(handle(routes.wishlistDefault, sessionExpiredJson));
    configureApi({ showToast: () => {}, sessionExpired: first });
    await fetchDefaultWishlist();
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    configureApi({ showToast: () => {}, sessionExpired: second });
    await fetchDefaultWishlist();
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    finishFirst();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await fetchDefaultWishlist();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('what an answer’s body is read as', () => {
  it('an empty failed answer has no body; a text one keeps its text', async () => {
    raw('get', '/api/cart', () => new HttpResponse('', { status: 502 }));
    expect(await rejectionOf(fetchCart())).toMatchObject({
      status: 502,
      message: UNKNOWN_ERROR_TEXT,
      body: undefined,
    });
    raw('get', '/api/cart', () => new HttpResponse('Bad Gateway', { status: 502 }));
    expect(await rejectionOf(fetchCart())).toMatchObject({ status: 502, body: 'Bad Gateway' });
  });

  it('a query value left undefined is not sent; the others are', async () => {
    let search = '';
    mswServer.use(
      handle(routes.orderGet, ({ request }) => {
        search = new URL(request.url).search;
        return contractJson(orderDetailsResponseSchema, {
          order: anOrder(),
          paymentSlip: null,
          ...fakeOrderProgress(anOrder()),
        });
      }),
    );
    await sessionCall(routes.orderGet, { params: { id: anOrder().id }, query: { token: undefined } });
    expect(search).toBe('');
    await sessionCall(routes.orderGet, { params: { id: anOrder().id }, query: { token: 'abc' } });
    expect(search).toBe('?token=abc');
  });

  it('a body is sent as JSON, announced as application/json; no body, no content type', async () => {
    const types: (string | null)[] = [];
    mswServer.events.on('request:start', ({ request }) => {
      types.push(request.headers.get('content-type'));
    });
    mswServer.use(
      handle(routes.cartGet, () => contractJson(cartSchema, aCart())),
      handle(routes.authLogin, () => contractJson(loginResponseSchema, { user: ana })),
    );
    await fetchCart();
    await login({ email: ana.email, password: 'tajna-lozinka' });
    mswServer.events.removeAllListeners();
    expect(types).toEqual([null, 'application/json']);
  });
});

describe('the answer check in development and tests (answer-check.ts)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('a test run parses with the route schema even where DEV is off', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'test');
    await expect(checkAnswer('cartGet', 200, { id: 42 })).rejects.toThrow();
  });

  it('a development build parses with the route schema', async () => {
    vi.stubEnv('DEV', true);
    vi.stubEnv('MODE', 'development');
    await expect(checkAnswer('cartGet', 200, { id: 42 })).rejects.toThrow();
  });

  it('a status the route declares no schema for is read with its success schema', async () => {
    const answer = { user: { ...ana, extra: 'x' } };
    await expect(checkAnswer('authLogin', 499, answer)).resolves.toEqual({ user: ana });
  });
});

describe('the ApiError of a failed answer (api-error.ts)', () => {
  it('carries the server’s text, status, code and whole body', () => {
    const body = { error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' };
    const error = apiErrorFrom(404, body);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: body.error,
      status: 404,
      code: 'CART_NOT_FOUND',
      body,
    });
  });

  it('without an error text, the general text, no code', () => {
    expect(apiErrorFrom(500, { code: 'INTERNAL_ERROR' })).toMatchObject({
      message: UNKNOWN_ERROR_TEXT,
      status: 500,
      code: undefined,
      body: { code: 'INTERNAL_ERROR' },
    });
  });

  it('an error field is text of at least one character', () => {
    expect(hasErrorField({ error: 'x' })).toBe(true);
    expect(hasErrorField({ error: '' })).toBe(false);
    expect(hasErrorField({ error: 5 })).toBe(false);
    expect(hasErrorField({})).toBe(false);
    expect(hasErrorField(null)).toBe(false);
    expect(hasErrorField(undefined)).toBe(false);
    expect(hasErrorField('error')).toBe(false);
  });
});
