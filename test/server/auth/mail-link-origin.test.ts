import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, TEST_PUBLIC_URL, createTestServer } from '../../utils/test-server';
import { registerThroughApi } from './auth-helpers';

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** Asks for a reset link for a fresh account with forged Host headers; answers the mailed link. */
async function resetLinkWithForgedHost(server: TestServer): Promise<string> {
  const { user } = await registerThroughApi(new HttpClient(server.app));
  const forger = new HttpClient(server.app, { headers: FORGED });
  const response = await forger.post('/api/auth/generate-reset-pass', { email: user.email });
  expect(response.statusCode).toBe(200);
  await backgroundWorkSettled(server.app);
  const link = server.lastMailTo(user.email).link;
  if (!link) throw new Error('the reset mail has no link');
  return link;
}

describe('e-mailed links never come from request headers (reset-link poisoning)', () => {
  describe('with PUBLIC_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
      // The forged X-Forwarded-Host comes through a trusted proxy (app.inject connects from 127.0.0.1).
      server = await createTestServer({ config: { trustProxy: ['127.0.0.1'] } });
    });
    afterAll(() => server.close());

    it('a forgot-password request with a foreign Host mails a link to PUBLIC_URL only', async () => {
      const link = await resetLinkWithForgedHost(server);
      expect(new URL(link).origin).toBe(TEST_PUBLIC_URL);
      expect(link).not.toContain('evil.example');
    });

    it('the verification mail of a registration with a foreign Host links to PUBLIC_URL', async () => {
      const { user } = await registerThroughApi(new HttpClient(server.app, { headers: FORGED }));
      await backgroundWorkSettled(server.app);
      expect(new URL(server.lastMailTo(user.email).link!).origin).toBe(TEST_PUBLIC_URL);
    });
  });

  describe('without PUBLIC_URL (development)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({ config: { publicUrl: undefined, host: '0.0.0.0', port: 4321 } });
    });
    afterAll(() => server.close());

    it('a forgot-password request with a foreign Host mails a link to the configured port on localhost', async () => {
      const link = await resetLinkWithForgedHost(server);
      expect(link).toMatch(/^http:\/\/localhost:4321\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    });
  });
});
