import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import {
  changePassResponseSchema,
  mailQueuedResponseSchema,
  pendingVerificationResponseSchema,
  verifyEmailResponseSchema,
  verifyPassResponseSchema,
} from '../../contract/auth';
import { routes } from '../../contract/routes';
import { accountFlows } from '../../src/actors/account-flows';
import { configureApi } from '../../src/api/request';
import { aToken } from '../msw/account-handlers';
import { createFakeBrowser } from '../machines/utils/fake-browser';
import { contractJson } from '../msw/contract-responses';
import { aUser } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';

/*
 * The account page flows as src/actors provides them: each machine's calls over the real src/api
 * client against msw (the request sent, what it resolves with), and /verification's logged failure.
 */

startMswServer();

const { seen, answer } = recordRequests();

beforeEach(() => {
  configureApi({ showToast: () => {}, sessionExpired: vi.fn() });
});

/**
 * The flows as the account pages make them, made inside each test: made at import, StrykerJS would
 * count their mutants static and report them survived whatever the tests state.
 */
const flows = () => accountFlows(createFakeBrowser().browser);
/** Runs one provided actor of a flow's machine with `input`. */
const run = (logic: unknown, input: unknown) =>
  toPromise(createActor(logic as AnyActorLogic, { input }).start());

const TOKEN = aToken('lozinka');
const queued = (message: string) => () => contractJson(mailQueuedResponseSchema, { success: true, message });

describe('/reset-password: the link checked, the new password set', () => {
  const actors = () => flows().resetPassword.implementations.actors;

  it('verifyResetToken: POST /api/auth/verify-pass/{token} of the input’s token', async () => {
    answer(routes.authVerifyPass, () => contractJson(verifyPassResponseSchema, { valid: true }));
    await expect(run(actors().verifyResetToken, { token: TOKEN })).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'POST', path: `/api/auth/verify-pass/${TOKEN}`, body: undefined }]);
  });

  it('changePassword: PUT /api/auth/change-pass with the token and the password pair', async () => {
    const input = {
      token: TOKEN,
      resetPasswordData: { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' },
    };
    answer(routes.authChangePass, () => contractJson(changePassResponseSchema, { success: true }));
    await expect(run(actors().changePassword, input)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'PUT', path: '/api/auth/change-pass', body: input }]);
  });

  it('changePassword rejects when the server answers success false', async () => {
    answer(routes.authChangePass, () =>
      contractJson(changePassResponseSchema, { success: false, error: 'Link nije ispravan.' }),
    );
    const input = {
      token: TOKEN,
      resetPasswordData: { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' },
    };
    await expect(run(actors().changePassword, input)).rejects.toMatchObject({
      message: 'Link nije ispravan.',
    });
  });
});

describe('/verify-email: the address confirmed', () => {
  it('verifyEmail: PUT /api/auth/verify-email/{token} of the input’s token resolves as verified with the user', async () => {
    const ana = aUser({ isVerified: true });
    answer(routes.authVerifyEmail, () => contractJson(verifyEmailResponseSchema, { user: ana }));
    await expect(
      run(flows().verifyEmail.implementations.actors.verifyEmail, { token: TOKEN }),
    ).resolves.toEqual({
      kind: 'verified',
      user: ana,
    });
    expect(seen).toEqual([{ method: 'PUT', path: `/api/auth/verify-email/${TOKEN}`, body: undefined }]);
  });
});

describe('/forgot-password: the reset link mailed', () => {
  it('generateResetPassword: POST /api/auth/generate-reset-pass with the input’s e-mail resolves with the text to show', async () => {
    answer(routes.authGenerateResetPass, queued('Ako nalog postoji, poslali smo link.'));
    await expect(
      run(flows().forgotPassword.implementations.actors.generateResetPassword, { email: 'ana@example.rs' }),
    ).resolves.toBe('Ako nalog postoji, poslali smo link.');
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/generate-reset-pass', body: { email: 'ana@example.rs' } },
    ]);
  });
});

describe('/verification: the pending address and its mails', () => {
  const actors = () => flows().emailVerification.implementations.actors;

  it('fetchPendingVerification: POST /api/auth/pending-verification/get with the input’s e-mail resolves with the answer', async () => {
    answer(routes.authPendingVerification, () =>
      contractJson(pendingVerificationResponseSchema, { email: 'ana@example.rs', pending: true }),
    );
    await expect(run(actors().fetchPendingVerification, { email: 'ana@example.rs' })).resolves.toEqual({
      email: 'ana@example.rs',
      pending: true,
    });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/pending-verification/get', body: { email: 'ana@example.rs' } },
    ]);
  });

  it('requestVerifyEmail: POST /api/auth/request-verify-email with the input’s e-mail resolves with the text to show', async () => {
    answer(routes.authRequestVerifyEmail, queued('Ponovo smo poslali link.'));
    await expect(run(actors().requestVerifyEmail, { email: 'ana@example.rs' })).resolves.toBe(
      'Ponovo smo poslali link.',
    );
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/request-verify-email', body: { email: 'ana@example.rs' } },
    ]);
  });

  it('generateVerificationEmail: POST /api/auth/generate-email with the input resolves with the text to show', async () => {
    answer(routes.authGenerateEmail, queued('Poslali smo Vam e-poruku.'));
    await expect(run(actors().generateVerificationEmail, { email: 'ana@example.rs' })).resolves.toBe(
      'Poslali smo Vam e-poruku.',
    );
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/generate-email', body: { email: 'ana@example.rs' } },
    ]);
  });

  it('logError logs the failed address check’s message with its error', () => {
    const fake = createFakeBrowser();
    const logError = accountFlows(fake.browser).emailVerification.implementations.actions.logError as (
      args: unknown,
      params: unknown,
    ) => void;
    const error = new Error('mreža');
    logError({}, { message: 'Provera adrese nije uspela', error });
    expect(fake.errors).toEqual([{ message: 'Provera adrese nije uspela', error }]);
  });
});
