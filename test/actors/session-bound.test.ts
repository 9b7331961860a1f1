import { describe, expect, it } from 'vitest';
import { unlessSessionExpired } from '../../src/actors/session-bound';

/** What became of a call so far; read after a moment, so a call that never settles fails fast. */
function track(call: Promise<unknown>) {
  const outcome: { state: 'pending' | 'resolved' | 'rejected'; value?: unknown } = { state: 'pending' };
  call.then(
    (value) => Object.assign(outcome, { state: 'resolved', value }),
    (value: unknown) => Object.assign(outcome, { state: 'rejected', value }),
  );
  return outcome;
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('a machine call that meets an expired session', () => {
  it('passes data through when the session is alive', async () => {
    const outcome = track(unlessSessionExpired(Promise.resolve(42), new AbortController().signal));
    await aMoment();
    expect(outcome).toEqual({ state: 'resolved', value: 42 });
  });

  it('passes null, 0 and empty data through: only undefined means the session expired', async () => {
    const signal = new AbortController().signal;
    const outcomes = [null, 0, '', false].map((data) =>
      track(unlessSessionExpired(Promise.resolve(data), signal)),
    );
    await aMoment();
    expect(outcomes).toEqual([
      { state: 'resolved', value: null },
      { state: 'resolved', value: 0 },
      { state: 'resolved', value: '' },
      { state: 'resolved', value: false },
    ]);
  });

  it('gives the machine no answer while auth logs out, and ends when the machine leaves the state', async () => {
    const controller = new AbortController();
    const outcome = track(unlessSessionExpired(Promise.resolve(undefined), controller.signal));
    await aMoment();
    expect(outcome.state).toBe('pending');
    const reason = new Error('the machine left the state');
    controller.abort(reason);
    await aMoment();
    expect(outcome).toEqual({ state: 'rejected', value: reason });
  });

  it('passes a failed call’s error through', async () => {
    const error = new Error('mreža');
    await expect(unlessSessionExpired(Promise.reject(error), new AbortController().signal)).rejects.toBe(
      error,
    );
  });
});
