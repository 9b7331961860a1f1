import { assign, setup } from 'xstate';
import type { MiniCartContext, MiniCartEvent } from './mini-cart.types';

/**
 * The mini-cart beside the cart (issue 14): after a shopper's own add succeeds (from a listing card
 * or the product page; the cart sends `miniCart.show`), a dialog shows the line added, the cart's
 * subtotal and what is left to free delivery, with "Idi u korpu" and "Nastavi kupovinu". It holds
 * only what was added; the line, the subtotal and the delivery figures are the cart's selectors.
 */
export const miniCartMachine = setup({
  types: {} as { context: MiniCartContext; events: MiniCartEvent },
  actions: {
    rememberAdded: assign({
      added: ({ event }) =>
        event.type === 'miniCart.show' ? { productId: event.productId, quantity: event.quantity } : null,
    }),
    forgetAdded: assign({ added: null }),
  },
  guards: {
    /** A show that names a product and a positive whole quantity (a payload-less one does not). */
    namesAnAdd: ({ event }) =>
      event.type === 'miniCart.show' &&
      Number.isInteger(event.productId) &&
      Number.isInteger(event.quantity) &&
      event.quantity >= 1,
  },
}).createMachine({
  id: 'miniCart',
  context: { added: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'Nothing shown: the header badge and the add button say what the cart holds.',
      on: { 'miniCart.show': { guard: 'namesAnAdd', target: 'open', actions: 'rememberAdded' } },
    },
    open: {
      description:
        'The dialog shows the line just added, the subtotal and what is left to free delivery, until the shopper closes it.',
      on: {
        // Another add while it is open shows that one instead.
        'miniCart.show': { guard: 'namesAnAdd', actions: 'rememberAdded' },
        'miniCart.close': { target: 'closed', actions: 'forgetAdded' },
      },
    },
  },
});
