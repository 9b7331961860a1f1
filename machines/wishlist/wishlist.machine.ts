import { assign, emit, sendTo, setup } from 'xstate';
import type { Wishlist, WishlistItem } from '../../contract/wishlist';
import { enqueued, runningCommand } from '../shared/command-queue';
import { errorMessage } from '../shared/error-message';
import { type LogErrorParams, logFailure } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import { WISHLIST_FAILURES } from './wishlist.messages';
import { commandFor, knownWishlistId } from './wishlist.queue';
import {
  byPriority,
  isValidMove,
  moved,
  prioritiesOf,
  rolledBack,
  updatedListOf,
  withAddedItem,
  withoutItems,
} from './wishlist.rules';
import type {
  AddToWishlistInput,
  RemoveFromWishlistInput,
  RemoveManyFromWishlistInput,
  SaveOrderInput,
  WishlistCommand,
  WishlistContext,
  WishlistEmitted,
  WishlistEvent,
  WishlistIdInput,
} from './wishlist.types';

/**
 * The default wishlist of a verified user (spec §4 Wishlist, §5, §6). Like the cart, calls asked
 * for while one runs are queued and run in order (a heart clicked on two product cards must not
 * lose one). Reordering is optimistic: the list moves at once and rolls back if saving fails.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    emitted: {} as WishlistEmitted,
  },
  actors: {
    fetchWishlist: notProvided<Wishlist>('fetchWishlist'),
    addToWishlist: notProvided<WishlistItem, AddToWishlistInput>('addToWishlist'),
    removeFromWishlist: notProvided<unknown, RemoveFromWishlistInput>('removeFromWishlist'),
    removeManyFromWishlist: notProvided<unknown, RemoveManyFromWishlistInput>('removeManyFromWishlist'),
    clearWishlist: notProvided<unknown, WishlistIdInput>('clearWishlist'),
    saveWishlistOrder: notProvided<unknown, SaveOrderInput>('saveWishlistOrder'),
  },
  actions: {
    logError: (_, _params: LogErrorParams) => {},
    enqueue: assign({ queue: ({ context, event }) => enqueued(context.queue, commandFor(event)) }),
    startNext: assign({
      running: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    finishRunning: assign({ running: null }),
    forgetWishlist: assign({ wishlistId: null, items: [], running: null, queue: [] as WishlistCommand[] }),
    assignWishlist: assign((_, { wishlist }: { wishlist: Wishlist }) => ({
      wishlistId: wishlist.id,
      items: byPriority(wishlist.wishlistItems),
    })),
    appendAdded: assign({
      items: ({ context }, { item }: { item: WishlistItem }) => withAddedItem(context.items, item),
    }),
    dropRemoved: assign({
      items: ({ context }) => withoutItems(context.items, [runningCommand(context, 'remove').itemId]),
    }),
    dropRemovedMany: assign({
      items: ({ context }) => withoutItems(context.items, runningCommand(context, 'removeMany').itemIds),
    }),
    emptyItems: assign({ items: [] }),
    /** Moves the item at once and queues the save, remembering the order to roll back to. */
    reorderAtOnce: assign(({ context }, { fromIndex, toIndex }: { fromIndex: number; toIndex: number }) => ({
      items: moved(context.items, fromIndex, toIndex),
      queue: [...context.queue, { type: 'reorder' as const, before: prioritiesOf(context.items) }],
    })),
    /** Later queued reorders were made on top of the failed one: they are undone with it. */
    rollBackOrder: assign(({ context }) => ({
      items: rolledBack(context.items, runningCommand(context, 'reorder').before),
      queue: context.queue.filter((command) => command.type !== 'reorder'),
    })),
    askCartToAdd: sendTo(
      ({ system }) => system.get(systemIds.cart),
      ({ context, self }, { itemId }: { itemId: number }) => ({
        type: 'cart.add' as const,
        productId: context.items.find((item) => item.id === itemId)?.product.id ?? 0,
        replyTo: self,
      }),
    ),
    removeMovedItem: assign({
      queue: ({ context }, { productId }: { productId: number }) => {
        const item = context.items.find((entry) => entry.product.id === productId);
        return enqueued(context.queue, item ? { type: 'remove' as const, itemId: item.id } : null);
      },
    }),
    emitAddFailed: emit(({ context }, { error }: { error: unknown }) => ({
      type: 'wishlist.addFailed' as const,
      productId: runningCommand(context, 'add').productId,
      message: errorMessage(error),
    })),
  },
  guards: {
    nextCommandIs: ({ context }, { type }: { type: WishlistCommand['type'] }) =>
      context.queue[0]?.type === type,
    hasItem: ({ context }, { itemId }: { itemId: number }) =>
      context.items.some((item) => item.id === itemId),
    hasAllItems: ({ context }, { itemIds }: { itemIds: number[] }) =>
      itemIds.length > 0 && itemIds.every((itemId) => context.items.some((item) => item.id === itemId)),
    hasProduct: ({ context }, { productId }: { productId: number }) =>
      context.items.some((item) => item.product.id === productId),
    /** Not in the list, nor already asked for (a heart clicked twice adds once). */
    lacksProduct: ({ context }, { productId }: { productId: number }) =>
      !context.items.some((item) => item.product.id === productId) &&
      ![context.running, ...context.queue].some(
        (command) => command?.type === 'add' && command.productId === productId,
      ),
    canMove: ({ context }, { fromIndex, toIndex }: { fromIndex: number; toIndex: number }) =>
      isValidMove(context.items, fromIndex, toIndex),
  },
}).createMachine({
  id: 'wishlist',
  context: { wishlistId: null, items: [], running: null, queue: [] },
  initial: 'unloaded',
  on: {
    'wishlist.reset': { target: '.unloaded', actions: 'forgetWishlist' },
  },
  states: {
    unloaded: {
      description:
        'Only a verified user has a wishlist (it is fetched only for one): until then views are refused, so snapshot.can() tells them to steer the shopper to verification.',
      on: { 'wishlist.fetch': 'available' },
    },
    available: {
      initial: 'loading',
      on: {
        'wishlist.fetch': { actions: 'enqueue' },
        'wishlist.add': {
          guard: { type: 'lacksProduct', params: ({ event }) => ({ productId: event.productId }) },
          actions: 'enqueue',
        },
        'wishlist.remove': {
          guard: { type: 'hasItem', params: ({ event }) => ({ itemId: event.itemId }) },
          actions: 'enqueue',
        },
        'wishlist.removeMany': {
          guard: { type: 'hasAllItems', params: ({ event }) => ({ itemIds: event.itemIds }) },
          actions: 'enqueue',
        },
        'wishlist.clear': { actions: 'enqueue' },
        'wishlist.reorder': {
          guard: { type: 'canMove', params: ({ event: { fromIndex, toIndex } }) => ({ fromIndex, toIndex }) },
          actions: {
            type: 'reorderAtOnce',
            params: ({ event: { fromIndex, toIndex } }) => ({ fromIndex, toIndex }),
          },
        },
        'wishlist.moveToCart': {
          guard: { type: 'hasItem', params: ({ event }) => ({ itemId: event.itemId }) },
          actions: { type: 'askCartToAdd', params: ({ event }) => ({ itemId: event.itemId }) },
        },
        'cart.itemAdded': {
          guard: { type: 'hasProduct', params: ({ event }) => ({ productId: event.productId }) },
          actions: { type: 'removeMovedItem', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
      states: {
        loading: {
          tags: 'busy',
          description: 'Requests made meanwhile wait in the queue.',
          invoke: {
            id: 'fetchWishlist',
            src: 'fetchWishlist',
            onDone: {
              target: 'idle',
              actions: { type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) },
            },
            onError: {
              target: '#wishlist.unloaded',
              actions: [logFailure(WISHLIST_FAILURES.fetch), 'forgetWishlist'],
            },
          },
        },
        idle: {
          entry: 'finishRunning',
          description: 'Starts the next queued command, if any.',
          always: [
            { guard: { type: 'nextCommandIs', params: { type: 'fetch' } }, target: 'working.fetching' },
            { guard: { type: 'nextCommandIs', params: { type: 'add' } }, target: 'working.adding' },
            { guard: { type: 'nextCommandIs', params: { type: 'remove' } }, target: 'working.removing' },
            {
              guard: { type: 'nextCommandIs', params: { type: 'removeMany' } },
              target: 'working.removingMany',
            },
            { guard: { type: 'nextCommandIs', params: { type: 'clear' } }, target: 'working.clearing' },
            { guard: { type: 'nextCommandIs', params: { type: 'reorder' } }, target: 'working.savingOrder' },
          ],
        },
        working: {
          tags: 'busy',
          entry: 'startNext',
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchWishlist',
                src: 'fetchWishlist',
                onDone: {
                  target: '#wishlist.available.idle',
                  actions: { type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output }) },
                },
                onError: { target: '#wishlist.available.idle', actions: logFailure(WISHLIST_FAILURES.fetch) },
              },
            },
            adding: {
              invoke: {
                id: 'addToWishlist',
                src: 'addToWishlist',
                input: ({ context }) => ({
                  wishlistId: knownWishlistId(context),
                  productId: runningCommand(context, 'add').productId,
                }),
                onDone: {
                  target: '#wishlist.available.idle',
                  actions: { type: 'appendAdded', params: ({ event }) => ({ item: event.output }) },
                },
                onError: {
                  target: '#wishlist.available.idle',
                  actions: { type: 'emitAddFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            removing: {
              invoke: {
                id: 'removeFromWishlist',
                src: 'removeFromWishlist',
                input: ({ context }) => ({ itemId: runningCommand(context, 'remove').itemId }),
                onDone: { target: '#wishlist.available.idle', actions: 'dropRemoved' },
                onError: {
                  target: '#wishlist.available.idle',
                  actions: logFailure(WISHLIST_FAILURES.remove),
                },
              },
            },
            removingMany: {
              invoke: {
                id: 'removeManyFromWishlist',
                src: 'removeManyFromWishlist',
                input: ({ context }) => ({ itemIds: runningCommand(context, 'removeMany').itemIds }),
                onDone: { target: '#wishlist.available.idle', actions: 'dropRemovedMany' },
                onError: {
                  target: '#wishlist.available.idle',
                  actions: logFailure(WISHLIST_FAILURES.removeMany),
                },
              },
            },
            clearing: {
              invoke: {
                id: 'clearWishlist',
                src: 'clearWishlist',
                input: ({ context }) => ({ wishlistId: knownWishlistId(context) }),
                onDone: { target: '#wishlist.available.idle', actions: 'emptyItems' },
                onError: { target: '#wishlist.available.idle', actions: logFailure(WISHLIST_FAILURES.clear) },
              },
            },
            savingOrder: {
              invoke: {
                id: 'saveWishlistOrder',
                src: 'saveWishlistOrder',
                input: ({ context }) => ({
                  wishlistId: knownWishlistId(context),
                  updatedList: updatedListOf(context.items),
                }),
                onDone: { target: '#wishlist.available.idle' },
                onError: {
                  target: '#wishlist.available.idle',
                  actions: ['rollBackOrder', logFailure(WISHLIST_FAILURES.reorder)],
                },
              },
            },
          },
        },
      },
    },
  },
});
