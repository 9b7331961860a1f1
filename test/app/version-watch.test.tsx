import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { versionWatcher } from '../../src/lib/app-version';
import { apiUrl } from '../msw/msw-server';
import { recordPageLoads } from '../utils/page-loads';
import { renderApp } from '../utils/render-app';

/*
 * Spec §4 / DESIGN §3, through the shop as main.tsx mounts it: the hourly /version.json check is
 * started by the shop itself, and once the server names a newer build the next route change is a
 * full page load. The page's version state is one per page (as in a browser), so the tests run in
 * order: the build is current in the first and outdated from the second on.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const HOUR_MS = 3_600_000;

/** The shop at `/` whose server names `buildId` as the newest; answers how often it was asked. */
function shopServing(buildId: string) {
  const asked = { count: 0 };
  const intervals = vi.spyOn(globalThis, 'setInterval');
  const view = renderApp('/', {
    handlers: [
      http.get(apiUrl('/version.json'), () => {
        asked.count += 1;
        return HttpResponse.json({ buildId });
      }),
    ],
  });
  /** The check the shop scheduled every hour (not before: a first visit asks nothing). */
  const hourlyCheck = async () => {
    await waitFor(() => expect(intervals.mock.calls.some(([, ms]) => ms === HOUR_MS)).toBe(true));
    expect(asked.count).toBe(0);
    return intervals.mock.calls.filter(([, ms]) => ms === HOUR_MS).at(-1)![0] as () => void;
  };
  return { ...view, asked, hourlyCheck };
}

const contactLink = () => screen.findByRole('link', { name: 'Kontakt' });

describe('spec §4: the shop checks for a new build hourly', () => {
  it('while the server names this build, the hourly check changes nothing: a link stays in the app', async () => {
    const loads = recordPageLoads();
    const { asked, hourlyCheck, user } = shopServing('dev');
    (await hourlyCheck())();
    await waitFor(() => expect(asked.count).toBe(1));
    await user.click(await contactLink());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeTruthy();
    expect(window.location.pathname).toBe('/kontakt');
    expect(loads.assign).not.toHaveBeenCalled();
    expect(versionWatcher.isOutdated()).toBe(false);
  });

  it('once the hourly check finds a new build, the next link is a full page load of its address', async () => {
    const loads = recordPageLoads();
    const { asked, hourlyCheck, user } = shopServing('2026-11-24-novi');
    (await hourlyCheck())();
    await waitFor(() => expect(asked.count).toBe(1));
    await waitFor(() => expect(versionWatcher.isOutdated()).toBe(true));
    await user.click(await contactLink());
    expect(loads.assign).toHaveBeenCalledWith('/kontakt');
    // The page itself did not move: the browser loads the new build at that address.
    expect(window.location.pathname).toBe('/');
    expect(loads.replace).not.toHaveBeenCalled();
  });
});
