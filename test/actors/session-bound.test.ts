import { describe, expect, it } from 'vitest';
import { unlessSessionExpired } from '../../src/actors/session-bound';

describe('a machine call that meets an expired session', () => {
  it('passes data through when the session is alive', async () => {
    await expect(unlessSessionExpired(Promise.resolve(42), new AbortController().signal)).resolves.toBe(42);
  });

  it('gives the machine no answer while auth logs out, and ends when the machine leaves the state', async () => {
    const controller = new AbortController();
    let outcome = 'pending';
    const call = unlessSessionExpired(Promise.resolve(undefined), controller.signal).then(
      () => (outcome = 'resolved'),
      () => (outcome = 'aborted'),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(outcome).toBe('pending');
    controller.abort();
    await call;
    expect(outcome).toBe('aborted');
  });
});
