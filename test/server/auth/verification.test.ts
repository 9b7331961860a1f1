import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import { authTokens, users } from '../../../server/db/schema';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { registerThroughApi, tokenFromLastMail, uniqueEmail, userRow } from './auth-helpers';

const TOKEN_INVALID = { error: 'Link za potvrdu nije ispravan ili je istekao.', code: 'TOKEN_INVALID' };
const ALREADY_VERIFIED = { error: 'Ova e-adresa je već potvrđena.', code: 'ALREADY_VERIFIED' };
const RESENT = {
  success: true,
  message: 'Ako nalog postoji i nije potvrđen, poslali smo novi link za potvrdu.',
};

describe('e-mail verification and account lookups', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const mailsTo = (email: string) => server.mails.filter((m) => m.to === email);

  it('verifies the account through the mailed link, once: a second click answers 409 ALREADY_VERIFIED', async () => {
    const client = new HttpClient(server.app);
    const { user } = await registerThroughApi(client);
    const token = tokenFromLastMail(server, user.email);

    const first = await client.put(`/api/auth/verify-email/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user: { ...user, isVerified: true } });
    expect((await userRow(server, user.email)).isVerified).toBe(true);
    expect((await client.get('/api/auth/me')).json().user.isVerified).toBe(true);

    // The link is used up (it verifies nothing again), but the shopper learns the address is confirmed.
    const second = await new HttpClient(server.app).put(`/api/auth/verify-email/${token}`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(ALREADY_VERIFIED);
  });

  it('answers a used link whose account is not verified (any more) as invalid, not as confirmed', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const token = tokenFromLastMail(server, user.email);
    expect((await new HttpClient(server.app).put(`/api/auth/verify-email/${token}`)).statusCode).toBe(200);
    await server.database.db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));

    const again = await new HttpClient(server.app).put(`/api/auth/verify-email/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(TOKEN_INVALID);
    expect((await userRow(server, user.email)).isVerified).toBe(false);
  });

  it('answers an unused link of an account verified by another link by verifying once more (200)', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const first = tokenFromLastMail(server, user.email);
    await new HttpClient(server.app).post('/api/auth/request-verify-email', { email: user.email });
    await backgroundWorkSettled(server.app);
    const second = tokenFromLastMail(server, user.email);
    expect(second).not.toBe(first);
    expect((await new HttpClient(server.app).put(`/api/auth/verify-email/${second}`)).statusCode).toBe(200);

    const response = await new HttpClient(server.app).put(`/api/auth/verify-email/${first}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isVerified).toBe(true);
  });

  it('works from a browser without a session too (the link may be opened anywhere)', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const response = await new HttpClient(server.app).put(
      `/api/auth/verify-email/${tokenFromLastMail(server, user.email)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isVerified).toBe(true);
  });

  it('refuses a verification link past its 24 hours', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const token = tokenFromLastMail(server, user.email);
    await server.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));

    const response = await new HttpClient(server.app).put(`/api/auth/verify-email/${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(TOKEN_INVALID);
    expect((await userRow(server, user.email)).isVerified).toBe(false);
  });

  it('keeps verification tokens valid for 24 hours and stores only their hash', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const token = tokenFromLastMail(server, user.email);
    const [row] = await server.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(row!.kind).toBe('verify_email');
    expect(row!.tokenHash).not.toContain(token);
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'kratak'],
  ])('answers %s with 400 TOKEN_INVALID', async (_case, token) => {
    const response = await new HttpClient(server.app).put(`/api/auth/verify-email/${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(TOKEN_INVALID);
  });

  it('does not accept a password-reset token as a verification token', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    await new HttpClient(server.app).post('/api/auth/generate-reset-pass', { email: user.email });
    await backgroundWorkSettled(server.app);
    const resetToken = tokenFromLastMail(server, user.email);
    const response = await new HttpClient(server.app).put(`/api/auth/verify-email/${resetToken}`);
    expect(response.statusCode).toBe(400);
  });

  it('check-user tells whether an account exists for the address, in any letter case', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const client = new HttpClient(server.app);
    expect((await client.post('/api/auth/check-user', { email: user.email.toUpperCase() })).json()).toEqual({
      exists: true,
    });
    expect((await client.post('/api/auth/check-user', { email: uniqueEmail() })).json()).toEqual({
      exists: false,
    });
  });

  it('pending-verification tells whether an unverified account waits for this address', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const client = new HttpClient(server.app);
    const ask = async (email: string) =>
      (await client.post('/api/auth/pending-verification/get', { email })).json();

    expect(await ask(user.email.toUpperCase())).toEqual({ email: user.email, pending: true });
    await server.database.db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
    expect(await ask(user.email)).toEqual({ email: user.email, pending: false });
    const unknown = uniqueEmail();
    expect(await ask(unknown)).toEqual({ email: unknown, pending: false });
  });

  describe.each(['/api/auth/generate-email', '/api/auth/request-verify-email'])('POST %s', (path) => {
    it('mails a fresh working link to an unverified account', async () => {
      const { user } = await registerThroughApi(new HttpClient(server.app));
      const firstToken = tokenFromLastMail(server, user.email);

      const response = await new HttpClient(server.app).post(path, { email: user.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(RESENT);
      await backgroundWorkSettled(server.app);

      expect(mailsTo(user.email)).toHaveLength(2);
      const freshToken = tokenFromLastMail(server, user.email);
      expect(freshToken).not.toBe(firstToken);
      expect((await new HttpClient(server.app).put(`/api/auth/verify-email/${freshToken}`)).statusCode).toBe(
        200,
      );
    });

    it('answers an unknown address the same and mails nothing', async () => {
      const email = uniqueEmail();
      const response = await new HttpClient(server.app).post(path, { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(RESENT);
      await backgroundWorkSettled(server.app);
      expect(mailsTo(email)).toHaveLength(0);
    });

    it('answers a verified account the same and mails nothing', async () => {
      const { user } = await registerThroughApi(new HttpClient(server.app));
      await server.database.db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
      const response = await new HttpClient(server.app).post(path, { email: user.email });
      expect(response.json()).toEqual(RESENT);
      await backgroundWorkSettled(server.app);
      expect(mailsTo(user.email)).toHaveLength(1);
    });
  });
});
