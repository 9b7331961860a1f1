import Cookies from 'js-cookie';
import type { Browser, Navigation } from './browser';
import { whenPageHydrated } from '../lib/page-hydrated';
import { createOtherTabs } from './other-tabs';
import { showPageInScript } from './page-script';
import { showToast } from './toast';

/** The browser the machines' actions act on: js-cookie, localStorage, the given navigation, toasts, the page's script. */
export function createRealBrowser(navigate: Navigation['navigate']): Browser {
  return {
    cookies: {
      get: (name) => Cookies.get(name),
      set: (name, value, options) => void Cookies.set(name, value, { ...options, sameSite: 'lax' }),
      remove: (name, options) => Cookies.remove(name, options),
    },
    storage: window.localStorage,
    session: window.sessionStorage,
    navigation: { currentPath: () => window.location.pathname, navigate },
    otherTabs: createOtherTabs(),
    showToast,
    // After hydration: the transliteration changes the DOM, which must first be React's.
    showScript: (script) => whenPageHydrated(() => showPageInScript(script)),
    logError: (message, error) => console.error(message, error),
  };
}
