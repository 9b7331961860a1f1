import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { Cart, CartItem } from '../../contract/cart';
import { MAX_LINE_QUANTITY } from '../../contract/cart-constants';
import { reviewOf } from '../../contract/order-review';
import { enqueued, runningCommand } from '../shared/command-queue';
import { errorMessage } from '../shared/error-message';
import type { LogErrorParams } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import { commandFor } from './cart.queue';
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

/** The cart's named actors, actions and guards; cart.machine.ts draws the diagram with them. */
export const cartSetup = setup({
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
});
