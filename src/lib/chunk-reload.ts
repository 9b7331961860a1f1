import type { KeyValueStore } from '../actors/browser';

/** Spec §4: a page reloads for a failed chunk at most once per 10 seconds per path. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

/** The errors browsers give when a lazily loaded page's script cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

type ChunkReloadDeps = {
  /** sessionStorage: the timestamps last only as long as the tab. */
  storage: KeyValueStore;
  now: () => number;
  reload: () => void;
};

/**
 * After a chunk failed to load on `path`: reloads the page unless it already did so for this path
 * in the last 10 s (then the failure is real, and a reload loop would only hide it). Returns
 * whether it reloaded.
 */
export function reloadOnceForChunkError(path: string, { storage, now, reload }: ChunkReloadDeps): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key) ?? Number.NaN);
  const at = now();
  if (Number.isFinite(last) && at - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(key, String(at));
  reload();
  return true;
}

/** Reloads once (per path, per 10 s) when a lazily loaded page fails to arrive. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadOnceForChunkError(window.location.pathname, {
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
  });
}
