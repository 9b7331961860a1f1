import { fromPromise } from 'xstate';
import { type RecentItem, storedRecentSchema } from '../../contract/recently-viewed';
import { recentlyViewedMachine } from '../../machines/recently-viewed/recently-viewed.machine';
import type { StoreRecentParams } from '../../machines/recently-viewed/recently-viewed.types';
import type { Browser } from './browser';

/** The localStorage key of the recently viewed products. */
export const RECENT_STORAGE_KEY = 'recently_viewed';

function readList(browser: Browser): RecentItem[] {
  try {
    const parsed = storedRecentSchema.safeParse(
      JSON.parse(browser.storage.getItem(RECENT_STORAGE_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The recently viewed list with its browser effects: read from and written to localStorage. */
export function recentlyViewedLogic(browser: Browser) {
  return recentlyViewedMachine.provide({
    actors: { readStored: fromPromise(async () => readList(browser)) },
    actions: {
      storeList: (_, { items }: StoreRecentParams) =>
        browser.storage.setItem(RECENT_STORAGE_KEY, JSON.stringify(items)),
      logError: (_, { message, error }) => browser.logError(message, error),
    },
  });
}
