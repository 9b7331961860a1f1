import { assign, enqueueActions, fromCallback, setup } from 'xstate';
import type { Cart, CartItem } from '../../contract/cart';
import { MAX_LINE_QUANTITY } from '../../contract/cart-constants';
import { reviewOf } from '../../contract/order-review';
import { enqueued, runningCommand } from '../shared/command-queue';
import { errorMessage } from '../shared/error-message';
import type { LogErrorParams } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import { type CheckoutSystemEvent, systemIds } from '../shared/system';
import { commandFor, knownCartId } from './cart.queue';
import {
  fitsStock,
  invalidQuantityMessage,
  isAddRequest,
  itemCount,
  lineCap,
  overStockMessage,
  pendingAdds,
  piecesHeldOrAsked,
  quantityEntry,
  type QuantityEntry,
  stockLimitMessage,
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
import { logFailure } from '../shared/log-failure';
import { CART_FAILURES } from './cart.messages';

type EnteredQuantity = { cartItemId: unknown; text: unknown };

/** The line a typed quantity is for, and what the text asks of it (null: no such line). */
function entryFor(context: CartContext, { cartItemId, text }: EnteredQuantity) {
  const line = context.items.find((item) => item.id === cartItemId);
  if (!line) return null;
  const cap = lineCap(line.product.stock);
  return { line, cap, entry: quantityEntry(text, cap) };
}

const withNote = (notes: Record<number, string>, itemId: number, note: string | null) => {
  const { [itemId]: _, ...rest } = notes;
  return note === null ? rest : { ...rest, [itemId]: note };
};

/** The cart's named actors, actions and guards; cart.machine.ts draws the diagram with them. */
const cartSetup = setup({
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
    assignCart: assign((_, { cart }: { cart: Cart }) => ({
      cartId: cart.id,
      items: cart.cartItems,
      promo: cart.promo ?? null,
    })),
    assignPromo: assign({
      promo: ({ event }) => (event.type === 'cart.promoChanged' ? (event.promo ?? null) : null),
    }),
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
      quantityNotes: {},
      removalAsked: null,
      promo: null,
    }),
    // The order took the code with it (the server forgot it on the cart too).
    emptyAfterOrder: assign({ items: [], cartStep: 0, promo: null }),
    /**
     * Checkout keeps its own copy of what it needs from the cart (see checkout.cartChanged). It joins
     * the system only when its page first opens (machines/app): until then there is nobody to tell.
     */
    tellCheckout: enqueueActions(({ context, enqueue, system }) => {
      const checkout = system.get(systemIds.checkout);
      if (!checkout) return;
      const report: CheckoutSystemEvent = {
        type: 'checkout.cartChanged',
        cartId: context.cartId,
        itemCount: itemCount(context.items),
        reviewed: reviewOf(context.items, context.promo),
        names: Object.fromEntries(context.items.map((item) => [item.product.id, item.product.name])),
      };
      enqueue.sendTo(checkout, report);
    }),
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
      const { productId, requested: quantity, replyTo } = runningCommand(context, 'add');
      enqueue.assign({ adds: { ...context.adds, [productId]: { status: 'added', quantity } } });
      if (replyTo) enqueue.sendTo(replyTo, { type: 'cart.itemAdded', productId });
    }),
    /**
     * A shopper's own add (a listing card, the product page) opens the mini-cart; the wishlist's
     * move to the cart (with replyTo) is answered there instead.
     */
    tellMiniCart: ({ context, system }) => {
      const { productId, requested: quantity, replyTo } = runningCommand(context, 'add');
      if (replyTo) return;
      system.get(systemIds.miniCart)?.send({ type: 'miniCart.show', productId, quantity });
    },
    /** A reset (logout, an expired session) leaves no line to show: the mini-cart closes. */
    closeMiniCart: ({ system }) => {
      system.get(systemIds.miniCart)?.send({ type: 'miniCart.close' });
    },
    markAddFailed: enqueueActions(({ context, enqueue }, { error }: { error: unknown }) => {
      const { productId, requested: quantity, replyTo } = runningCommand(context, 'add');
      const message = errorMessage(error);
      enqueue.assign({ adds: { ...context.adds, [productId]: { status: 'failed', quantity, message } } });
      if (replyTo) enqueue.sendTo(replyTo, { type: 'cart.itemNotAdded', productId, message });
    }),
    /** The lines changed otherwise (read, updated, removed, emptied): what an add did is old news. */
    forgetSettledAdds: assign({ adds: ({ context }) => pendingAdds(context.adds) }),
    forgetLineError: assign(({ context }, { itemId }: { itemId: number }) => {
      const { [itemId]: _, ...rest } = context.lineErrors;
      return { lineErrors: rest, quantityNotes: withNote(context.quantityNotes, itemId, null) };
    }),
    /** A typed quantity within 1..cap, or clamped to the cap (then the shopper is told why). */
    enqueueEnteredQuantity: assign(({ context }, params: EnteredQuantity) => {
      const found = entryFor(context, params);
      if (!found || (found.entry.kind !== 'set' && found.entry.kind !== 'clamped')) return {};
      const { line, entry } = found;
      const { [line.id]: _, ...lineErrors } = context.lineErrors;
      const note = entry.kind === 'clamped' ? stockLimitMessage(line.product.stock) : null;
      return {
        queue: enqueued(context.queue, {
          type: 'updateQuantity',
          cartItemId: line.id,
          quantity: entry.quantity,
        }),
        lineErrors,
        quantityNotes: withNote(context.quantityNotes, line.id, note),
      };
    }),
    /** Negative, empty or not a number: the line keeps its quantity and says what it takes. */
    noteInvalidQuantity: assign(({ context }, params: EnteredQuantity) => {
      const found = entryFor(context, params);
      if (!found) return {};
      return {
        quantityNotes: withNote(context.quantityNotes, found.line.id, invalidQuantityMessage(found.cap)),
      };
    }),
    /** A typed 0: ask before removing the line. */
    askRemoval: assign(({ context }, { itemId }: { itemId: number }) => ({
      removalAsked: itemId,
      quantityNotes: withNote(context.quantityNotes, itemId, null),
    })),
    forgetRemovalAsked: assign({ removalAsked: null }),
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
    /** A typed quantity for a line of the cart that asks for `kind` (quantityEntry in cart.rules). */
    entryIs: ({ context }, { kind, ...entered }: EnteredQuantity & { kind: QuantityEntry['kind'] }) =>
      entryFor(context, entered)?.entry.kind === kind,
    /** The typed quantity is taken: within 1..cap, or clamped to the cap. */
    entryIsTaken: ({ context }, entered: EnteredQuantity) => {
      const kind = entryFor(context, entered)?.entry.kind;
      return kind === 'set' || kind === 'clamped';
    },
    isRemovalAsked: ({ context }) => context.removalAsked !== null,
    fitsStock: ({ context }, request: AddRequest) => fitsStock(context, request),
    isAddRequest: (_, request: AddRequest) => isAddRequest(request),
    isStep: (_, { step }: { step: unknown }) => step === 0 || step === 1 || step === 2,
    /** Another tab's change or a return to this tab: a re-read, unless one is already waiting. */
    needsRefetch: ({ context }) =>
      context.cartId !== null && !context.queue.some((command) => command.type === 'fetch'),
    /** The running add asked for more pieces than the add-item call's one. */
    addsMore: ({ context }) => runningCommand(context, 'add').quantity > 1,
  },
});

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
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: {
    cartId: null,
    items: [],
    cartStep: 0,
    adds: {},
    lineErrors: {},
    quantityNotes: {},
    removalAsked: null,
    promo: null,
    running: null,
    queue: [],
  },
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
      actions: [
        'enqueue',
        { type: 'forgetLineError', params: ({ event }) => ({ itemId: event.cartItemId }) },
      ],
    },
    // A typed quantity: 0 asks before removing, above the stock is clamped and says so, and what is
    // not a whole number from 0 up is refused with a note (the line keeps its quantity).
    'cart.quantityEntered': [
      {
        guard: { type: 'entryIs', params: ({ event }) => ({ ...event, kind: 'remove' as const }) },
        actions: { type: 'askRemoval', params: ({ event }) => ({ itemId: event.cartItemId }) },
      },
      {
        guard: { type: 'entryIsTaken', params: ({ event }) => event },
        actions: [{ type: 'enqueueEnteredQuantity', params: ({ event }) => event }, 'forgetRemovalAsked'],
      },
      {
        guard: { type: 'entryIs', params: ({ event }) => ({ ...event, kind: 'invalid' as const }) },
        actions: { type: 'noteInvalidQuantity', params: ({ event }) => event },
      },
    ],
    'cart.removalCancelled': { guard: 'isRemovalAsked', actions: 'forgetRemovalAsked' },
    'cart.remove': {
      guard: { type: 'hasLine', params: ({ event }) => ({ itemId: event.itemId }) },
      actions: ['enqueue', 'forgetRemovalAsked'],
    },
    'cart.clear': { actions: 'enqueue' },
    'cart.removeUnavailable': { actions: 'enqueue' },
    'cart.setStep': {
      guard: { type: 'isStep', params: ({ event }) => ({ step: event.step }) },
      actions: 'assignStep',
    },
    'cart.reset': { target: '.unloaded', actions: ['forgetCart', 'tellCheckout', 'closeMiniCart'] },
    'cart.ordered': { actions: ['emptyAfterOrder', 'tellCheckout', 'announceChange'] },
    'cart.checkoutOpened': { actions: 'tellCheckout' },
    'cart.promoChanged': { actions: ['assignPromo', 'tellCheckout', 'announceChange'] },
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
                      'tellMiniCart',
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
                    'tellMiniCart',
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
