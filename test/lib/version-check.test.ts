import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  VERSION_CHECK_INTERVAL_MS,
  changeRoute,
  createVersionWatcher,
  startHourlyChecks,
} from '../../src/lib/version-check';

const routes = () => ({ softNavigate: vi.fn(), fullLoad: vi.fn() });

describe('spec §4: the app checks for a new build hourly', () => {
  it('checks /version.json every hour', () => {
    const watcher = createVersionWatcher({ currentBuildId: 'a', fetchBuildId: async () => 'a' });
    const schedule = vi.fn();
    startHourlyChecks(watcher, schedule, () => {});
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), VERSION_CHECK_INTERVAL_MS);
    expect(VERSION_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('while the build is current, a route change stays in the app', async () => {
    const watcher = createVersionWatcher({ currentBuildId: 'a', fetchBuildId: async () => 'a' });
    await watcher.check();
    const route = routes();
    changeRoute('/korpa', watcher, route);
    expect(route.softNavigate).toHaveBeenCalledWith('/korpa');
    expect(route.fullLoad).not.toHaveBeenCalled();
  });

  it('a new build makes the next route change a full page load', async () => {
    const watcher = createVersionWatcher({ currentBuildId: 'a', fetchBuildId: async () => 'b' });
    await expect(watcher.check()).resolves.toBe(true);
    const route = routes();
    changeRoute('/proizvodi', watcher, route);
    expect(route.fullLoad).toHaveBeenCalledWith('/proizvodi');
    expect(route.softNavigate).not.toHaveBeenCalled();
  });

  it('a failed check is no reason to reload', async () => {
    const watcher = createVersionWatcher({
      currentBuildId: 'a',
      fetchBuildId: async () => {
        throw new Error('offline');
      },
    });
    await expect(watcher.check()).resolves.toBe(false);
    expect(watcher.isOutdated()).toBe(false);
  });

  it('once outdated, the page stays outdated (the server is not asked again)', async () => {
    const fetchBuildId = vi.fn(async () => 'b');
    const watcher = createVersionWatcher({ currentBuildId: 'a', fetchBuildId });
    await watcher.check();
    await watcher.check();
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(watcher.isOutdated()).toBe(true);
  });

  it('once outdated, every later check answers outdated, even if the server names this build again', async () => {
    const fetchBuildId = vi.fn<() => Promise<string>>().mockResolvedValueOnce('b').mockResolvedValue('a');
    const watcher = createVersionWatcher({ currentBuildId: 'a', fetchBuildId });
    await expect(watcher.check()).resolves.toBe(true);
    await expect(watcher.check()).resolves.toBe(true);
    await expect(watcher.check()).resolves.toBe(true);
    expect(watcher.isOutdated()).toBe(true);
  });

  it('stopping the hourly checks cancels the scheduled interval', () => {
    const watcher = createVersionWatcher({ currentBuildId: 'a', fetchBuildId: async () => 'a' });
    const handle = Symbol('interval');
    const cancel = vi.fn();
    const stop = startHourlyChecks(watcher, () => handle, cancel);
    expect(cancel).not.toHaveBeenCalled();
    stop();
    expect(cancel).toHaveBeenCalledWith(handle);
  });

  describe('with the real interval', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks the server once an hour until stopped, and never after', () => {
      const fetchBuildId = vi.fn(async () => 'a');
      const watcher = createVersionWatcher({ currentBuildId: 'a', fetchBuildId });
      const stop = startHourlyChecks(watcher);
      vi.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS - 1);
      expect(fetchBuildId).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fetchBuildId).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS);
      expect(fetchBuildId).toHaveBeenCalledTimes(2);

      stop();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(3 * VERSION_CHECK_INTERVAL_MS);
      expect(fetchBuildId).toHaveBeenCalledTimes(2);
    });
  });
});
