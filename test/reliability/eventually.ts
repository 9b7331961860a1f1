/**
 * Polls until `check` holds (a database or Redis comes back in the background), for at most
 * `seconds`: a bound on how long a failure takes to report, never a measured time.
 */
export async function eventually(check: () => Promise<boolean>, seconds = 60): Promise<void> {
  const tries = seconds * 5;
  for (let i = 0; i < tries; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the condition did not hold within ${seconds} s`);
}
