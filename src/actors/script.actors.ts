import type { Script } from '../../contract/serbian-script';
import type { scriptMachine } from '../../machines/script/script.machine';
import { askInScript } from '../api/call-script';
import type { Browser, KeyValueStore } from './browser';
import type { ActionsOf } from './provide-types';

/** localStorage: the script this browser chose, "latin" or "cyrillic". */
export const SCRIPT_STORAGE_KEY = 'script';

/** The script this browser chose last time; null when it never chose (or the entry is unreadable). */
export function readStoredScript(storage: KeyValueStore): Script | null {
  try {
    const stored = storage.getItem(SCRIPT_STORAGE_KEY);
    return stored === 'latin' || stored === 'cyrillic' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The script machine's effects: the page shown in the script (and the calls asking for it, so mails
 * come in it), the choice kept for the next visit.
 */
export function scriptActions(browser: Browser): ActionsOf<typeof scriptMachine> {
  return {
    showScript: (_, { script }) => {
      browser.showScript(script);
      askInScript(script);
    },
    rememberScript: (_, { script }) => {
      try {
        browser.storage.setItem(SCRIPT_STORAGE_KEY, script);
      } catch {
        // Storage full or blocked: the choice holds for this visit only.
      }
    },
  };
}
