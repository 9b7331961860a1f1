import type { Script } from '../../contract/serbian-script';
import type { Toast } from '../../machines/shared/toast';

/** Options of a cookie the shop writes; `expires` in days, none for a browser-session cookie. */
export type CookieOptions = { path: string; expires?: number };

/** The cookies of the page (js-cookie in the browser, a Map in tests). */
export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string, options: { path: string }): void;
};

/** localStorage, or a Map in tests. */
export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** Where the shopper is and how to send them elsewhere (wouter in the browser). */
export type Navigation = {
  currentPath(): string;
  /** A new history entry, or with `replace` the current one changed. */
  navigate(to: string, options?: { replace?: boolean }): void;
};

/** The shop's other tabs in this browser, and whether this one is visible. */
export type OtherTabs = {
  /** Tells the other tabs that the cart changed. */
  announceCartChange(): void;
  /** Calls back when another tab changed the cart, or this tab became visible; returns the stop. */
  watch(handlers: { cartChanged: () => void; visible: () => void }): () => void;
};

/**
 * Everything outside the machines that their actions touch. src/lib builds the real one
 * (src/actors/real-browser.ts); tests give fakes, so every effect can be checked.
 */
export type Browser = {
  cookies: CookieJar;
  storage: KeyValueStore;
  /** sessionStorage: what lasts for this tab's browser session (the checkout's form). */
  session: KeyValueStore;
  navigation: Navigation;
  otherTabs: OtherTabs;
  showToast: (toast: Toast) => void;
  /** The whole page shown in Latin or Cyrillic (./page-script.ts). */
  showScript: (script: Script) => void;
  logError: (message: string, error: unknown) => void;
};
