import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { uniqueEmail } from './auth-helpers';

/**
 * These calls answer before their mail is prepared (the answer must not reveal whether an account
 * exists), so a failure afterwards reaches nobody but the log, which must say which work failed.
 */
describe('mail work that fails after the answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it.each([
    [
      '/api/auth/request-verify-email',
      'verification mail',
      'Ako nalog postoji i nije potvrđen, poslali smo novi link za potvrdu.',
    ],
    [
      '/api/auth/generate-email',
      'verification mail',
      'Ako nalog postoji i nije potvrđen, poslali smo novi link za potvrdu.',
    ],
    [
      '/api/auth/generate-reset-pass',
      'password reset mail',
      'Ako nalog sa ovom adresom postoji, poslali smo link za promenu lozinke.',
    ],
  ])(
    'POST %s still answers 200, and the log names the failed work as "%s failed"',
    async (path, what, message) => {
      const databaseDown = new Error('baza nije dostupna');
      // The account lookup is the work's first query; the answer itself reads nothing.
      const lookup = vi.spyOn(server.app.db, 'select').mockImplementation(() => {
        throw databaseDown;
      });
      const logged = vi.spyOn(server.app.log, 'error');
      try {
        const response = await new HttpClient(server.app).post(path, { email: uniqueEmail() });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message });
        await backgroundWorkSettled(server.app);
        expect(logged).toHaveBeenCalledExactlyOnceWith({ err: databaseDown }, `${what} failed`);
      } finally {
        lookup.mockRestore();
        logged.mockRestore();
      }
    },
  );
});
