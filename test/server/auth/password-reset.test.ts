import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMailIntervalMs } from '../../../server/auth/account-mail-limits';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import { passwordWork } from '../../../server/auth/passwords';
import { authTokens } from '../../../server/db/schema';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, TEST_PUBLIC_URL, createTestServer } from '../../utils/test-server';
import { PASSWORD, registerThroughApi, tokenFromLastMail, uniqueEmail } from './auth-helpers';

const NEW_PASSWORD = 'nova-lozinka-2';
const REQUESTED = {
  success: true,
  message: 'Ako nalog sa ovom adresom postoji, poslali smo link za promenu lozinke.',
};
const LINK_INVALID_TEXT = 'Link za promenu lozinke nije ispravan ili je istekao.';

describe('forgotten password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const anonymous = () => new HttpClient(server.app);
  const mailsTo = (email: string) => server.mails.filter((m) => m.to === email);
  const login = (email: string, password: string) => anonymous().post('/api/auth/login', { email, password });
  const resetPasswordData = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

  /** Registers, asks for a reset link and returns its token. */
  async function requestReset() {
    const browser = new HttpClient(server.app);
    const { user } = await registerThroughApi(browser);
    await anonymous().post('/api/auth/generate-reset-pass', { email: user.email });
    await backgroundWorkSettled(server.app);
    return { user, browser, token: tokenFromLastMail(server, user.email) };
  }

  it('mails a Serbian reset link valid 30 minutes', async () => {
    const { user } = await registerThroughApi(anonymous());
    const response = await anonymous().post('/api/auth/generate-reset-pass', {
      email: user.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REQUESTED);
    await backgroundWorkSettled(server.app);

    const mail = server.lastMailTo(user.email);
    expect(mail.subject).toContain('Promena lozinke');
    expect(mail.text).toContain('Dobar dan, Jelena,');
    expect(mail.text).toContain('Link važi 30 minuta');
    expect(mail.text).toContain('Ako niste Vi tražili promenu, zanemarite ovu poruku.');
    expect(mail.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    const [token] = await server.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, 'reset_password')));
    expect((token!.expiresAt.getTime() - token!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 0);
  });

  it('answers an unknown address exactly the same and mails nothing', async () => {
    const email = uniqueEmail();
    const response = await anonymous().post('/api/auth/generate-reset-pass', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REQUESTED);
    await backgroundWorkSettled(server.app);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('goes mail → verify-pass → change-pass; the new password works, the old one and the old link do not, sessions end', async () => {
    const { user, browser, token } = await requestReset();
    const otherDevice = new HttpClient(server.app);
    await otherDevice.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect((await otherDevice.get('/api/auth/me')).json().user).not.toBeNull();

    for (let i = 0; i < 2; i++) {
      // Checking the link does not use it up.
      const check = await anonymous().post(`/api/auth/verify-pass/${token}`);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ valid: true });
    }

    const change = await anonymous().put('/api/auth/change-pass', { token, resetPasswordData });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ success: true });

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);

    const recheck = await anonymous().post(`/api/auth/verify-pass/${token}`);
    expect(recheck.statusCode).toBe(400);
    expect(recheck.json()).toEqual({ error: LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
    const reuse = await anonymous().put('/api/auth/change-pass', {
      token,
      resetPasswordData: { password: 'treca-lozinka-3', confirmPassword: 'treca-lozinka-3' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ success: false, error: LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });

    expect((await browser.get('/api/auth/me')).json()).toEqual({ user: null });
    expect((await otherDevice.get('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('rejects a reset link older than 30 minutes', async () => {
    const { user, token } = await requestReset();
    await server.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, 'reset_password')));

    expect((await anonymous().post(`/api/auth/verify-pass/${token}`)).statusCode).toBe(400);
    const change = await anonymous().put('/api/auth/change-pass', { token, resetPasswordData });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ success: false, error: LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a newer link leaves the older one working (nobody else’s request can retire it) until one of them changes the password', async () => {
    const { user, token: older } = await requestReset();
    // One mail per address per interval (3.6 ms with the tests' limits): the next may go after it.
    await new Promise((resolve) => setTimeout(resolve, accountMailIntervalMs(server.app) + 5));
    await anonymous().post('/api/auth/generate-reset-pass', { email: user.email });
    await backgroundWorkSettled(server.app);
    const newer = tokenFromLastMail(server, user.email);

    expect(newer).not.toBe(older);
    expect((await anonymous().post(`/api/auth/verify-pass/${older}`)).statusCode).toBe(200);
    expect((await anonymous().post(`/api/auth/verify-pass/${newer}`)).statusCode).toBe(200);

    expect(
      (await anonymous().put('/api/auth/change-pass', { token: older, resetPasswordData })).statusCode,
    ).toBe(200);
    expect((await anonymous().post(`/api/auth/verify-pass/${newer}`)).statusCode).toBe(400);
    const again = await anonymous().put('/api/auth/change-pass', {
      token: newer,
      resetPasswordData: { password: 'treca-lozinka-3', confirmPassword: 'treca-lozinka-3' },
    });
    expect(again.statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a new verification mail leaves the reset link working', async () => {
    const { user, token } = await requestReset();
    await anonymous().post('/api/auth/request-verify-email', { email: user.email });
    await backgroundWorkSettled(server.app);
    expect(server.lastMailTo(user.email).subject).not.toContain('Promena lozinke');

    expect((await anonymous().post(`/api/auth/verify-pass/${token}`)).json()).toEqual({ valid: true });
  });

  it('does not accept a verification token as a reset token', async () => {
    const { user } = await registerThroughApi(anonymous());
    const verifyToken = tokenFromLastMail(server, user.email);
    expect((await anonymous().post(`/api/auth/verify-pass/${verifyToken}`)).statusCode).toBe(400);
    const change = await anonymous().put('/api/auth/change-pass', { token: verifyToken, resetPasswordData });
    expect(change.json()).toEqual({ success: false, error: LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
  });

  it('answers a malformed token like an invalid link', async () => {
    const check = await anonymous().post('/api/auth/verify-pass/los');
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ error: LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
    const change = await anonymous().put('/api/auth/change-pass', { token: 'los', resetPasswordData });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ success: false, error: LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
  });

  it('answers a malformed link as invalid even when the new passwords differ too: retyping cannot save the link', async () => {
    const change = await anonymous().put('/api/auth/change-pass', {
      token: 'los',
      resetPasswordData: { password: NEW_PASSWORD, confirmPassword: 'drugacija-lozinka' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ success: false, error: LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
  });

  it('hashes the new password (argon2) only for a usable link, so made-up links cost no hashing', async () => {
    const { token } = await requestReset();
    const hashing = vi.spyOn(passwordWork, 'run');
    try {
      const madeUp = await anonymous().put('/api/auth/change-pass', {
        token: 'A'.repeat(43),
        resetPasswordData,
      });
      expect(madeUp.json()).toEqual({ success: false, error: LINK_INVALID_TEXT, code: 'TOKEN_INVALID' });
      expect(hashing).not.toHaveBeenCalled();

      const usable = await anonymous().put('/api/auth/change-pass', { token, resetPasswordData });
      expect(usable.json()).toEqual({ success: true });
      expect(hashing).toHaveBeenCalledOnce();
    } finally {
      hashing.mockRestore();
    }
  });

  it('refuses mismatched new passwords with a validation error and keeps the link usable', async () => {
    const { token } = await requestReset();
    const change = await anonymous().put('/api/auth/change-pass', {
      token,
      resetPasswordData: { password: NEW_PASSWORD, confirmPassword: 'drugacija-lozinka' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({
      error: 'Lozinke se ne poklapaju.',
      code: 'VALIDATION_ERROR',
      issues: [{ path: ['resetPasswordData', 'confirmPassword'], message: 'Lozinke se ne poklapaju.' }],
    });
    expect((await anonymous().post(`/api/auth/verify-pass/${token}`)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of one link change the password', async () => {
    const { user, token } = await requestReset();
    const answers = await Promise.all(
      ['prva-lozinka-111', 'druga-lozinka-222'].map((password) =>
        anonymous().put('/api/auth/change-pass', {
          token,
          resetPasswordData: { password, confirmPassword: password },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'prva-lozinka-111' : 'druga-lozinka-222';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });
});
