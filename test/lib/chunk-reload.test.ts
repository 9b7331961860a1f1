import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from '../../src/lib/chunk-reload';

function session() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('spec §4: a failed page chunk reloads the page at most once per 10 seconds per path', () => {
  it('the first chunk failure on a path reloads the page', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError('/korpa', { storage: session(), now: () => 1_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // The window is written out (10 000 ms), not read from the module's constant: the spec's number is the rule.
  it('a second failure on the same path within 10 s does not reload again', () => {
    const storage = session();
    const reload = vi.fn();
    reloadOnceForChunkError('/korpa', { storage, now: () => 1_000, reload });
    expect(reloadOnceForChunkError('/korpa', { storage, now: () => 10_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after 10 s the same path may reload once more', () => {
    const storage = session();
    const reload = vi.fn();
    reloadOnceForChunkError('/korpa', { storage, now: () => 1_000, reload });
    expect(reloadOnceForChunkError('/korpa', { storage, now: () => 11_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('each path has its own 10 s', () => {
    const storage = session();
    const reload = vi.fn();
    reloadOnceForChunkError('/korpa', { storage, now: () => 1_000, reload });
    expect(reloadOnceForChunkError('/proizvodi', { storage, now: () => 1_500, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the browsers’ chunk load errors and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/korpa-1a2b.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('also reads a rejection that is not an Error (a message alone, or nothing)', () => {
    expect(isChunkLoadError('error loading dynamically imported module: /assets/korpa-1a2b.js')).toBe(true);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
