import { and, assign, setup } from 'xstate';
import { type CompareItem, compareTexts } from '../../contract/compare';
import type { LogErrorParams } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import { readStoredList } from '../shared/read-stored-list';
import { isChosen, isFull, isOtherCategory, lawfulList } from './compare.rules';
import type { CompareContext, CompareEvent, StoreListParams } from './compare.types';

/** The provided `storeList` with the list as this step's earlier actions left it. */
const storeCurrent = {
  type: 'storeList' as const,
  params: ({ context }: { context: CompareContext }): StoreListParams => ({
    items: context.items,
    fromPage: false,
  }),
};

/** The same, for the list the comparison page's address gave: the address stays as the shopper gave it. */
const storeShown = {
  type: 'storeList' as const,
  params: ({ context }: { context: CompareContext }): StoreListParams => ({
    items: context.items,
    fromPage: true,
  }),
};

const toggled = (event: CompareEvent) => (event.type === 'compare.toggle' ? event.item : undefined);

/**
 * The comparison list (issue 36): up to four products of one category, chosen with "Uporedi" on a
 * card or a product page, kept in the browser (localStorage) so it survives a reload, and on the
 * comparison page kept in its address. A fifth product or one of another category is refused
 * with a Serbian notice. Runs with the pages that show it (src/lib/compare), read from the browser
 * when it starts: the server renders none of it.
 */
export const compareMachine = setup({
  types: {} as { context: CompareContext; events: CompareEvent },
  actors: {
    readStored: notProvided<CompareItem[]>('readStored'),
  },
  actions: {
    adoptStored: assign({
      items: ({ event }) => (event.type === 'xstate.done.actor.readStored' ? lawfulList(event.output) : []),
    }),
    addItem: assign({
      items: ({ context, event }) => [...context.items, toggled(event)!],
      notice: null,
    }),
    removeToggled: assign({
      items: ({ context, event }) => context.items.filter((item) => item.id !== toggled(event)!.id),
      notice: null,
    }),
    removeItem: assign({
      items: ({ context, event }) =>
        event.type === 'compare.remove'
          ? context.items.filter((item) => item.id !== event.productId)
          : context.items,
      notice: null,
    }),
    clearItems: assign({ items: [], notice: null }),
    adoptShown: assign({
      items: ({ event }) => (event.type === 'compare.adopt' ? lawfulList(event.items) : []),
      notice: null,
    }),
    refuseFull: assign({ notice: compareTexts.full }),
    refuseOtherCategory: assign({ notice: compareTexts.otherCategory }),
    dismissNotice: assign({ notice: null }),
    setOnlyDifferences: assign({
      onlyDifferences: ({ context, event }) =>
        event.type === 'compare.onlyDifferences' ? event.only : context.onlyDifferences,
    }),
    // Provided by src/actors: localStorage, and the comparison page's address.
    storeList: (_, _params: StoreListParams) => {},
    logError: (_, _params: LogErrorParams) => {},
  },
  guards: {
    /** A toggle naming a product (a payload-less one names none). */
    namesProduct: ({ event }) =>
      event.type === 'compare.toggle' && typeof event.item === 'object' && event.item !== null,
    isToggledChosen: ({ context, event }) => isChosen(context.items, toggled(event)!.id),
    isListFull: ({ context }) => isFull(context.items),
    isToggledOtherCategory: ({ context, event }) => isOtherCategory(context.items, toggled(event)!),
    isRemovedChosen: ({ context, event }) =>
      event.type === 'compare.remove' && isChosen(context.items, event.productId),
    hasItems: ({ context }) => context.items.length > 0,
    hasNotice: ({ context }) => context.notice !== null,
    isAdoptList: ({ event }) => event.type === 'compare.adopt' && Array.isArray(event.items),
    /** The checkbox says yes or no (a payload-less event says neither). */
    isOnlyDifferencesChoice: ({ event }) =>
      event.type === 'compare.onlyDifferences' && typeof event.only === 'boolean',
  },
}).createMachine({
  id: 'compare',
  context: { items: [], notice: null, onlyDifferences: false },
  initial: 'reading',
  on: {
    'compare.onlyDifferences': {
      guard: 'isOnlyDifferencesChoice',
      actions: 'setOnlyDifferences',
      description: 'Which rows the table shows: stored nowhere, and acting before the list is read too.',
    },
  },
  states: {
    reading: {
      description: 'Reading the list this browser kept; until then nothing is shown and no toggle acts.',
      invoke: readStoredList('Lista za poređenje nije pročitana'),
    },
    ready: {
      description: 'The list is shown (the bar, the toggles, the page) and each change is stored at once.',
      on: {
        'compare.toggle': [
          {
            guard: and(['namesProduct', 'isToggledChosen']),
            actions: ['removeToggled', storeCurrent],
          },
          { guard: and(['namesProduct', 'isListFull']), actions: 'refuseFull' },
          { guard: and(['namesProduct', 'isToggledOtherCategory']), actions: 'refuseOtherCategory' },
          { guard: 'namesProduct', actions: ['addItem', storeCurrent] },
        ],
        'compare.remove': {
          guard: 'isRemovedChosen',
          actions: ['removeItem', storeCurrent],
        },
        'compare.clear': {
          guard: 'hasItems',
          actions: ['clearItems', storeCurrent],
        },
        'compare.adopt': {
          guard: 'isAdoptList',
          actions: ['adoptShown', storeShown],
        },
        'compare.dismiss': { guard: 'hasNotice', actions: 'dismissNotice' },
      },
    },
  },
});
