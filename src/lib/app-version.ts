import { useBrowserLocation, navigate as wouterNavigate } from 'wouter/use-browser-location';
import { reloadForChunkError } from './chunk-reload';
import { scrollAfterNavigation, stateForNewEntry } from './page-scroll';
import { changeRoute, createVersionWatcher, startHourlyChecks } from './version-check';

/** The build this page came from; vite.config.ts defines it, the server's /version.json names the newest. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

async function fetchBuildId(): Promise<string> {
  const response = await fetch('/version.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`version.json: ${response.status}`);
  const { buildId } = (await response.json()) as { buildId?: unknown };
  return typeof buildId === 'string' ? buildId : '';
}

export const versionWatcher = createVersionWatcher({ currentBuildId: BUILD_ID, fetchBuildId });

/** What wouter's navigate takes besides the path (replace: no new history entry). */
export type NavigateOptions = { replace?: boolean; state?: unknown };

/** Every route change of the shop: a full page load once a new build is out (spec §4). */
export function navigateShop(to: string, options?: NavigateOptions): void {
  changeRoute(to, versionWatcher, {
    softNavigate: (path) => {
      const from = window.location.pathname + window.location.search;
      // A new entry gets its own scroll key; a replaced one keeps the key it had.
      const state = options?.state ?? (options?.replace ? window.history.state : stateForNewEntry());
      wouterNavigate(path, { ...options, state });
      scrollAfterNavigation(from, path);
    },
    fullLoad: (path) => (options?.replace ? window.location.replace(path) : window.location.assign(path)),
  });
}

/** wouter's location hook with the shop's navigation, for `<Router hook={useShopLocation}>`. */
export function useShopLocation(router?: {
  ssrPath?: string;
}): [string, (to: string, options?: NavigateOptions) => void] {
  // On the server the router gives the page's path (ssrPath); the browser reads its location.
  const [location] = useBrowserLocation(router?.ssrPath === undefined ? {} : { ssrPath: router.ssrPath });
  return [location, navigateShop];
}

/** Starts the hourly version check and the chunk-failure reload; returns what stops them. */
export function startAppVersionWatch(): () => void {
  const stopChecks = startHourlyChecks(versionWatcher);
  // Vite announces a failed preload of a lazy chunk with this event.
  const onPreloadError = (event: Event) => {
    if (
      reloadForChunkError(
        (event as Event & { payload?: unknown }).payload ?? new Error('Unable to preload CSS'),
      )
    )
      event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    stopChecks();
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
