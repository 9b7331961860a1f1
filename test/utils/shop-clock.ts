import { afterEach, vi } from 'vitest';

/**
 * Sets the clock a view test's pages read to an instant and holds it there until the test ends, so
 * a delivery date is the same whatever the hour the tests run (across the 14:00 cut-off and
 * midnight included). Only `Date` is held: timers run, so testing-library's polling waits and the
 * app's delays work as ever. With `minuteTicks`, the intervals are held too (the delivery date's
 * minute tick, src/components/ui/delivery-estimate-line.tsx) and run on `passMinutes` only.
 */
export function setShopClock(instant: string, { minuteTicks = false } = {}): void {
  vi.useFakeTimers({
    toFake: minuteTicks ? ['Date', 'setInterval', 'clearInterval'] : ['Date'],
    now: new Date(instant),
  });
}

/** Moves the held clock on, running the ticks that fall due. */
export const passMinutes = (minutes: number): void => {
  vi.advanceTimersByTime(minutes * 60_000);
};

afterEach(() => {
  vi.useRealTimers();
});
