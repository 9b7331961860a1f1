import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { backgroundWorkSettled, runInBackground } from '../../../server/auth/background-work';
import type { MailMessage, Mailer } from '../../../server/mail/mailer';
import { HttpClient } from '../../utils/http-client';
import { createTestServer } from '../../utils/test-server';
import { registerThroughApi, uniqueEmail } from './auth-helpers';

/** Only what the background work touches: the database handle it keys on, and the log. */
const fakeApp = () =>
  ({ db: {}, log: { error: vi.fn() } }) as unknown as FastifyInstance & {
    log: { error: ReturnType<typeof vi.fn> };
  };

describe('work run after the answer', () => {
  it('logs a failed task with its error and what it was', async () => {
    const app = fakeApp();
    const failure = new Error('SMTP nije dostupan');
    runInBackground(app, 'reset mail', () => Promise.reject(failure));
    await backgroundWorkSettled(app);
    expect(app.log.error).toHaveBeenCalledExactlyOnceWith({ err: failure }, 'reset mail failed');
  });

  it('waits for every task started so far, and logs nothing when they succeed', async () => {
    const app = fakeApp();
    const done: string[] = [];
    runInBackground(app, 'first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('first');
    });
    runInBackground(app, 'second', async () => {
      done.push('second');
    });
    await backgroundWorkSettled(app);
    expect(done.sort()).toEqual(['first', 'second']);
    expect(app.log.error).not.toHaveBeenCalled();
  });
});

describe('closing the app', () => {
  it('waits for a mail queued after an answer, so a shutdown right after the request loses no mail', async () => {
    // A mail server slower than the shutdown: only waiting for the queued work gets this mail out.
    const sent: MailMessage[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        sent.push(message);
      },
    };
    const server = await createTestServer({ mailer: slowMailer });
    const email = uniqueEmail();
    const client = new HttpClient(server.app);
    await registerThroughApi(client, { email });
    expect((await client.post('/api/auth/generate-email', { email })).statusCode).toBe(200);

    await server.close();

    expect(sent.filter((mail) => mail.to === email)).toHaveLength(2);
  });
});
