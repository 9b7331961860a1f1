import { runningCommand } from '../shared/command-queue';
import { logFailure } from '../shared/log-failure';
import { CART_FAILURES } from './cart.messages';
import { knownCartId } from './cart.queue';
import { cartSetup } from './cart.setup';

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
