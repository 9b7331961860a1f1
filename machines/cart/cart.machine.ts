import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
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
import {
  fitsStock,
  isAddRequest,
  itemCount,
  overStockMessage,
  pendingAdds,
  piecesHeldOrAsked,
  stockOf,
  withAddedProduct,
  withoutLine,
  withUpdatedLine,
} from './cart.rules';
import type {
  AddItemInput,
  AddRequest,
  CartCommand,
  CartContext,
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
 * An add of N pieces is one command (add-item, then update-quantity for the rest); how each
 * product's last add went is data in `adds`, so views read it instead of watching `busy`.
 * Tabs stay in step: after each change it announces it (`announceChange`), and another tab's
 * announcement or a return to this tab re-reads the cart (the `watchOtherTabs` actor's events).
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    fetchCart: notProvided<Cart>('fetchCart'),
    addItem: notProvided<CartItem, AddItemInput>('addItem'),
    updateQuantity: notProvided<CartItem, UpdateQuantityInput>('updateQuantity'),
    removeItem: notProvided<unknown, RemoveItemInput>('removeItem'),
    clearCart: notProvided<unknown, CartIdInput>('clearCart'),
    removeUnavailable: notProvided<RemovedCount, CartIdInput>('removeUnavailable'),
    /** src listens to the other tabs and to visibility; unprovided (tests, Stately) it hears nothing. */
    watchOtherTabs: fromCallback(() => {}),
  },
  actions: {
    logError: (_, _params: LogErrorParams) => {},
    notifyUnavailableRemoved: (_, _params: NotifyUnavailableRemovedParams) => {},
    announceChange: (_, _params: undefined) => {},
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
    /** The add-item call gave one piece: the running add has the rest still to set. */
    countOnePieceAdded: assign({
      running: ({ context }) => {
        const add = runningCommand(context, 'add');
        return { ...add, quantity: add.quantity - 1 };
      },
    }),
    replaceLine: assign({
      items: ({ context }, { item }: { item: CartItem }) => withUpdatedLine(context.items, item),
    }),
    dropLine: assign({
      items: ({ context }) => withoutLine(context.items, runningCommand(context, 'remove').itemId),
    }),
    emptyItems: assign({ items: [] }),
    assignStep: assign({ cartStep: ({ event }) => (event.type === 'cart.setStep' ? event.step : 0) }),
    forgetCart: assign({
      cartId: null,
      items: [],
      cartStep: 0,
      running: null,
      queue: [] as CartCommand[],
      adds: {},
      lineErrors: {},
    }),
    emptyAfterOrder: assign({ items: [], cartStep: 0 }),
    /** Checkout keeps its own copy of what it needs from the cart (see checkout.cartChanged). */
    tellCheckout: sendTo(
      ({ system }) => system.get(systemIds.checkout),
      ({ context }) => ({
        type: 'checkout.cartChanged' as const,
        cartId: context.cartId,
        itemCount: itemCount(context.items),
        reviewed: reviewOf(context.items),
        names: Object.fromEntries(context.items.map((item) => [item.product.id, item.product.name])),
      }),
    ),
    markAddPending: assign({
      adds: ({ context, event }) =>
        event.type === 'cart.add'
          ? {
              ...context.adds,
              [event.productId]: { status: 'pending' as const, quantity: event.quantity ?? 1 },
            }
          : context.adds,
    }),
    /** Spec §8 says the server refuses an add over the stock; the cart knows the stock and says so first. */
    refuseOverStock: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'cart.add' || !isAddRequest(event)) return;
      const { productId, replyTo } = event;
      const quantity = event.quantity ?? 1;
      const message = overStockMessage(
        piecesHeldOrAsked(context, productId),
        stockOf(context, productId, event.stock),
      );
      enqueue.assign({
        adds: { ...context.adds, [productId]: { status: 'failed', quantity, message } },
      });
      if (replyTo) enqueue.sendTo(replyTo, { type: 'cart.itemNotAdded', productId, message });
    }),
    markAdded: enqueueActions(({ context, enqueue }) => {
      const { productId, replyTo } = runningCommand(context, 'add');
      const quantity = context.adds[productId]?.quantity ?? 1;
      enqueue.assign({ adds: { ...context.adds, [productId]: { status: 'added', quantity } } });
      if (replyTo) enqueue.sendTo(replyTo, { type: 'cart.itemAdded', productId });
    }),
    markAddFailed: enqueueActions(({ context, enqueue }, { error }: { error: unknown }) => {
      const { productId, replyTo } = runningCommand(context, 'add');
      const quantity = context.adds[productId]?.quantity ?? 1;
      const message = errorMessage(error);
      enqueue.assign({ adds: { ...context.adds, [productId]: { status: 'failed', quantity, message } } });
      if (replyTo) enqueue.sendTo(replyTo, { type: 'cart.itemNotAdded', productId, message });
    }),
    /** The lines changed otherwise (read, updated, removed, emptied): what an add did is old news. */
    forgetSettledAdds: assign({ adds: ({ context }) => pendingAdds(context.adds) }),
    forgetLineError: assign({
      lineErrors: ({ context, event }) => {
        if (event.type !== 'cart.updateQuantity') return context.lineErrors;
        const { [event.cartItemId]: _, ...rest } = context.lineErrors;
        return rest;
      },
    }),
    rememberLineError: assign({
      lineErrors: ({ context }, { error }: { error: unknown }) => ({
        ...context.lineErrors,
        [runningCommand(context, 'updateQuantity').cartItemId]: errorMessage(error),
      }),
    }),
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
    fitsStock: ({ context }, request: AddRequest) => fitsStock(context, request),
    isAddRequest: (_, request: AddRequest) => isAddRequest(request),
    isStep: (_, { step }: { step: unknown }) => step === 0 || step === 1 || step === 2,
    /** Another tab's change or a return to this tab: a re-read, unless one is already waiting. */
    needsRefetch: ({ context }) =>
      context.cartId !== null && !context.queue.some((command) => command.type === 'fetch'),
    /** The running add asked for more pieces than the add-item call's one. */
    addsMore: ({ context }) => runningCommand(context, 'add').quantity > 1,
  },
}).createMachine({
  id: 'cart',
  context: { cartId: null, items: [], cartStep: 0, adds: {}, lineErrors: {}, running: null, queue: [] },
  initial: 'unloaded',
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  on: {
    'cart.fetch': { actions: 'enqueue' },
    'cart.changedElsewhere': { guard: 'needsRefetch', actions: 'enqueue' },
    'cart.tabVisible': { guard: 'needsRefetch', actions: 'enqueue' },
    'cart.add': [
      { guard: { type: 'fitsStock', params: ({ event }) => event }, actions: ['enqueue', 'markAddPending'] },
      { guard: { type: 'isAddRequest', params: ({ event }) => event }, actions: 'refuseOverStock' },
    ],
    'cart.updateQuantity': {
      guard: {
        type: 'canSetQuantity',
        params: ({ event }) => ({ itemId: event.cartItemId, quantity: event.quantity }),
      },
      actions: ['enqueue', 'forgetLineError'],
    },
    'cart.remove': {
      guard: { type: 'hasLine', params: ({ event }) => ({ itemId: event.itemId }) },
      actions: 'enqueue',
    },
    'cart.clear': { actions: 'enqueue' },
    'cart.removeUnavailable': { actions: 'enqueue' },
    'cart.setStep': {
      guard: { type: 'isStep', params: ({ event }) => ({ step: event.step }) },
      actions: 'assignStep',
    },
    'cart.reset': { target: '.unloaded', actions: ['forgetCart', 'tellCheckout'] },
    'cart.ordered': { actions: ['emptyAfterOrder', 'tellCheckout', 'announceChange'] },
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
          actions: [
            { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
            'forgetSettledAdds',
          ],
        },
        onError: { target: 'failed', actions: logFailure(CART_FAILURES.fetch) },
      },
    },
    failed: {
      entry: 'finishRunning',
      description:
        'The cart could not be read (spec §8 only logs it): the cart page offers to try again (cart.fetch); commands wait in the queue.',
      on: { 'cart.fetch': 'loading' },
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
                  actions: [
                    { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
                    'forgetSettledAdds',
                  ],
                },
                onError: { target: '#cart.failed', actions: logFailure(CART_FAILURES.fetch) },
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
                onDone: [
                  {
                    guard: 'addsMore',
                    target: 'settingAddedQuantity',
                    actions: [
                      { type: 'addReturnedItem', params: ({ event }) => ({ item: event.output }) },
                      'countOnePieceAdded',
                    ],
                  },
                  {
                    target: '#cart.ready.idle',
                    actions: [
                      { type: 'addReturnedItem', params: ({ event }) => ({ item: event.output }) },
                      'markAdded',
                      'announceChange',
                    ],
                  },
                ],
                onError: {
                  target: '#cart.ready.idle',
                  actions: { type: 'markAddFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            settingAddedQuantity: {
              description:
                'An add of several pieces: the line holds one more; the rest is set in the same command.',
              invoke: {
                id: 'updateQuantity',
                src: 'updateQuantity',
                input: ({ context }) => {
                  const { productId, quantity } = runningCommand(context, 'add');
                  const line = context.items.find((item) => item.product.id === productId);
                  if (!line) throw new Error(`cart: no line for product ${productId}`);
                  return {
                    cartId: knownCartId(context),
                    cartItemId: line.id,
                    quantity: line.quantity + quantity,
                  };
                },
                onDone: {
                  target: '#cart.ready.idle',
                  actions: [
                    { type: 'replaceLine', params: ({ event }) => ({ item: event.output }) },
                    'markAdded',
                    'announceChange',
                  ],
                },
                onError: {
                  target: '#cart.ready.idle',
                  actions: { type: 'markAddFailed', params: ({ event }) => ({ error: event.error }) },
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
                  actions: [
                    { type: 'replaceLine', params: ({ event }) => ({ item: event.output }) },
                    'forgetSettledAdds',
                    'announceChange',
                  ],
                },
                onError: {
                  target: '#cart.ready.idle',
                  actions: { type: 'rememberLineError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            removing: {
              invoke: {
                id: 'removeItem',
                src: 'removeItem',
                input: ({ context }) => ({ itemId: runningCommand(context, 'remove').itemId }),
                onDone: {
                  target: '#cart.ready.idle',
                  actions: ['dropLine', 'forgetSettledAdds', 'announceChange'],
                },
                onError: { target: '#cart.ready.idle', actions: logFailure(CART_FAILURES.remove) },
              },
            },
            clearing: {
              invoke: {
                id: 'clearCart',
                src: 'clearCart',
                input: ({ context }) => ({ cartId: knownCartId(context) }),
                onDone: {
                  target: '#cart.ready.idle',
                  actions: ['emptyItems', 'forgetSettledAdds', 'announceChange'],
                },
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
                      'announceChange',
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
