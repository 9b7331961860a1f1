import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from '../../../server/auth/concurrency-limit';
import { hashPassword, passwordWork, verifyPassword } from '../../../server/auth/passwords';

describe('password hashing is bounded: a burst of logins queues instead of taking every core', () => {
  it('the limit runs at most N tasks at once, all of them, in order', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limit.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          finished.push(index);
        }),
      ),
    );
    expect(most).toBe(2);
    expect(limit.peak).toBe(2);
    expect([...finished].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('a failing task frees its place', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('ne')))).rejects.toThrow('ne');
    await expect(limit.run(async () => 'da')).resolves.toBe('da');
  });

  it('eight logins at once (known and unknown addresses) hash at most one per core at a time', async () => {
    const stored = await hashPassword('tajna-lozinka-1');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        verifyPassword(index % 2 ? stored : undefined, index % 4 === 1 ? 'tajna-lozinka-1' : 'pogresna'),
      ),
    );
    expect(results).toEqual([false, true, false, false, false, true, false, false]);
    // Every check went through the limit, and it let exactly one per core run at once.
    expect(passwordWork.peak).toBe(Math.min(8, Math.max(1, availableParallelism())));
  });
});
