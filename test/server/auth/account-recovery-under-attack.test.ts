import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import { RATE_LIMITED } from '../../utils/api-answers';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { PASSWORD, registerThroughApi, tokenFromLastMail, uniqueEmail } from './auth-helpers';

const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
const NEW_PASSWORD = 'nova-lozinka-2';
/** "A handful": what one inbox may receive of one kind of account mail in an hour at most. */
const HANDFUL = 5;

/**
 * Attackers on several IPs ask for the owner's reset (or verification) mails over and over; the
 * owner's inbox stays nearly quiet, and the owner, asking from an IP of their own, still gets a
 * link that works, though the flood goes on after their request.
 */
describe('recovering an account while others flood its reset and verification mails', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The shop's default limit of reset requests (RATE_LIMIT_FORGOT_PER_HOUR); the rest relaxed.
    server = await createTestServer({ rateLimits: { forgotPerHour: 5 } });
  });
  afterAll(() => server.close());

  const from = (ip: string) => new HttpClient(server.app, { remoteAddress: ip });
  const mailsTo = (email: string, subject: string) =>
    server.mails.filter((mail) => mail.to === email && mail.subject.includes(subject));

  /** Five IPs, each asking `times` times for the address's mail; returns the answers' statuses. */
  async function flood(path: string, email: string, times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (const ip of Array.from({ length: 5 }, randomIp)) {
      const attacker = from(ip);
      for (let i = 0; i < times; i++) statuses.push((await attacker.post(path, { email })).statusCode);
    }
    await backgroundWorkSettled(server.app);
    return statuses;
  }

  it('password reset: 5 IPs flood, the owner asks from a fresh IP, the flood goes on, and the owner still changes the password', async () => {
    const { user } = await registerThroughApi(from(randomIp()));
    const before = await flood('/api/auth/generate-reset-pass', user.email, 6);
    // 5 requests per IP and address an hour pass; the 6th of each IP is refused.
    expect(before.filter((status) => status === 200)).toHaveLength(25);
    expect(before.filter((status) => status === 429)).toHaveLength(5);

    const asked = await from(randomIp()).post('/api/auth/generate-reset-pass', { email: user.email });
    expect(asked.statusCode).toBe(200);
    await backgroundWorkSettled(server.app);
    const token = tokenFromLastMail(server, user.email);

    await flood('/api/auth/generate-reset-pass', user.email, 3);
    expect(mailsTo(user.email, 'Promena lozinke').length).toBeGreaterThanOrEqual(1);
    expect(mailsTo(user.email, 'Promena lozinke').length).toBeLessThanOrEqual(HANDFUL);

    const owner = from(randomIp());
    expect((await owner.post(`/api/auth/verify-pass/${token}`)).json()).toEqual({ valid: true });
    const changed = await owner.put('/api/auth/change-pass', {
      token,
      resetPasswordData: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await owner.post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await owner.post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(
      401,
    );
  });

  it('verification: the same flood leaves the inbox nearly quiet, and the owner still confirms the address', async () => {
    const { user } = await registerThroughApi(from(randomIp()));
    await flood('/api/auth/request-verify-email', user.email, 6);
    expect(
      (await from(randomIp()).post('/api/auth/request-verify-email', { email: user.email })).statusCode,
    ).toBe(200);
    await backgroundWorkSettled(server.app);
    const token = tokenFromLastMail(server, user.email);
    await flood('/api/auth/generate-email', user.email, 3);

    // The registration's own mail, and at most a handful more.
    expect(mailsTo(user.email, 'Potvrdite').length).toBeLessThanOrEqual(1 + HANDFUL);
    const confirmed = await from(randomIp()).put(`/api/auth/verify-email/${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: user.email, isVerified: true });
  });

  it.each([
    ['password-reset', '/api/auth/generate-reset-pass'],
    ['verification', '/api/auth/request-verify-email'],
  ])(
    'one IP asks for at most 4 × RATE_LIMIT_FORGOT_PER_HOUR %s mails an hour, whatever the addresses',
    async (_kind, path) => {
      const client = from(randomIp());
      for (let i = 0; i < 20; i++) {
        expect((await client.post(path, { email: uniqueEmail() })).statusCode, `request ${i + 1}`).toBe(200);
      }
      const refused = await client.post(path, { email: uniqueEmail() });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual(RATE_LIMITED);
      expect((await from(randomIp()).post(path, { email: uniqueEmail() })).statusCode).toBe(200);
      await backgroundWorkSettled(server.app);
    },
  );
});
