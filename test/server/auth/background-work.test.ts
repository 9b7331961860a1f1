import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { backgroundWorkSettled, runInBackground } from '../../../server/auth/background-work';

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
