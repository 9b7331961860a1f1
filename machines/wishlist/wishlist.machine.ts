import { assign, enqueueActions, setup } from 'xstate';
import type { Wishlist, WishlistItem } from '../../contract/wishlist';
import { enqueued, runningCommand } from '../shared/command-queue';
import { errorMessage } from '../shared/error-message';
import { type LogErrorParams, logFailure } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import { type CartAddEvent, systemIds } from '../shared/system';
import { WISHLIST_FAILURES, WISHLIST_OUTCOMES } from './wishlist.messages';
import { commandFor, knownWishlistId } from './wishlist.queue';
import {
  byPriority,
  isId,
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
  WishlistEvent,
  WishlistIdInput,
} from './wishlist.types';

/**
 * The default wishlist of a verified user (spec §4 Wishlist, §5, §6). Like the cart, calls asked
 * for while one runs are queued and run in order (a heart clicked on two product cards must not
 * lose one). Reordering is optimistic: the list moves at once and rolls back if saving fails.
 * A read that fails leaves the wishlist `failed` (the page offers to try again); a user with no
 * default wishlist gets one created, then read. How removals and moves went is `outcome`.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
  },
  actors: {
    fetchWishlist: notProvided<Wishlist | null>('fetchWishlist'),
    createWishlist: notProvided<unknown>('createWishlist'),
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
    forgetWishlist: assign({
      wishlistId: null,
      items: [],
      moving: [] as number[],
      outcome: null,
      running: null,
      queue: [] as WishlistCommand[],
    }),
    /** A new request from the shopper: what was said about the last one is old news. */
    forgetOutcome: assign({ outcome: null }),
    assignWishlist: assign((_, { wishlist }: { wishlist: Wishlist }) => ({
      wishlistId: wishlist.id,
      items: byPriority(wishlist.wishlistItems),
    })),
    appendAdded: assign({
      items: ({ context }, { item }: { item: WishlistItem }) => withAddedItem(context.items, item),
    }),
    dropRemoved: assign(({ context }) => {
      const { itemId, movedToCart } = runningCommand(context, 'remove');
      const item = context.items.find((entry) => entry.id === itemId);
      // Already gone (a clear or a re-read took it): nothing new to tell.
      if (!item) return {};
      const { name } = item.product;
      return {
        items: withoutItems(context.items, [itemId]),
        outcome: {
          failed: false as const,
          message: movedToCart ? WISHLIST_OUTCOMES.movedToCart(name) : WISHLIST_OUTCOMES.removed(name),
        },
      };
    }),
    dropRemovedMany: assign(({ context }) => {
      const { itemIds } = runningCommand(context, 'removeMany');
      return {
        items: withoutItems(context.items, itemIds),
        outcome: { failed: false as const, message: WISHLIST_OUTCOMES.removedMany(itemIds.length) },
      };
    }),
    emptyItems: assign({ items: [], outcome: { failed: false, message: WISHLIST_OUTCOMES.cleared } }),
    tellFailure: assign({
      outcome: (_, { message }: { message: string }) => ({ failed: true as const, message, productId: null }),
    }),
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
    askCartToAdd: enqueueActions(({ context, self, system, enqueue }, { itemId }: { itemId: number }) => {
      const item = context.items.find((entry) => entry.id === itemId);
      if (!item) return;
      enqueue.assign({ moving: [...context.moving, itemId] });
      const add: CartAddEvent = {
        type: 'cart.add',
        productId: item.product.id,
        stock: item.product.stock,
        replyTo: self,
      };
      // The cart's events are not this machine's: typed by CartAddEvent instead.
      enqueue.sendTo(system.get(systemIds.cart), add as never);
    }),
    removeMovedItem: assign(({ context }, { productId }: { productId: number }) => {
      const item = context.items.find((entry) => entry.product.id === productId);
      return {
        moving: context.moving.filter((id) => id !== item?.id),
        queue: enqueued(
          context.queue,
          item ? { type: 'remove' as const, itemId: item.id, movedToCart: true as const } : null,
        ),
      };
    }),
    /** The cart refused the product (stock, or the server): it stays on the list, and the shopper is told why. */
    keepRefusedItem: assign(({ context }, { productId, message }: { productId: number; message: string }) => {
      const item = context.items.find((entry) => entry.product.id === productId);
      return {
        moving: context.moving.filter((id) => id !== item?.id),
        outcome: { failed: true as const, message, productId: null },
      };
    }),
    tellAddFailed: assign({
      outcome: ({ context }, { error }: { error: unknown }) => ({
        failed: true as const,
        message: errorMessage(error),
        productId: runningCommand(context, 'add').productId,
      }),
    }),
  },
  guards: {
    nextCommandIs: ({ context }, { type }: { type: WishlistCommand['type'] }) =>
      context.queue[0]?.type === type,
    hasItem: ({ context }, { itemId }: { itemId: number }) =>
      context.items.some((item) => item.id === itemId),
    hasAllItems: ({ context }, { itemIds }: { itemIds: unknown }) =>
      Array.isArray(itemIds) &&
      itemIds.length > 0 &&
      itemIds.every((itemId) => context.items.some((item) => item.id === itemId)),
    /** Not in the list, nor already asked for (a heart clicked twice adds once). */
    lacksProduct: ({ context }, { productId }: { productId: number }) =>
      isId(productId) &&
      !context.items.some((item) => item.product.id === productId) &&
      ![context.running, ...context.queue].some(
        (command) => command?.type === 'add' && command.productId === productId,
      ),
    /** On the list and not already on its way to the cart. */
    canMoveToCart: ({ context }, { itemId }: { itemId: number }) =>
      context.items.some((item) => item.id === itemId) && !context.moving.includes(itemId),
    /** The cart answered a move this list asked for (an item of that product is on its way). */
    isMovingProduct: ({ context }, { productId }: { productId: number }) =>
      context.items.some((item) => item.product.id === productId && context.moving.includes(item.id)),
    /** GET /api/wishlist/default found none: the user's default wishlist is still to be created. */
    noWishlist: (_, { wishlist }: { wishlist: Wishlist | null }) => wishlist === null,
    canMove: ({ context }, { fromIndex, toIndex }: { fromIndex: number; toIndex: number }) =>
      isValidMove(context.items, fromIndex, toIndex),
  },
}).createMachine({
  id: 'wishlist',
  context: { wishlistId: null, items: [], moving: [], outcome: null, running: null, queue: [] },
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
    failed: {
      entry: 'forgetWishlist',
      description:
        'The wishlist could not be read (or created); spec §8 only logs it, and the page offers to try again (wishlist.fetch).',
      on: { 'wishlist.fetch': 'available' },
    },
    available: {
      initial: 'loading',
      on: {
        'wishlist.fetch': { actions: 'enqueue' },
        'wishlist.add': {
          guard: { type: 'lacksProduct', params: ({ event }) => ({ productId: event.productId }) },
          actions: ['forgetOutcome', 'enqueue'],
        },
        'wishlist.remove': {
          guard: { type: 'hasItem', params: ({ event }) => ({ itemId: event.itemId }) },
          actions: ['forgetOutcome', 'enqueue'],
        },
        'wishlist.removeMany': {
          guard: { type: 'hasAllItems', params: ({ event }) => ({ itemIds: event.itemIds }) },
          actions: ['forgetOutcome', 'enqueue'],
        },
        'wishlist.clear': { actions: ['forgetOutcome', 'enqueue'] },
        'wishlist.reorder': {
          guard: { type: 'canMove', params: ({ event: { fromIndex, toIndex } }) => ({ fromIndex, toIndex }) },
          actions: {
            type: 'reorderAtOnce',
            params: ({ event: { fromIndex, toIndex } }) => ({ fromIndex, toIndex }),
          },
        },
        'wishlist.moveToCart': {
          guard: { type: 'canMoveToCart', params: ({ event }) => ({ itemId: event.itemId }) },
          actions: [
            'forgetOutcome',
            { type: 'askCartToAdd', params: ({ event }) => ({ itemId: event.itemId }) },
          ],
        },
        'cart.itemAdded': {
          guard: { type: 'isMovingProduct', params: ({ event }) => ({ productId: event.productId }) },
          actions: { type: 'removeMovedItem', params: ({ event }) => ({ productId: event.productId }) },
        },
        'cart.itemNotAdded': {
          guard: { type: 'isMovingProduct', params: ({ event }) => ({ productId: event.productId }) },
          actions: {
            type: 'keepRefusedItem',
            params: ({ event }) => ({ productId: event.productId, message: event.message }),
          },
        },
      },
      states: {
        loading: {
          tags: 'busy',
          description: 'Requests made meanwhile wait in the queue.',
          invoke: {
            id: 'fetchWishlist',
            src: 'fetchWishlist',
            onDone: [
              {
                guard: { type: 'noWishlist', params: ({ event }) => ({ wishlist: event.output }) },
                target: 'creating',
              },
              {
                target: 'idle',
                actions: { type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output! }) },
              },
            ],
            onError: { target: '#wishlist.failed', actions: logFailure(WISHLIST_FAILURES.fetch) },
          },
        },
        creating: {
          tags: 'busy',
          description:
            'A verified user without a default wishlist (spec §7 POST /api/wishlist/create): create it, then read it.',
          invoke: {
            id: 'createWishlist',
            src: 'createWishlist',
            onDone: { target: 'loading' },
            onError: { target: '#wishlist.failed', actions: logFailure(WISHLIST_FAILURES.create) },
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
                onDone: [
                  {
                    guard: { type: 'noWishlist', params: ({ event }) => ({ wishlist: event.output }) },
                    target: '#wishlist.available.creating',
                  },
                  {
                    target: '#wishlist.available.idle',
                    actions: { type: 'assignWishlist', params: ({ event }) => ({ wishlist: event.output! }) },
                  },
                ],
                onError: { target: '#wishlist.failed', actions: logFailure(WISHLIST_FAILURES.fetch) },
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
                  actions: { type: 'tellAddFailed', params: ({ event }) => ({ error: event.error }) },
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
                  actions: [
                    logFailure(WISHLIST_FAILURES.remove),
                    { type: 'tellFailure', params: { message: WISHLIST_OUTCOMES.removeFailed } },
                  ],
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
                  actions: [
                    logFailure(WISHLIST_FAILURES.removeMany),
                    { type: 'tellFailure', params: { message: WISHLIST_OUTCOMES.removeFailed } },
                  ],
                },
              },
            },
            clearing: {
              invoke: {
                id: 'clearWishlist',
                src: 'clearWishlist',
                input: ({ context }) => ({ wishlistId: knownWishlistId(context) }),
                onDone: { target: '#wishlist.available.idle', actions: 'emptyItems' },
                onError: {
                  target: '#wishlist.available.idle',
                  actions: [
                    logFailure(WISHLIST_FAILURES.clear),
                    { type: 'tellFailure', params: { message: WISHLIST_OUTCOMES.clearFailed } },
                  ],
                },
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
