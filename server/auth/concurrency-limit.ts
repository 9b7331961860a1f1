/**
 * Runs at most `limit` tasks at once; the others wait their turn, in order. Password hashing goes
 * through one, so a burst of logins queues instead of taking every core from the catalogue.
 */
export function createConcurrencyLimit(limit: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        active -= 1;
        waiting.shift()?.();
      }
    },
    /** The most tasks that ran at once (for tests and diagnostics). */
    get peak() {
      return peak;
    },
  };
}
