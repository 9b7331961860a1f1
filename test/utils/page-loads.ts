import { vi } from 'vitest';

/**
 * Replaces `window.location` with one that records full page loads (assign, replace, reload), which
 * jsdom does not implement; everything else (pathname, search …) reads the real location, so the
 * router keeps working. vitest's jsdom globals are configurable; `vi.unstubAllGlobals()` restores it.
 */
export function recordPageLoads() {
  const real = window.location;
  const loads = {
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
    reload: vi.fn(),
  };
  // The target is a plain object: jsdom's Location has non-configurable methods a proxy may not replace.
  const recorded = new Proxy({} as Location, {
    get(_, key) {
      if (key in loads) return loads[key as keyof typeof loads];
      const value = Reflect.get(real, key);
      return typeof value === 'function' ? value.bind(real) : value;
    },
    set: (_, key, value) => Reflect.set(real, key, value),
    has: (_, key) => key in real,
  });
  vi.stubGlobal('location', recorded);
  return loads;
}
