import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changePassResponseSchema,
  checkUserResponseSchema,
  loginResponseSchema,
  mailQueuedResponseSchema,
  meResponseSchema,
  pendingVerificationResponseSchema,
  registerResponseSchema,
  verifyEmailResponseSchema,
  verifyPassResponseSchema,
} from '../../contract/auth';
import { successSchema } from '../../contract/errors';
import { routes } from '../../contract/routes';
import { ApiError, UNKNOWN_ERROR_TEXT } from '../../src/api/api-error';
import {
  changePassword,
  checkUser,
  fetchMe,
  fetchPendingVerification,
  generateResetPassword,
  generateVerificationEmail,
  login,
  logout,
  register,
  requestVerifyEmail,
  verifyEmail,
  verifyResetToken,
} from '../../src/api/auth';
import { configureApi } from '../../src/api/request';
import { aToken } from '../msw/account-handlers';
import { contractJson, errorJson } from '../msw/contract-responses';
import { CART_ID, aUser } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';
import { recordRequests, rejectionOf } from '../msw/request-recorder';

/*
 * Every auth call of src/api/auth.ts against msw fakes that refuse requests off the contract
 * (spec §7): method, path and body, what each resolves with, and spec §5: an answer carrying an
 * `error` field is rejected with its text.
 */

startMswServer();

const { seen, answer } = recordRequests();

beforeEach(() => {
  configureApi({ showToast: () => {}, sessionExpired: vi.fn() });
});

const ana = aUser({ isVerified: true });
const TOKEN = aToken('potvrda');
const form = {
  firstName: 'Ana',
  lastName: 'Anić',
  email: 'ana@example.rs',
  password: 'tajna-lozinka',
  confirmPassword: 'tajna-lozinka',
  acceptTerms: true as const,
};
const queued = (message: string) => () => contractJson(mailQueuedResponseSchema, { success: true, message });

describe('auth calls: method, path, body and answer (spec §7)', () => {
  it('register: POST /api/auth/register with the form plus cartId resolves with the new user', async () => {
    answer(routes.authRegister, () => contractJson(registerResponseSchema, { newUser: ana }, 201));
    await expect(register(form, CART_ID)).resolves.toEqual(ana);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/register', body: { ...form, cartId: CART_ID } },
    ]);
  });

  it('register without a cart sends cartId null', async () => {
    answer(routes.authRegister, () => contractJson(registerResponseSchema, { newUser: ana }, 201));
    await register(form, null);
    expect(seen.map((request) => request.body)).toEqual([{ ...form, cartId: null }]);
  });

  it('login: POST /api/auth/login with e-mail and password resolves with the user', async () => {
    answer(routes.authLogin, () => contractJson(loginResponseSchema, { user: ana }));
    await expect(login({ email: 'ana@example.rs', password: 'tajna-lozinka' })).resolves.toEqual(ana);
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { email: 'ana@example.rs', password: 'tajna-lozinka' },
      },
    ]);
  });

  it('logout: POST /api/auth/logout with no body resolves with nothing', async () => {
    answer(routes.authLogout, () => contractJson(successSchema, { success: true }));
    await expect(logout()).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'POST', path: '/api/auth/logout', body: undefined }]);
  });

  it('fetchMe: GET /api/auth/me resolves with the user, or null for nobody signed in', async () => {
    answer(routes.authMe, () => contractJson(meResponseSchema, { user: ana }));
    await expect(fetchMe()).resolves.toEqual(ana);
    answer(routes.authMe, () => contractJson(meResponseSchema, { user: null }));
    await expect(fetchMe()).resolves.toBeNull();
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/auth/me',
      'GET /api/auth/me',
    ]);
  });

  it('checkUser: POST /api/auth/check-user with the e-mail resolves with whether the account exists', async () => {
    answer(routes.authCheckUser, () => contractJson(checkUserResponseSchema, { exists: true }));
    await expect(checkUser('ana@example.rs')).resolves.toBe(true);
    answer(routes.authCheckUser, () => contractJson(checkUserResponseSchema, { exists: false }));
    await expect(checkUser('nova@example.rs')).resolves.toBe(false);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/check-user', body: { email: 'ana@example.rs' } },
      { method: 'POST', path: '/api/auth/check-user', body: { email: 'nova@example.rs' } },
    ]);
  });

  it('generateVerificationEmail: POST /api/auth/generate-email with the data passed resolves with the text', async () => {
    answer(routes.authGenerateEmail, queued('Poslali smo Vam e-poruku.'));
    await expect(generateVerificationEmail({ email: 'ana@example.rs' })).resolves.toBe(
      'Poslali smo Vam e-poruku.',
    );
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/generate-email', body: { email: 'ana@example.rs' } },
    ]);
  });

  it('requestVerifyEmail: POST /api/auth/request-verify-email with the e-mail resolves with the text', async () => {
    answer(routes.authRequestVerifyEmail, queued('Ponovo smo poslali link.'));
    await expect(requestVerifyEmail('ana@example.rs')).resolves.toBe('Ponovo smo poslali link.');
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/request-verify-email', body: { email: 'ana@example.rs' } },
    ]);
  });

  it('generateResetPassword: POST /api/auth/generate-reset-pass with the e-mail resolves with the text', async () => {
    answer(routes.authGenerateResetPass, queued('Ako nalog postoji, poslali smo link.'));
    await expect(generateResetPassword('ana@example.rs')).resolves.toBe(
      'Ako nalog postoji, poslali smo link.',
    );
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/generate-reset-pass', body: { email: 'ana@example.rs' } },
    ]);
  });

  it('verifyEmail: PUT /api/auth/verify-email/{token} resolves as verified with the user', async () => {
    answer(routes.authVerifyEmail, () => contractJson(verifyEmailResponseSchema, { user: ana }));
    await expect(verifyEmail(TOKEN)).resolves.toEqual({ kind: 'verified', user: ana });
    expect(seen).toEqual([{ method: 'PUT', path: `/api/auth/verify-email/${TOKEN}`, body: undefined }]);
  });

  it('verifyResetToken: POST /api/auth/verify-pass/{token} with no body resolves when the link is usable', async () => {
    answer(routes.authVerifyPass, () => contractJson(verifyPassResponseSchema, { valid: true }));
    await expect(verifyResetToken(TOKEN)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'POST', path: `/api/auth/verify-pass/${TOKEN}`, body: undefined }]);
  });

  it('changePassword: PUT /api/auth/change-pass with token and resetPasswordData resolves on success', async () => {
    const body = {
      token: TOKEN,
      resetPasswordData: { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' },
    };
    answer(routes.authChangePass, () => contractJson(changePassResponseSchema, { success: true }));
    await expect(changePassword(body)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'PUT', path: '/api/auth/change-pass', body }]);
  });

  it('fetchPendingVerification: POST /api/auth/pending-verification/get with the e-mail resolves with the answer', async () => {
    answer(routes.authPendingVerification, () =>
      contractJson(pendingVerificationResponseSchema, { email: 'ana@example.rs', pending: true }),
    );
    await expect(fetchPendingVerification('ana@example.rs')).resolves.toEqual({
      email: 'ana@example.rs',
      pending: true,
    });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/pending-verification/get', body: { email: 'ana@example.rs' } },
    ]);
  });
});

describe('auth failures (spec §5, §7)', () => {
  it('a used link of a confirmed address (409 ALREADY_VERIFIED) is an outcome with the server’s text', async () => {
    mswServer.use(
      handle(routes.authVerifyEmail, () =>
        errorJson(409, { error: 'Ova e-adresa je već potvrđena.', code: 'ALREADY_VERIFIED' }),
      ),
    );
    await expect(verifyEmail(TOKEN)).resolves.toEqual({
      kind: 'alreadyVerified',
      message: 'Ova e-adresa je već potvrđena.',
    });
  });

  it('any other refusal of the verification link rejects with the server’s text', async () => {
    mswServer.use(
      handle(routes.authVerifyEmail, () =>
        errorJson(400, { error: 'Link za potvrdu nije ispravan ili je istekao.', code: 'TOKEN_INVALID' }),
      ),
    );
    const error = await rejectionOf(verifyEmail(TOKEN));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Link za potvrdu nije ispravan ili je istekao.',
      code: 'TOKEN_INVALID',
    });
  });

  it('a network failure of the verification link is rethrown, not read as an outcome', async () => {
    mswServer.use(handle(routes.authVerifyEmail, () => HttpResponse.error()));
    expect(await rejectionOf(verifyEmail(TOKEN))).toMatchObject({ status: 0 });
  });

  it('a reset link no longer usable rejects with the server’s text', async () => {
    mswServer.use(
      handle(routes.authVerifyPass, () =>
        errorJson(400, {
          error: 'Link za promenu lozinke nije ispravan ili je istekao.',
          code: 'TOKEN_INVALID',
        }),
      ),
    );
    expect(await rejectionOf(verifyResetToken(TOKEN))).toMatchObject({
      message: 'Link za promenu lozinke nije ispravan ili je istekao.',
      status: 400,
    });
  });

  it('change-pass answering 400 with success false rejects with its text', async () => {
    const body = {
      token: TOKEN,
      resetPasswordData: { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' },
    };
    mswServer.use(
      handle(routes.authChangePass, () =>
        contractJson(
          changePassResponseSchema,
          { success: false, error: 'Link nije ispravan.', code: 'TOKEN_INVALID' },
          400,
        ),
      ),
    );
    expect(await rejectionOf(changePassword(body))).toMatchObject({
      message: 'Link nije ispravan.',
      status: 400,
    });
  });

  it('change-pass answering 200 with success false and no text rejects with the general text, status 200', async () => {
    const body = {
      token: TOKEN,
      resetPasswordData: { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' },
    };
    mswServer.use(
      handle(routes.authChangePass, () => contractJson(changePassResponseSchema, { success: false })),
    );
    const error = await rejectionOf(changePassword(body));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: UNKNOWN_ERROR_TEXT, status: 200 });
  });

  it('every auth call rejects a 200 answer carrying an error field, with that text (spec §5)', async () => {
    const withError = (body: object) => () => HttpResponse.json({ ...body, error: 'Greška servera.' });
    mswServer.use(
      handle(routes.authMe, withError({ user: null })),
      handle(routes.authCheckUser, withError({ exists: true })),
      handle(routes.authGenerateEmail, withError({ success: true, message: 'x' })),
      handle(routes.authVerifyPass, withError({ valid: true })),
      handle(routes.authLogout, withError({ success: true })),
      handle(routes.authPendingVerification, withError({ email: 'ana@example.rs', pending: false })),
      handle(routes.authVerifyEmail, withError({ user: ana })),
    );
    const calls = [
      fetchMe(),
      checkUser('ana@example.rs'),
      generateVerificationEmail({ email: 'ana@example.rs' }),
      verifyResetToken(TOKEN),
      logout(),
      fetchPendingVerification('ana@example.rs'),
      verifyEmail(TOKEN),
    ];
    for (const call of calls)
      expect(await rejectionOf(call)).toMatchObject({ message: 'Greška servera.', status: 200 });
  });

  it('an error field that is empty is no error: the answer is read', async () => {
    mswServer.use(handle(routes.authCheckUser, () => HttpResponse.json({ exists: true, error: '' })));
    await expect(checkUser('ana@example.rs')).resolves.toBe(true);
  });

  it('register refused with 409 raises the server’s text and code', async () => {
    mswServer.use(
      handle(routes.authRegister, () =>
        errorJson(409, { error: 'Nalog sa ovom e-adresom već postoji.', code: 'EMAIL_TAKEN' }),
      ),
    );
    expect(await rejectionOf(register(form, null))).toMatchObject({
      message: 'Nalog sa ovom e-adresom već postoji.',
      status: 409,
      code: 'EMAIL_TAKEN',
    });
  });

  it('request-verify-email and generate-reset-pass refused with 4xx raise the server’s text', async () => {
    mswServer.use(
      handle(routes.authRequestVerifyEmail, () =>
        errorJson(404, { error: 'Nalog ne postoji.', code: 'NOT_FOUND' }),
      ),
      handle(routes.authGenerateResetPass, () =>
        errorJson(400, { error: 'Adresa nije ispravna.', code: 'VALIDATION_ERROR' }),
      ),
    );
    expect(await rejectionOf(requestVerifyEmail('ana@example.rs'))).toMatchObject({
      message: 'Nalog ne postoji.',
      status: 404,
    });
    expect(await rejectionOf(generateResetPassword('ana@example.rs'))).toMatchObject({
      message: 'Adresa nije ispravna.',
      status: 400,
    });
  });
});
