import type { Browser, CookieOptions } from '../../../src/actors/browser';
import type { Toast } from '../../../machines/shared/toast';

type FakeBrowserSetup = {
  cookies?: Record<string, string>;
  storage?: Record<string, string>;
  path?: string;
};

/**
 * A browser for tests of the real src/actors effects: cookies (with the options they were
 * written with), local storage, the current path, toasts shown and errors logged.
 */
export function createFakeBrowser(setup: FakeBrowserSetup = {}) {
  const cookies = new Map<string, { value: string; options: CookieOptions }>(
    Object.entries(setup.cookies ?? {}).map(([name, value]) => [name, { value, options: { path: '/' } }]),
  );
  const storage = new Map<string, string>(Object.entries(setup.storage ?? {}));
  const toasts: Toast[] = [];
  const navigations: string[] = [];
  const errors: { message: string; error: unknown }[] = [];
  const location = { path: setup.path ?? '/' };

  const browser: Browser = {
    cookies: {
      get: (name) => cookies.get(name)?.value,
      set: (name, value, options) => void cookies.set(name, { value, options }),
      remove: (name) => void cookies.delete(name),
    },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    navigation: {
      currentPath: () => location.path,
      navigate: (to) => {
        navigations.push(to);
        location.path = to;
      },
    },
    showToast: (toast) => void toasts.push(toast),
    logError: (message, error) => void errors.push({ message, error }),
  };

  return {
    browser,
    cookies,
    storage,
    toasts,
    navigations,
    errors,
    location,
    /** The cookie's value, or undefined. */
    cookie: (name: string) => cookies.get(name)?.value,
    /** The stored JSON under `key`, parsed. */
    stored: (key: string) => {
      const value = storage.get(key);
      return value === undefined ? undefined : JSON.parse(value);
    },
  };
}

export type FakeBrowser = ReturnType<typeof createFakeBrowser>;
