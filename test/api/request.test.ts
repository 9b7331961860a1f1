import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addCartItem, fetchCart } from '../../src/api/cart';
import { askInScript } from '../../src/api/call-script';
import { ApiError, NETWORK_ERROR_TEXT } from '../../src/api/api-error';
import {
  changePassword,
  checkUser,
  generateResetPassword,
  login,
  register,
  requestVerifyEmail,
} from '../../src/api/auth';
import { RATE_LIMITED_TOAST, configureApi } from '../../src/api/request';
import { addWishlistItem, fetchDefaultWishlist, removeWishlistItems } from '../../src/api/wishlist';
import { cartItemSchema, cartSchema } from '../../contract/cart';
import { loginResponseSchema, mailQueuedResponseSchema, registerResponseSchema } from '../../contract/auth';
import type { Toast } from '../../machines/shared/toast';
import { contractJson, errorJson, rateLimitedJson, sessionExpiredJson } from '../msw/contract-responses';
import { apiUrl, mswServer, startMswServer } from '../msw/msw-server';
import { aCart, aCartItem, aUser, aWishlist } from '../msw/fixtures';

startMswServer();

let toasts: Toast[];
let sessionExpired: ReturnType<typeof vi.fn<() => unknown>>;

beforeEach(() => {
  toasts = [];
  sessionExpired = vi.fn<() => unknown>();
  configureApi({ showToast: (toast) => toasts.push(toast), sessionExpired });
});

const answer = (method: 'get' | 'post' | 'put' | 'delete', path: string, respond: () => Response) =>
  mswServer.use(mswHttp[method](apiUrl(path), respond));

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to be rejected');
    },
    (error: unknown) => error as ApiError,
  );

describe('the one HTTP client', () => {
  it('calls the site root with credentials and parses the answer with the contract schema', async () => {
    let credentials: RequestCredentials | undefined;
    answer('get', '/api/cart', () => {
      return contractJson(cartSchema, aCart());
    });
    mswServer.events.on('request:start', ({ request }) => {
      credentials = request.credentials;
    });
    await expect(fetchCart()).resolves.toEqual(aCart());
    expect(credentials).toBe('include');
    mswServer.events.removeAllListeners();
  });

  it('asks for the script the shop is shown in with every call: Accept-Language sr-Cyrl or sr-Latn', async () => {
    const asked: (string | null)[] = [];
    answer('get', '/api/cart', () => contractJson(cartSchema, aCart()));
    mswServer.events.on('request:start', ({ request }) => {
      asked.push(request.headers.get('accept-language'));
    });
    await fetchCart();
    askInScript('cyrillic');
    await fetchCart();
    askInScript('latin');
    await fetchCart();
    mswServer.events.removeAllListeners();
    expect(asked).toEqual(['sr-Latn', 'sr-Cyrl', 'sr-Latn']);
  });

  it('sends a DELETE body where the call has one (remove-items: wishlistItemIds)', async () => {
    let body: unknown;
    answer('delete', '/api/wishlist/remove-items', () => HttpResponse.json({ removed: 2 }));
    mswServer.events.on('request:start', async ({ request }) => {
      body = await request.clone().json();
    });
    await expect(removeWishlistItems([4, 5])).resolves.toBe(2);
    expect(body).toEqual({ wishlistItemIds: [4, 5] });
    mswServer.events.removeAllListeners();
  });

  it('rejects an answer that does not match the contract', async () => {
    answer('get', '/api/cart', () => HttpResponse.json({ id: 42 }));
    await expect(fetchCart()).rejects.toThrow();
  });
});

describe('spec §8 error catalogue', () => {
  it('HTTP 429 shows the warning toast "Previše aktivnosti!" for 5 seconds and still passes the error on', async () => {
    answer('get', '/api/cart', rateLimitedJson);
    const error = await rejection(fetchCart());
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
    expect(toasts).toEqual([
      {
        kind: 'warning',
        title: 'Previše aktivnosti!',
        text: 'Molimo sačekajte nekoliko trenutaka pre sledećeg pokušaja.',
        durationMs: 5000,
      },
    ]);
    expect(RATE_LIMITED_TOAST.durationMs).toBe(5000);
  });

  it('HTTP 429 on a call that accepts statuses below 500 still shows the toast and rejects', async () => {
    answer('post', '/api/auth/login', rateLimitedJson);
    const error = await rejection(login({ email: 'ana@example.rs', password: 'tajna-lozinka' }));
    expect(error.status).toBe(429);
    expect(toasts).toEqual([RATE_LIMITED_TOAST]);
  });

  it('HTTP 401 with shouldLogin expires the session and the failed request resolves with empty data', async () => {
    answer('get', '/api/wishlist/default', sessionExpiredJson);
    await expect(fetchDefaultWishlist()).resolves.toBeUndefined();
    await vi.waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual([]);
  });

  it('ten requests failing with 401 shouldLogin at once expire the session once', async () => {
    let finishLogout = () => {};
    sessionExpired.mockImplementation(() => new Promise<void>((resolve) => (finishLogout = resolve)));
    answer('get', '/api/wishlist/default', sessionExpiredJson);
    const results = await Promise.all(Array.from({ length: 10 }, () => fetchDefaultWishlist()));
    expect(results).toEqual(Array(10).fill(undefined));
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    finishLogout();
    // A later expiry (after the logout finished) is a new one.
    await vi.waitFor(async () => {
      await fetchDefaultWishlist();
      expect(sessionExpired).toHaveBeenCalledTimes(2);
    });
  });

  it('HTTP 401 without shouldLogin is an ordinary error: rethrown, nobody logged out', async () => {
    answer('get', '/api/wishlist/default', () =>
      errorJson(401, { error: 'Niste prijavljeni.', code: 'UNAUTHORIZED' }),
    );
    const error = await rejection(fetchDefaultWishlist());
    expect(error.message).toBe('Niste prijavljeni.');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('other errors are rethrown with the server text and no toast', async () => {
    answer('get', '/api/cart', () =>
      errorJson(404, { error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' }),
    );
    const error = await rejection(fetchCart());
    expect(error).toMatchObject({ status: 404, code: 'CART_NOT_FOUND', message: 'Korpa nije pronađena.' });
    expect(toasts).toEqual([]);
  });

  it('a network failure is rethrown as an ApiError with status 0', async () => {
    answer('get', '/api/cart', () => HttpResponse.error());
    const error = await rejection(fetchCart());
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_TEXT });
  });
});

describe('spec §5 validation rules', () => {
  it('an add-to-cart response carrying an error field is rejected with that text', async () => {
    answer('post', '/api/cart/add-item', () => HttpResponse.json({ error: 'Nema dovoljno na stanju.' }));
    const error = await rejection(addCartItem({ cartId: aCart().id, productId: 1 }));
    expect(error.message).toBe('Nema dovoljno na stanju.');
  });

  it('an add-to-cart 409 is rejected with its error text', async () => {
    answer('post', '/api/cart/add-item', () =>
      errorJson(409, { error: 'Proizvod nije dostupan.', code: 'PRODUCT_UNAVAILABLE' }),
    );
    await expect(addCartItem({ cartId: aCart().id, productId: 1 })).rejects.toThrow(
      'Proizvod nije dostupan.',
    );
  });

  it('a successful add-to-cart answers the cart item', async () => {
    answer('post', '/api/cart/add-item', () => contractJson(cartItemSchema, aCartItem()));
    await expect(addCartItem({ cartId: aCart().id, productId: 1 })).resolves.toEqual(aCartItem());
  });

  it('an add-to-wishlist response carrying an error field is raised as an error', async () => {
    answer('post', '/api/wishlist/add-item/product', () =>
      HttpResponse.json({ error: 'Proizvod je već na listi želja.' }, { status: 201 }),
    );
    await expect(addWishlistItem({ wishlistId: aWishlist().id, productId: 1 })).rejects.toThrow(
      'Proizvod je već na listi želja.',
    );
  });

  it('an auth response carrying an error field is rejected and its text raised to the caller', async () => {
    answer('post', '/api/auth/check-user', () =>
      HttpResponse.json({ exists: false, error: 'Nalog je blokiran.' }),
    );
    await expect(checkUser('ana@example.rs')).rejects.toThrow('Nalog je blokiran.');
  });

  it('a login refused with 401 raises the server text (login reads error from any status below 500)', async () => {
    answer('post', '/api/auth/login', () =>
      errorJson(401, { error: 'Pogrešna e-adresa ili lozinka.', code: 'INVALID_CREDENTIALS' }),
    );
    await expect(login({ email: 'ana@example.rs', password: 'pogresna' })).rejects.toThrow(
      'Pogrešna e-adresa ili lozinka.',
    );
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('a change-password response with success false is rejected', async () => {
    answer('put', '/api/auth/change-pass', () =>
      HttpResponse.json({ success: false, error: 'Link za promenu lozinke nije ispravan ili je istekao.' }),
    );
    await expect(
      changePassword({
        token: 'x'.repeat(43),
        resetPasswordData: { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' },
      }),
    ).rejects.toThrow('Link za promenu lozinke nije ispravan ili je istekao.');
  });

  it('a change-password response with success false and no text is still rejected', async () => {
    answer('put', '/api/auth/change-pass', () => HttpResponse.json({ success: false }));
    await expect(
      changePassword({
        token: 'x'.repeat(43),
        resetPasswordData: { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' },
      }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('spec §7: register, login, generate-reset-pass and request-verify-email accept any status below 500', () => {
  const user = aUser();
  const cases = [
    {
      name: 'register',
      method: 'post' as const,
      path: '/api/auth/register',
      body: () => contractJson(registerResponseSchema, { newUser: user }, 400),
      call: () =>
        register(
          {
            firstName: 'Ana',
            lastName: 'Anić',
            email: user.email,
            password: 'tajna-lozinka',
            confirmPassword: 'tajna-lozinka',
            acceptTerms: true,
          },
          null,
        ),
      expected: user,
    },
    {
      name: 'login',
      method: 'post' as const,
      path: '/api/auth/login',
      body: () => contractJson(loginResponseSchema, { user }, 403),
      call: () => login({ email: user.email, password: 'tajna-lozinka' }),
      expected: user,
    },
    {
      name: 'generate-reset-pass',
      method: 'post' as const,
      path: '/api/auth/generate-reset-pass',
      body: () => contractJson(mailQueuedResponseSchema, { success: true, message: 'Poslato.' }, 404),
      call: () => generateResetPassword(user.email),
      expected: 'Poslato.',
    },
    {
      name: 'request-verify-email',
      method: 'post' as const,
      path: '/api/auth/request-verify-email',
      body: () => contractJson(mailQueuedResponseSchema, { success: true, message: 'Poslato.' }, 422),
      call: () => requestVerifyEmail(user.email),
      expected: 'Poslato.',
    },
  ];

  for (const { name, method, path, body, call, expected } of cases) {
    it(`${name} reads a 4xx answer without an error field as its result`, async () => {
      answer(method, path, body);
      await expect(call()).resolves.toEqual(expected);
    });

    it(`${name} reads the error field of a 4xx answer and raises its text`, async () => {
      answer(method, path, () =>
        errorJson(409, { error: 'Nalog sa ovom e-adresom već postoji.', code: 'EMAIL_TAKEN' }),
      );
      await expect(call()).rejects.toThrow('Nalog sa ovom e-adresom već postoji.');
    });

    it(`${name} rejects a 5xx answer`, async () => {
      answer(method, path, () =>
        errorJson(503, { error: 'Servis trenutno nije dostupan.', code: 'SERVICE_UNAVAILABLE' }),
      );
      await expect(call()).rejects.toMatchObject({ status: 503 });
    });
  }

  it('other calls do not accept a 4xx answer even when its body looks like a result', async () => {
    answer('get', '/api/cart', () => contractJson(cartSchema, aCart(), 400));
    await expect(fetchCart()).rejects.toMatchObject({ status: 400 });
  });
});
