/**
 * For the calls of a signed-in user (src/api `sessionCall`): when the session expired, the
 * call resolves with no data (spec §8) while auth logs the user out and resets what they had. The
 * machine that asked gets no answer at all, neither data nor an error to show twice: the promise
 * stays pending until the machine leaves the state (the reset), which aborts it.
 */
export function unlessSessionExpired<T>(call: Promise<T | undefined>, signal: AbortSignal): Promise<T> {
  return call.then((data) =>
    data === undefined
      ? new Promise<T>((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        })
      : data,
  );
}
