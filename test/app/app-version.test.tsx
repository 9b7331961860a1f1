import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateShop, startAppVersionWatch, versionWatcher } from '../../src/lib/app-version';
import { reloadForChunkError } from '../../src/lib/chunk-reload';
import { startPageScroll } from '../../src/lib/page-scroll';
import { recordPageLoads } from '../utils/page-loads';

/*
 * src/lib/app-version.ts over jsdom's window: fetch is stubbed (no network), location records the
 * full page loads. The page's version state is one per page, and no test here finds a new build.
 */

const HOUR_MS = 3_600_000;
const CHUNK_ERROR = new TypeError('Failed to fetch dynamically imported module: /assets/Kontakt-x1.js');

/** A fetch answering `/version.json` with `body` and `status`. */
function serveVersion(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What the tests started (the watch, the scroll memory), stopped after each even if it failed. */
const stops: Array<() => void> = [];
const started = (stop: () => void) => {
  stops.push(stop);
  return stop;
};

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the /version.json check (spec §4)', () => {
  it('asks the server past the HTTP cache', async () => {
    const fetch = serveVersion({ buildId: 'dev' });
    await expect(versionWatcher.check()).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('a failed answer is no new build, whatever its body says', async () => {
    serveVersion({ buildId: '2026-11-24-novi' }, 503);
    await expect(versionWatcher.check()).resolves.toBe(false);
    expect(versionWatcher.isOutdated()).toBe(false);
  });

  it('an answer without a build id, or with one that is not text, is no new build', async () => {
    const fetch = serveVersion({});
    await expect(versionWatcher.check()).resolves.toBe(false);
    fetch.mockImplementation(async () => Response.json({ buildId: 42 }));
    await expect(versionWatcher.check()).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(versionWatcher.isOutdated()).toBe(false);
  });
});

describe('route changes while the build is current', () => {
  it('an explicit history state goes with the new entry', () => {
    const before = window.history.length;
    navigateShop('/kontakt', { state: { from: 'korpa' } });
    expect(window.location.pathname).toBe('/kontakt');
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toEqual({ from: 'korpa' });
  });

  it('a replace changes the address in place and keeps the entry’s state', () => {
    window.history.pushState({ scrollKey: 'pocetna' }, '', '/proizvodi');
    const before = window.history.length;
    navigateShop('/proizvodi?strana=2', { replace: true });
    expect(window.location.pathname + window.location.search).toBe('/proizvodi?strana=2');
    expect(window.history.length).toBe(before);
    expect(window.history.state).toEqual({ scrollKey: 'pocetna' });
  });

  it('a new page gets a new entry with its own scroll key, and opens at its top', () => {
    started(startPageScroll());
    const scrollTo = vi.spyOn(window, 'scrollTo');
    window.history.replaceState({ scrollKey: 'pocetna' }, '', '/');
    const before = window.history.length;
    navigateShop('/kontakt');
    expect(window.location.pathname).toBe('/kontakt');
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toEqual({ scrollKey: expect.any(String) });
    expect(window.history.state.scrollKey).not.toBe('pocetna');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('a lazily loaded page that fails to arrive (spec §4)', () => {
  it('reloads the page once for a chunk that failed to load', () => {
    const loads = recordPageLoads();
    expect(reloadForChunkError(CHUNK_ERROR)).toBe(true);
    expect(loads.reload).toHaveBeenCalledTimes(1);
  });

  it('any other error is no reason to reload', () => {
    const loads = recordPageLoads();
    expect(reloadForChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(reloadForChunkError(undefined)).toBe(false);
    expect(loads.reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('the watch the shop starts', () => {
  const preloadError = (payload?: unknown) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    if (payload !== undefined) Object.assign(event, { payload });
    window.dispatchEvent(event);
    return event;
  };

  it('a failed preload reloads the page, even when Vite names no error', () => {
    const loads = recordPageLoads();
    started(startAppVersionWatch());
    const event = preloadError();
    expect(loads.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a failed preload with its error reloads the page', () => {
    const loads = recordPageLoads();
    started(startAppVersionWatch());
    const event = preloadError(CHUNK_ERROR);
    expect(loads.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('checks hourly until stopped; after the stop neither the check nor a failed preload does anything', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetch = serveVersion({ buildId: 'dev' });
    const loads = recordPageLoads();
    const stop = startAppVersionWatch();
    vi.advanceTimersByTime(HOUR_MS);
    expect(fetch).toHaveBeenCalledTimes(1);

    stop();
    vi.advanceTimersByTime(3 * HOUR_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    const event = preloadError(CHUNK_ERROR);
    expect(loads.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
