import type { Script } from '../../../contract/serbian-script';
import type { Browser, CookieOptions, OtherTabs } from '../../../src/actors/browser';
import type { Toast } from '../../../machines/shared/toast';

type FakeBrowserSetup = {
  cookies?: Record<string, string>;
  storage?: Record<string, string>;
  session?: Record<string, string>;
  path?: string;
  /** The tabs of one browser: fake browsers given the same bus hear each other's announcements. */
  tabs?: TabBus;
};

/** A BroadcastChannel between fake browsers: an announcement reaches every other tab, not its own. */
export function createTabBus() {
  const listeners = new Set<{ tab: object; cartChanged: () => void }>();
  return {
    join(
      tab: object,
    ): Pick<OtherTabs, 'announceCartChange'> & { listen(cartChanged: () => void): () => void } {
      return {
        announceCartChange: () => {
          for (const listener of listeners) if (listener.tab !== tab) listener.cartChanged();
        },
        listen: (cartChanged) => {
          const listener = { tab, cartChanged };
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
      };
    },
  };
}
export type TabBus = ReturnType<typeof createTabBus>;

/**
 * A browser for tests of the real src/actors effects: cookies (with the options they were
 * written with), local storage, the current path, toasts shown and errors logged.
 */
export function createFakeBrowser(setup: FakeBrowserSetup = {}) {
  const cookies = new Map<string, { value: string; options: CookieOptions }>(
    Object.entries(setup.cookies ?? {}).map(([name, value]) => [name, { value, options: { path: '/' } }]),
  );
  const storage = new Map<string, string>(Object.entries(setup.storage ?? {}));
  const session = new Map<string, string>(Object.entries(setup.session ?? {}));
  const store = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  });
  const toasts: Toast[] = [];
  /** Every script the page was shown in, in order. */
  const scripts: Script[] = [];
  const navigations: string[] = [];
  /** Every navigation with how it was made: a new history entry, or the current one replaced. */
  const history: { to: string; replace: boolean }[] = [];
  const errors: { message: string; error: unknown }[] = [];
  const tab = (setup.tabs ?? createTabBus()).join({});
  const visibility = new Set<() => void>();
  let announcements = 0;
  const location = { path: setup.path ?? '/' };

  const browser: Browser = {
    cookies: {
      get: (name) => cookies.get(name)?.value,
      set: (name, value, options) => void cookies.set(name, { value, options }),
      remove: (name) => void cookies.delete(name),
    },
    storage: store(storage),
    session: store(session),
    navigation: {
      currentPath: () => location.path,
      navigate: (to, options) => {
        navigations.push(to);
        history.push({ to, replace: options?.replace === true });
        location.path = to;
      },
    },
    otherTabs: {
      announceCartChange: () => {
        announcements += 1;
        tab.announceCartChange();
      },
      watch: ({ cartChanged, visible }) => {
        const stopListening = tab.listen(cartChanged);
        visibility.add(visible);
        return () => {
          stopListening();
          visibility.delete(visible);
        };
      },
    },
    showToast: (toast) => void toasts.push(toast),
    showScript: (script) => void scripts.push(script),
    logError: (message, error) => void errors.push({ message, error }),
  };

  return {
    browser,
    cookies,
    storage,
    session,
    toasts,
    scripts,
    navigations,
    history,
    errors,
    location,
    /** How many times this tab told the others that the cart changed. */
    announcements: () => announcements,
    /** The shopper comes back to this tab. */
    becomeVisible: () => {
      for (const visible of visibility) visible();
    },
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
