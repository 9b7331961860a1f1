/** Spec §4: the app checks for a new build hourly. */
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export type VersionWatcherDeps = {
  /** The build this page was loaded from (import.meta.env.VITE_BUILD_ID). */
  currentBuildId: string;
  /** The build the server has now (GET /version.json → { buildId }). */
  fetchBuildId: () => Promise<string>;
};

/**
 * Knows whether a newer build than this page's is out. Once one is, the page stays outdated:
 * the next route change should be a full page load, so the shopper gets the new code (and its
 * chunks) instead of a page that asks for chunks the server no longer has.
 */
export function createVersionWatcher({ currentBuildId, fetchBuildId }: VersionWatcherDeps) {
  let outdated = false;
  return {
    /** Asks the server once; a failed check changes nothing (the next one tries again). */
    async check(): Promise<boolean> {
      if (outdated) return true;
      try {
        const buildId = await fetchBuildId();
        if (buildId && buildId !== currentBuildId) outdated = true;
      } catch {
        // Offline or a deploy in progress: not a reason to reload anything.
      }
      return outdated;
    },
    isOutdated: () => outdated,
  };
}

export type VersionWatcher = ReturnType<typeof createVersionWatcher>;

/** Checks every hour; returns the function that stops it. */
export function startHourlyChecks(
  watcher: VersionWatcher,
  schedule: (run: () => void, ms: number) => unknown = setInterval,
  cancel: (handle: unknown) => void = (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
): () => void {
  const handle = schedule(() => void watcher.check(), VERSION_CHECK_INTERVAL_MS);
  return () => cancel(handle);
}

/** A route change: in-app while the build is current, a full page load once a new build is out. */
export function changeRoute(
  to: string,
  watcher: Pick<VersionWatcher, 'isOutdated'>,
  { softNavigate, fullLoad }: { softNavigate: (to: string) => void; fullLoad: (to: string) => void },
): void {
  if (watcher.isOutdated()) fullLoad(to);
  else softNavigate(to);
}
