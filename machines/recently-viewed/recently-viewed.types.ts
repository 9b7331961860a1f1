import type { RecentItem } from '../../contract/recently-viewed';

export type RecentlyViewedContext = {
  /** The products seen, newest first, each once. */
  items: RecentItem[];
};

export type RecentlyViewedEvent =
  /** The product page showed this product. */
  | { type: 'recentlyViewed.view'; item: RecentItem }
  /** "Obriši istoriju pregleda". */
  | { type: 'recentlyViewed.clear' }
  | { type: 'xstate.done.actor.readStored'; output: RecentItem[] }
  | { type: 'xstate.error.actor.readStored'; error: unknown };

/** The params of the provided `storeList` action. */
export type StoreRecentParams = { items: RecentItem[] };

/*
 * What src/actors provides:
 *   readStored  input: none   output: RecentItem[]   localStorage (an unreadable entry is an empty list)
 * and the actions: storeList (localStorage), logError.
 */
