/**
 * Every wait of the test suite, in one place: vitest.config.ts and the view setup read these, and
 * no test sets its own (a shorter local wait is what timed out under load before).
 *
 * They are sized for a busy 2-core machine: two vitest workers and a build or another suite beside
 * them, a load average of 10–15. There a lazy page's first render took 5–10 s and opening a
 * database in a file's `beforeAll` 30–60 s. A wait only bounds how long a failing expectation takes
 * to report; a passing one returns as soon as it holds, so a generous bound costs nothing.
 */
export const TEST_TIMEOUTS = {
  /** One `findBy…`/`waitFor` (Testing Library's asyncUtilTimeout). */
  asyncUtil: 30_000,
  /** One test: room for a few slow waits in a row. */
  test: 120_000,
  /** One beforeAll/afterAll: opening a database, starting a server or a Redis. */
  hook: 180_000,
  /**
   * The few tests that are long by design: fuzzing every route, and the catalogue import CLI (two
   * child processes, each starting tsx and a PGlite on disk: 50–60 s at load 12, over 120 s at 18).
   */
  long: 600_000,
  /** One end-to-end journey in Chromium, and its hooks (build check, server start). */
  e2eTest: 300_000,
  e2eHook: 180_000,
} as const;
