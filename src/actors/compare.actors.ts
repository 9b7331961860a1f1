import { fromPromise } from 'xstate';
import {
  COMPARE_PARAM,
  COMPARE_PATH,
  type CompareItem,
  compareHref,
  storedCompareSchema,
} from '../../contract/compare';
import { compareMachine } from '../../machines/compare/compare.machine';
import type { StoreListParams } from '../../machines/compare/compare.types';
import type { Browser } from './browser';

/** The localStorage key of the comparison list. */
export const COMPARE_STORAGE_KEY = 'compare_products';

/** The stored list, or an empty one when it is missing or not a list the shop wrote. */
function readList(browser: Browser): CompareItem[] {
  try {
    const parsed = storedCompareSchema.safeParse(
      JSON.parse(browser.storage.getItem(COMPARE_STORAGE_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The comparison list with its browser effects: read from and written to localStorage; on the
 * comparison page (`onComparePage`), each change the shopper makes also replaces the page's
 * address, so the address names what is shown and may be shared (the list the address gave leaves
 * it as it was, so the page still says which of its products are not shown).
 */
export function compareLogic(browser: Browser, { onComparePage }: { onComparePage: boolean }) {
  return compareMachine.provide({
    actors: { readStored: fromPromise(async () => readList(browser)) },
    actions: {
      storeList: (_, { items, fromPage }: StoreListParams) => {
        if (items.length === 0) browser.storage.removeItem(COMPARE_STORAGE_KEY);
        else browser.storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
        if (!onComparePage || fromPage) return;
        const [path, search = ''] = browser.navigation.currentPath().split('?');
        const shown = new URLSearchParams(search).get(COMPARE_PARAM) ?? '';
        const wanted = items.map((item) => item.id).join(',');
        if (path === COMPARE_PATH && shown !== wanted)
          browser.navigation.navigate(compareHref(items.map((item) => item.id)), { replace: true });
      },
      logError: (_, { message, error }) => browser.logError(message, error),
    },
  });
}
