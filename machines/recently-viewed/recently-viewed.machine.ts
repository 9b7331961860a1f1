import { assign, setup } from 'xstate';
import { lawfulRecent, type RecentItem, withViewed } from '../../contract/recently-viewed';
import type { LogErrorParams } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import { readStoredList } from '../shared/read-stored-list';
import type { RecentlyViewedContext, RecentlyViewedEvent, StoreRecentParams } from './recently-viewed.types';

/** The provided `storeList` with the list as this step's earlier actions left it. */
const storeCurrent = {
  type: 'storeList' as const,
  params: ({ context }: { context: RecentlyViewedContext }): StoreRecentParams => ({ items: context.items }),
};

/**
 * The products this browser viewed lately (issue 36): the last eight, newest first, each once,
 * kept in localStorage. Runs with the pages that show it (the product page, the empty cart) and is
 * read from the browser when it starts, so the server renders nothing of it and hydration matches.
 */
export const recentlyViewedMachine = setup({
  types: {} as { context: RecentlyViewedContext; events: RecentlyViewedEvent },
  actors: {
    readStored: notProvided<RecentItem[]>('readStored'),
  },
  actions: {
    adoptStored: assign({
      items: ({ event }) => (event.type === 'xstate.done.actor.readStored' ? lawfulRecent(event.output) : []),
    }),
    recordView: assign({
      items: ({ context, event }) =>
        event.type === 'recentlyViewed.view' ? withViewed(context.items, event.item) : context.items,
    }),
    clearItems: assign({ items: [] }),
    // Provided by src/actors: localStorage.
    storeList: (_, _params: StoreRecentParams) => {},
    logError: (_, _params: LogErrorParams) => {},
  },
  guards: {
    /** A view naming a product (a payload-less one names none). */
    namesProduct: ({ event }) =>
      event.type === 'recentlyViewed.view' && typeof event.item === 'object' && event.item !== null,
    hasItems: ({ context }) => context.items.length > 0,
  },
}).createMachine({
  id: 'recentlyViewed',
  context: { items: [] },
  initial: 'reading',
  states: {
    reading: {
      description:
        'Reading the list this browser kept; a view meanwhile waits (the page sends it when ready).',
      invoke: readStoredList('Nedavno pregledani proizvodi nisu pročitani'),
    },
    ready: {
      description: 'The list is shown; each view and the clearing are stored at once.',
      on: {
        'recentlyViewed.view': { guard: 'namesProduct', actions: ['recordView', storeCurrent] },
        'recentlyViewed.clear': { guard: 'hasItems', actions: ['clearItems', storeCurrent] },
      },
    },
  },
});
