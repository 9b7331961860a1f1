import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { PASSWORD, registerBody, registerThroughApi, uniqueEmail } from './auth-helpers';
import { RATE_LIMITED } from '../../utils/api-answers';

/** Each test gets its own IPs, so that the counters of one test cannot reach another. */
const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

describe('rate limits of the auth calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      rateLimits: {
        loginPerMinute: 10,
        loginFailuresPerHour: 3,
        loginFailuresPerIpPerHour: 6,
        authPerMinute: 3,
        forgotPerHour: 2,
      },
    });
  });
  afterAll(() => server.close());

  const from = (ip: string) => new HttpClient(server.app, { remoteAddress: ip });

  /** An account registered from its own IP, so that register's own limit stays out of the way. */
  const newAccount = async () => (await registerThroughApi(from(randomIp()))).user;

  function expectRateLimited(response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual(RATE_LIMITED);
  }

  it('answers the 11th login within a minute from one IP for one e-mail with 429; another e-mail still works', async () => {
    const user = await newAccount();
    const other = await newAccount();
    const client = from(randomIp());
    for (let i = 0; i < 10; i++) {
      expect(
        (await client.post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode,
      ).toBe(200);
    }
    expectRateLimited(await client.post('/api/auth/login', { email: user.email, password: PASSWORD }));
    expect(
      (await client.post('/api/auth/login', { email: other.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("an attacker's failed logins stop that IP for the account, even with the right password, while the owner signs in from another IP (no lockout)", async () => {
    const user = await newAccount();
    const attacker = from(randomIp());
    for (let i = 0; i < 3; i++) {
      expect(
        (await attacker.post('/api/auth/login', { email: user.email, password: 'pogresna-1' })).statusCode,
      ).toBe(401);
    }
    expectRateLimited(await attacker.post('/api/auth/login', { email: user.email, password: PASSWORD }));
    expect(
      (await from(randomIp()).post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('one IP spraying a password over many addresses is stopped, whatever the next address', async () => {
    const sprayer = from(randomIp());
    for (let i = 0; i < 6; i++) {
      expect(
        (await sprayer.post('/api/auth/login', { email: uniqueEmail(), password: 'Leto2026!' })).statusCode,
      ).toBe(401);
    }
    const owner = await newAccount();
    expectRateLimited(await sprayer.post('/api/auth/login', { email: owner.email, password: PASSWORD }));
    expect(
      (await from(randomIp()).post('/api/auth/login', { email: owner.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('does not reset the failure count of an account on a successful login', async () => {
    const user = await newAccount();
    const client = from(randomIp());
    await client.post('/api/auth/login', { email: user.email, password: 'pogresna-1' });
    await client.post('/api/auth/login', { email: user.email, password: 'pogresna-2' });
    expect((await client.post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    await client.post('/api/auth/login', { email: user.email, password: 'pogresna-3' });
    expectRateLimited(await client.post('/api/auth/login', { email: user.email, password: PASSWORD }));
  });

  it('limits failed logins for an address without an account the same way, so the limit reveals nothing', async () => {
    const email = uniqueEmail();
    const client = from(randomIp());
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/login', { email, password: 'pogresna-1' })).statusCode).toBe(401);
    }
    expectRateLimited(await client.post('/api/auth/login', { email, password: 'pogresna-1' }));
  });

  it('counts wrong current passwords on the profile against the account and IP like failed logins', async () => {
    const ip = randomIp();
    const client = from(ip);
    const { user } = await registerThroughApi(client);
    const attempt = () =>
      client.put('/api/profile/password', {
        currentPassword: 'pogresna-1',
        newPassword: 'nova-lozinka-2',
        confirmPassword: 'nova-lozinka-2',
      });
    expect((await attempt()).statusCode).toBe(400);
    await from(ip).post('/api/auth/login', { email: user.email, password: 'pogresna-2' });
    await from(ip).post('/api/auth/login', { email: user.email, password: 'pogresna-3' });
    expectRateLimited(await attempt());
  });

  it('limits forgot-password requests per address and IP: requests from elsewhere do not use up the owner’s', async () => {
    const owner = await newAccount();
    const attacker = from(randomIp());
    for (let i = 0; i < 2; i++) {
      expect((await attacker.post('/api/auth/generate-reset-pass', { email: owner.email })).statusCode).toBe(
        200,
      );
    }
    expectRateLimited(
      await attacker.post('/api/auth/generate-reset-pass', { email: owner.email.toUpperCase() }),
    );
    expect((await attacker.post('/api/auth/generate-reset-pass', { email: uniqueEmail() })).statusCode).toBe(
      200,
    );
    expect(
      (await from(randomIp()).post('/api/auth/generate-reset-pass', { email: owner.email })).statusCode,
    ).toBe(200);
    await backgroundWorkSettled(server.app);
  });

  const resetMailsTo = (email: string) =>
    server.mails.filter((mail) => mail.subject.includes('Promena lozinke') && mail.to === email);

  it('one address receives one reset mail per interval (here 15 minutes), however many IPs ask', async () => {
    const owner = await newAccount();
    for (let i = 0; i < 10; i++) {
      const answer = await from(randomIp()).post('/api/auth/generate-reset-pass', { email: owner.email });
      expect(answer.statusCode).toBe(200);
    }
    await backgroundWorkSettled(server.app);
    expect(resetMailsTo(owner.email)).toHaveLength(1);
  });

  it.each([
    ['check-user', (c: HttpClient) => c.post('/api/auth/check-user', { email: uniqueEmail() })],
    [
      'pending-verification',
      (c: HttpClient) => c.post('/api/auth/pending-verification/get', { email: uniqueEmail() }),
    ],
    ['generate-email', (c: HttpClient) => c.post('/api/auth/generate-email', { email: uniqueEmail() })],
    [
      'request-verify-email',
      (c: HttpClient) => c.post('/api/auth/request-verify-email', { email: uniqueEmail() }),
    ],
    ['verify-email', (c: HttpClient) => c.put(`/api/auth/verify-email/${'A'.repeat(43)}`)],
    ['verify-pass', (c: HttpClient) => c.post(`/api/auth/verify-pass/${'A'.repeat(43)}`)],
    [
      'change-pass',
      (c: HttpClient) =>
        c.put('/api/auth/change-pass', {
          token: 'A'.repeat(43),
          resetPasswordData: { password: 'nova-lozinka-2', confirmPassword: 'nova-lozinka-2' },
        }),
    ],
    ['register', (c: HttpClient) => c.post('/api/auth/register', registerBody())],
    [
      'the profile password change',
      (c: HttpClient) =>
        c.put('/api/profile/password', {
          currentPassword: PASSWORD,
          newPassword: 'nova-lozinka-2',
          confirmPassword: 'nova-lozinka-2',
        }),
    ],
  ])('limits %s per IP per minute', async (_call, call) => {
    const client = from(randomIp());
    for (let i = 0; i < 3; i++) expect((await call(client)).statusCode).not.toBe(429);
    expectRateLimited(await call(client));
    expect((await call(from(randomIp()))).statusCode).not.toBe(429);
    await backgroundWorkSettled(server.app);
  });

  it('never limits GET /api/auth/me by the auth limits', async () => {
    const client = from(randomIp());
    await registerThroughApi(client);
    for (let i = 0; i < 30; i++) {
      const response = await client.get('/api/auth/me');
      expect(response.statusCode).toBe(200);
      expect(response.json().user).not.toBeNull();
    }
  });
});
