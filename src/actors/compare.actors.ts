import { fromPromise } from 'xstate';
import { COMPARE_PARAM, COMPARE_PATH, compareHref, storedCompareSchema } from '../../contract/compare';
import { compareMachine } from '../../machines/compare/compare.machine';
import type { StoreListParams } from '../../machines/compare/compare.types';
import type { Browser } from './browser';
import { storedList } from './stored-list';

/** The localStorage key of the comparison list. */
export const COMPARE_STORAGE_KEY = 'compare_products';

/**
 * The comparison list with its browser effects: read from and written to localStorage; on the
 * comparison page (`onComparePage`), each change the shopper makes also replaces the page's
 * address, so the address names what is shown and may be shared (the list the address gave leaves
 * it as it was, so the page still says which of its products are not shown).
 */
export function compareLogic(browser: Browser, { onComparePage }: { onComparePage: boolean }) {
  const stored = storedList(browser.storage, COMPARE_STORAGE_KEY, storedCompareSchema);
  return compareMachine.provide({
    actors: { readStored: fromPromise(async () => stored.read()) },
    actions: {
      storeList: (_, { items, fromPage }: StoreListParams) => {
        stored.write(items);
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
