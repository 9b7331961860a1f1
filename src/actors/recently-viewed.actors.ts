import { fromPromise } from 'xstate';
import { storedRecentSchema } from '../../contract/recently-viewed';
import { recentlyViewedMachine } from '../../machines/recently-viewed/recently-viewed.machine';
import type { StoreRecentParams } from '../../machines/recently-viewed/recently-viewed.types';
import type { Browser } from './browser';
import { storedList } from './stored-list';

/** The localStorage key of the recently viewed products. */
export const RECENT_STORAGE_KEY = 'recently_viewed';

/** The recently viewed list with its browser effects: read from and written to localStorage. */
export function recentlyViewedLogic(browser: Browser) {
  const stored = storedList(browser.storage, RECENT_STORAGE_KEY, storedRecentSchema);
  return recentlyViewedMachine.provide({
    actors: { readStored: fromPromise(async () => stored.read()) },
    actions: {
      storeList: (_, { items }: StoreRecentParams) => stored.write(items),
      logError: (_, { message, error }) => browser.logError(message, error),
    },
  });
}
