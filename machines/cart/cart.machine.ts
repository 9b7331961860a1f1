import { assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import type { Cart, CartItem } from '../../contract/cart';
import { MAX_LINE_QUANTITY } from '../../contract/cart-constants';
import { reviewOf } from '../../contract/order-review';
import { enqueued, runningCommand } from '../shared/command-queue';
import { errorMessage } from '../shared/error-message';
import { type LogErrorParams, logFailure } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import { CART_FAILURES } from './cart.messages';
import { commandFor, knownCartId } from './cart.queue';
import { itemCount, withAddedProduct, withoutLine, withUpdatedLine } from './cart.rules';
import type {
  AddItemInput,
  CartCommand,
  CartContext,
  CartEmitted,
  CartEvent,
  CartIdInput,
  NotifyUnavailableRemovedParams,
  RemovedCount,
  RemoveItemInput,
  UpdateQuantityInput,
} from './cart.types';

/**
 * The cart (spec §4 Cart, §8). Events that arrive while a call runs are QUEUED, not refused: each
 * call depends on the one before (whether an add appends or increments depends on the lines the
 * previous call left; a fetch must see the adds before it), and a refused click would be lost
 * without a word. The queue runs one call at a time, in order; `busy` is a tag for views.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    fetchCart: notProvided<Cart>('fetchCart'),
    addItem: notProvided<CartItem, AddItemInput>('addItem'),
    updateQuantity: notProvided<CartItem, UpdateQuantityInput>('updateQuantity'),
    removeItem: notProvided<unknown, RemoveItemInput>('removeItem'),
    clearCart: notProvided<unknown, CartIdInput>('clearCart'),
    removeUnavailable: notProvided<RemovedCount, CartIdInput>('removeUnavailable'),
  },
  actions: {
    logError: (_, _params: LogErrorParams) => {},
    notifyUnavailableRemoved: (_, _params: NotifyUnavailableRemovedParams) => {},
    enqueue: assign({ queue: ({ context, event }) => enqueued(context.queue, commandFor(event)) }),
    startNext: assign({
      running: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    finishRunning: assign({ running: null }),
    /** The re-fetch after removing unavailable items runs at once, before the queue. */
    refetchInstead: assign({ running: { type: 'fetch' } }),
    assignCart: assign((_, { cart }: { cart: Cart }) => ({ cartId: cart.id, items: cart.cartItems })),
    addReturnedItem: assign({
      items: ({ context }, { item }: { item: CartItem }) =>
        withAddedProduct(context.items, runningCommand(context, 'add').productId, item),
    }),
    replaceLine: assign({
      items: ({ context }, { item }: { item: CartItem }) => withUpdatedLine(context.items, item),
    }),
    dropLine: assign({
      items: ({ context }) => withoutLine(context.items, runningCommand(context, 'remove').itemId),
    }),
    emptyItems: assign({ items: [] }),
    assignStep: assign({ cartStep: ({ event }) => (event.type === 'cart.setStep' ? event.step : 0) }),
    forgetCart: assign({ cartId: null, items: [], cartStep: 0, running: null, queue: [] as CartCommand[] }),
    emptyAfterOrder: assign({ items: [], cartStep: 0 }),
    /** Checkout keeps its own copy of what it needs from the cart (see checkout.cartChanged). */
    tellCheckout: sendTo(
      ({ system }) => system.get(systemIds.checkout),
      ({ context }) => ({
        type: 'checkout.cartChanged' as const,
        cartId: context.cartId,
        itemCount: itemCount(context.items),
        reviewed: reviewOf(context.items),
      }),
    ),
    replyItemAdded: enqueueActions(({ context, enqueue }) => {
      const { productId, replyTo } = runningCommand(context, 'add');
      if (replyTo) enqueue.sendTo(replyTo, { type: 'cart.itemAdded', productId });
    }),
    emitAddFailed: emit(({ context }, { error }: { error: unknown }) => ({
      type: 'cart.addFailed' as const,
      productId: runningCommand(context, 'add').productId,
      message: errorMessage(error),
    })),
    emitUpdateFailed: emit(({ context }, { error }: { error: unknown }) => ({
      type: 'cart.updateFailed' as const,
      cartItemId: runningCommand(context, 'updateQuantity').cartItemId,
      message: errorMessage(error),
    })),
  },
  guards: {
    nextCommandIs: ({ context }, { type }: { type: CartCommand['type'] }) => context.queue[0]?.type === type,
    hasLine: ({ context }, { itemId }: { itemId: number }) =>
      context.items.some((item) => item.id === itemId),
    canSetQuantity: ({ context }, { itemId, quantity }: { itemId: number; quantity: number }) =>
      context.items.some((item) => item.id === itemId) &&
      Number.isInteger(quantity) &&
      quantity >= 1 &&
      quantity <= MAX_LINE_QUANTITY,
    removedAny: (_, { count }: { count: number }) => count > 0,
  },
}).createMachine({
  id: 'cart',
  context: { cartId: null, items: [], cartStep: 0, running: null, queue: [] },
  initial: 'unloaded',
  on: {
    'cart.fetch': { actions: 'enqueue' },
    'cart.add': { actions: 'enqueue' },
    'cart.updateQuantity': {
      guard: {
        type: 'canSetQuantity',
        params: ({ event }) => ({ itemId: event.cartItemId, quantity: event.quantity }),
      },
      actions: 'enqueue',
    },
    'cart.remove': {
      guard: { type: 'hasLine', params: ({ event }) => ({ itemId: event.itemId }) },
      actions: 'enqueue',
    },
    'cart.clear': { actions: 'enqueue' },
    'cart.removeUnavailable': { actions: 'enqueue' },
    'cart.setStep': { actions: 'assignStep' },
    'cart.reset': { target: '.unloaded', actions: ['forgetCart', 'tellCheckout'] },
    'cart.ordered': { actions: ['emptyAfterOrder', 'tellCheckout'] },
  },
  states: {
    unloaded: {
      description:
        'No cart id yet (app start, after logout): commands wait in the queue for the first fetch.',
      on: { 'cart.fetch': 'loading' },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchCart',
        src: 'fetchCart',
        onDone: {
          target: 'ready',
          actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
        },
        onError: { target: 'unloaded', actions: logFailure(CART_FAILURES.fetch) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          entry: ['finishRunning', 'tellCheckout'],
          description: 'Starts the next queued command, if any.',
          always: [
            { guard: { type: 'nextCommandIs', params: { type: 'fetch' } }, target: 'working.fetching' },
            { guard: { type: 'nextCommandIs', params: { type: 'add' } }, target: 'working.adding' },
            {
              guard: { type: 'nextCommandIs', params: { type: 'updateQuantity' } },
              target: 'working.updating',
            },
            { guard: { type: 'nextCommandIs', params: { type: 'remove' } }, target: 'working.removing' },
            { guard: { type: 'nextCommandIs', params: { type: 'clear' } }, target: 'working.clearing' },
            {
              guard: { type: 'nextCommandIs', params: { type: 'removeUnavailable' } },
              target: 'working.removingUnavailable',
            },
          ],
        },
        working: {
          tags: 'busy',
          entry: 'startNext',
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchCart',
                src: 'fetchCart',
                onDone: {
                  target: '#cart.ready.idle',
                  actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
                },
                onError: { target: '#cart.ready.idle', actions: logFailure(CART_FAILURES.fetch) },
              },
            },
            adding: {
              invoke: {
                id: 'addItem',
                src: 'addItem',
                input: ({ context }) => ({
                  cartId: knownCartId(context),
                  productId: runningCommand(context, 'add').productId,
                }),
                onDone: {
                  target: '#cart.ready.idle',
                  actions: [
                    { type: 'addReturnedItem', params: ({ event }) => ({ item: event.output }) },
                    'replyItemAdded',
                  ],
                },
                onError: {
                  target: '#cart.ready.idle',
                  actions: { type: 'emitAddFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            updating: {
              invoke: {
                id: 'updateQuantity',
                src: 'updateQuantity',
                input: ({ context }) => {
                  const { cartItemId, quantity } = runningCommand(context, 'updateQuantity');
                  return { cartId: knownCartId(context), cartItemId, quantity };
                },
                onDone: {
                  target: '#cart.ready.idle',
                  actions: { type: 'replaceLine', params: ({ event }) => ({ item: event.output }) },
                },
                onError: {
                  target: '#cart.ready.idle',
                  actions: { type: 'emitUpdateFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            removing: {
              invoke: {
                id: 'removeItem',
                src: 'removeItem',
                input: ({ context }) => ({ itemId: runningCommand(context, 'remove').itemId }),
                onDone: { target: '#cart.ready.idle', actions: 'dropLine' },
                onError: { target: '#cart.ready.idle', actions: logFailure(CART_FAILURES.remove) },
              },
            },
            clearing: {
              invoke: {
                id: 'clearCart',
                src: 'clearCart',
                input: ({ context }) => ({ cartId: knownCartId(context) }),
                onDone: { target: '#cart.ready.idle', actions: 'emptyItems' },
                onError: { target: '#cart.ready.idle', actions: logFailure(CART_FAILURES.clear) },
              },
            },
            removingUnavailable: {
              invoke: {
                id: 'removeUnavailable',
                src: 'removeUnavailable',
                input: ({ context }) => ({ cartId: knownCartId(context) }),
                onDone: [
                  {
                    guard: { type: 'removedAny', params: ({ event }) => ({ count: event.output.removed }) },
                    target: 'fetching',
                    actions: [
                      {
                        type: 'notifyUnavailableRemoved',
                        params: ({ event }) => ({ count: event.output.removed }),
                      },
                      'refetchInstead',
                    ],
                  },
                  { target: '#cart.ready.idle' },
                ],
                onError: { target: '#cart.ready.idle', actions: logFailure(CART_FAILURES.removeUnavailable) },
              },
            },
          },
        },
      },
    },
  },
});
