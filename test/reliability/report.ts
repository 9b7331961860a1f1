/**
 * One line of the reliability suite's counts, e.g. `reliability: fuzz 6000 requests, 0 5xx`. Called
 * from afterAll: vitest's default reporter shows it (stdout) in the test run's output, CI's too.
 */
export function reportCount(line: string): void {
  console.log(`reliability: ${line}`);
}
