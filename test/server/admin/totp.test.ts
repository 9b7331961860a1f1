import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRecoveryCodes, staffTotp } from '../../../server/db/schema';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { createStaffUser, enrolThroughApi, signIn, signedInStaff, totpCode } from './staff-helpers';

const STEP_MS = 30_000;

/** Waits out the last seconds of a time step, so that a code made now is still current when checked. */
async function awayFromStepEdge() {
  const intoStep = Date.now() % STEP_MS;
  if (intoStep > STEP_MS - 3000) await new Promise((resolve) => setTimeout(resolve, STEP_MS - intoStep + 50));
}

describe('TOTP second factor', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('enrols: an otpauth URI of issuer Prodavnica, its QR code and base32 secret, pending until verified', async () => {
    const { client, user } = await signedInStaff(server, 'admin', { totp: false });
    const response = await client.post('/api/admin/totp/enrol');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { uri, qrCode, secret } = response.json();
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Prodavnica:${user.email}`);
    expect(url.searchParams.get('issuer')).toBe('Prodavnica');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');

    // Pending: nothing is open yet, and the session says the factor is not set up.
    expect((await client.get('/api/admin/session')).json().totp).toBe('notEnrolled');
    const staffList = await client.get('/api/admin/staff');
    expect(staffList.statusCode).toBe(403);
    expect(staffList.json().code).toBe('TOTP_REQUIRED');
    const [row] = await server.database.db.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
    expect(row).toMatchObject({ secret: null, verifiedAt: null, pendingSecret: secret });
  });

  it('verifies the first code: 10 recovery codes once, stored hashed, and the session is passed', async () => {
    const { client, user } = await signedInStaff(server, 'admin', { totp: false });
    const { secret } = (await client.post('/api/admin/totp/enrol')).json();
    await awayFromStepEdge();
    const response = await client.post('/api/admin/totp/verify', { code: totpCode(secret) });
    expect(response.statusCode).toBe(200);
    const { verified, recoveryCodes } = response.json();
    expect(verified).toBe(true);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const stored = await server.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.codeHash);
    for (const code of recoveryCodes) {
      expect(hashes).not.toContain(code);
      expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    }
    expect((await client.get('/api/admin/session')).json().totp).toBe('verified');
    expect((await client.get('/api/admin/staff')).statusCode).toBe(200);
  });

  it('asks for the code again in a new session, and then answers no recovery codes', async () => {
    const { client, user, totpSecret } = await signedInStaff(server, 'operator');
    const again = new HttpClient(server.app);
    await signIn(again, user.email);
    expect((await again.get('/api/admin/session')).json().totp).toBe('required');
    // The code of the next step (the window is ±1 step); the current one was used at enrolment.
    const response = await again.post('/api/admin/totp/verify', {
      code: totpCode(totpSecret!, Date.now() + STEP_MS),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true });
    expect((await again.get('/api/admin/session')).json().totp).toBe('verified');
    expect((await client.get('/api/admin/session')).json().totp).toBe('verified');
  });

  it('accepts a code once: the same code again is refused (replay)', async () => {
    const { user, totpSecret } = await signedInStaff(server, 'admin');
    await awayFromStepEdge();
    const first = new HttpClient(server.app);
    await signIn(first, user.email);
    const code = totpCode(totpSecret!, Date.now() + STEP_MS);
    expect((await first.post('/api/admin/totp/verify', { code })).statusCode).toBe(200);
    const second = new HttpClient(server.app);
    await signIn(second, user.email);
    const replay = await second.post('/api/admin/totp/verify', { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'Kod nije ispravan ili je već iskorišćen. Unesite novi kod iz aplikacije.',
      code: 'TOTP_INVALID',
    });
    expect((await second.get('/api/admin/session')).json().totp).toBe('required');
  });

  it('refuses a code two steps away, and a made-up one, with a Serbian TOTP_INVALID', async () => {
    const { user, totpSecret } = await signedInStaff(server, 'admin');
    const client = new HttpClient(server.app);
    await signIn(client, user.email);
    for (const offset of [-2 * STEP_MS - 1000, 2 * STEP_MS + 1000]) {
      const response = await client.post('/api/admin/totp/verify', {
        code: totpCode(totpSecret!, Date.now() + offset),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('TOTP_INVALID');
    }
    const malformed = await client.post('/api/admin/totp/verify', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Unesite šestocifreni kod iz aplikacije.',
    });
    expect((await client.get('/api/admin/session')).json().totp).toBe('required');
  });

  it('answers TOTP_INVALID to a verify before any enrolment', async () => {
    const { client } = await signedInStaff(server, 'operator', { totp: false });
    const response = await client.post('/api/admin/totp/verify', { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOTP_INVALID');
    expect(response.json().error).toMatch(/Prvo podesite aplikaciju/);
  });

  it('re-enrols an enrolled factor only in a session that passed it; the old one holds until the new is verified', async () => {
    const { user, totpSecret } = await signedInStaff(server, 'admin');
    const passwordOnly = new HttpClient(server.app);
    await signIn(passwordOnly, user.email);
    const refused = await passwordOnly.post('/api/admin/totp/enrol');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TOTP_REQUIRED');
    const [before] = await server.database.db.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
    expect(before!.pendingSecret).toBeNull();

    expect(
      (
        await passwordOnly.post('/api/admin/totp/verify', {
          code: totpCode(totpSecret!, Date.now() + STEP_MS),
        })
      ).statusCode,
    ).toBe(200);
    const { secret: newSecret } = (await passwordOnly.post('/api/admin/totp/enrol')).json();
    expect(newSecret).not.toBe(totpSecret);
    const [pending] = await server.database.db.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
    expect(pending).toMatchObject({ secret: totpSecret, pendingSecret: newSecret });
    const replaced = await passwordOnly.post('/api/admin/totp/verify', { code: totpCode(newSecret) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().recoveryCodes).toHaveLength(10);
    const [after] = await server.database.db.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
    expect(after).toMatchObject({ secret: newSecret, pendingSecret: null });
  });

  it('passes the factor with a recovery code, once', async () => {
    const { user, recoveryCodes } = await signedInStaff(server, 'admin');
    const client = new HttpClient(server.app);
    await signIn(client, user.email);
    const code = recoveryCodes![3]!;
    // Typed in small letters and without dashes, as people do.
    const response = await client.post('/api/admin/totp/recover', {
      code: code.toLowerCase().replaceAll('-', ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, remainingRecoveryCodes: 9 });
    expect((await client.get('/api/admin/staff')).statusCode).toBe(200);

    const other = new HttpClient(server.app);
    await signIn(other, user.email);
    const again = await other.post('/api/admin/totp/recover', { code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'Kod za oporavak nije ispravan ili je već iskorišćen.',
      code: 'TOTP_INVALID',
    });
    expect((await other.get('/api/admin/staff')).json().code).toBe('TOTP_REQUIRED');
  });

  it("does not take another staff member's recovery code", async () => {
    const { recoveryCodes } = await signedInStaff(server, 'admin');
    const { client } = await signedInStaff(server, 'admin', { totp: false });
    await enrolThroughApi(client);
    const thief = new HttpClient(server.app);
    const me = await createStaffUser(server, 'operator');
    await signIn(thief, me.email);
    const response = await thief.post('/api/admin/totp/recover', { code: recoveryCodes![0] });
    expect(response.statusCode).toBe(400);
  });
});

describe('TOTP rate limits', () => {
  it('stops wrong codes per account after 10 an hour (429), whatever the IP', async () => {
    const server = await createTestServer();
    try {
      const { user, totpSecret } = await signedInStaff(server, 'admin');
      for (let attempt = 0; attempt < 10; attempt++) {
        const client = new HttpClient(server.app, { remoteAddress: `10.0.0.${attempt + 1}` });
        await signIn(client, user.email);
        const wrong = await client.post('/api/admin/totp/verify', { code: '000000' });
        expect(wrong.statusCode).toBe(400);
      }
      const client = new HttpClient(server.app, { remoteAddress: '10.0.1.1' });
      await signIn(client, user.email);
      const limited = await client.post('/api/admin/totp/verify', {
        code: totpCode(totpSecret!, Date.now() + STEP_MS),
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const recover = await client.post('/api/admin/totp/recover', { code: 'AAAA-BBBB-CCCC' });
      expect(recover.statusCode).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('limits the calls per minute from one IP like the login', async () => {
    const server = await createTestServer({ rateLimits: { loginPerMinute: 3 } });
    try {
      const { client } = await signedInStaff(server, 'operator', { totp: false });
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        answers.push((await client.post('/api/admin/totp/verify', { code: '000000' })).statusCode);
      }
      expect(answers).toEqual([400, 400, 400, 429]);
    } finally {
      await server.close();
    }
  });
});
