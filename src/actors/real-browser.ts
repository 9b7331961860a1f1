import Cookies from 'js-cookie';
import type { Script } from '../../contract/serbian-script';
import type { Browser, Navigation } from './browser';
import { createOtherTabs } from './other-tabs';
import { showToast } from './toast';

let shown: Promise<void> = Promise.resolve();
let cyrillicLoaded = false;

/**
 * The page in `script`, in the order asked. The transliteration (./page-script.ts) loads with the
 * first choice of Cyrillic: a page shown in Latin, as every page starts, needs none of it.
 */
function showScript(script: Script): void {
  if (script === 'latin' && !cyrillicLoaded) return;
  cyrillicLoaded = true;
  shown = shown
    .then(() => import('./page-script'))
    .then(({ showPageInScript }) => showPageInScript(script))
    .catch((error: unknown) => console.error('Pismo nije promenjeno', error));
}

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
    showScript,
    logError: (message, error) => console.error(message, error),
  };
}
