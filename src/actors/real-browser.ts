import Cookies from 'js-cookie';
import type { Browser } from './browser';
import { showToast } from './toast';

/** The browser the machines' actions act on: js-cookie, localStorage, the given navigation, toasts. */
export function createRealBrowser(navigate: (to: string) => void): Browser {
  return {
    cookies: {
      get: (name) => Cookies.get(name),
      set: (name, value, options) => void Cookies.set(name, value, { ...options, sameSite: 'lax' }),
      remove: (name, options) => Cookies.remove(name, options),
    },
    storage: window.localStorage,
    navigation: { currentPath: () => window.location.pathname, navigate },
    showToast,
    logError: (message, error) => console.error(message, error),
  };
}
