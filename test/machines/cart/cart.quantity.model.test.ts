import { expect } from 'vitest';
import type { Cart, CartItem } from '../../../contract/cart';
import { cartMachine } from '../../../machines/cart/cart.machine';
import { selectLineTarget } from '../../../machines/cart/cart.selectors';
import type { CartCommand, CartContext, CartEvent } from '../../../machines/cart/cart.types';
import { sendsIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, plain, transitionsOf } from '../utils/model-walk';
import { CART_ID, cartLine } from '../utils/products';
import { startCart } from './cart.harness';
import { checkCartStep } from './cart.oracle';

/*
 * The cart's typed quantities (issue 14), walked apart from the main model (cart.model.test.ts),
 * whose add samples would multiply these. One line (11) of a product with 2 in stock; the shopper
 * types a quantity within the stock, one above it, 0, a negative number and nothing, cancels or
 * confirms the question 0 asks, and steps with the buttons. Commands are offered only while none
 * runs, so the context stays bounded.
 */

const STOCK = 2;
const line = (quantity: number) => cartLine(11, 1, quantity, { stock: STOCK });
const fetchedCart: Cart = { id: CART_ID, userId: null, cartItems: [line(1)] };
const failure = new Error('Na stanju je samo 1 komad.');

type ModelEvent = CartEvent | ActorCompletion;

const typed = (text: string): ModelEvent => ({ type: 'cart.quantityEntered', cartItemId: 11, text });

function eventsFor(context: CartContext, value: unknown): ModelEvent[] {
  const { running } = context;
  if (value === 'unloaded') return [{ type: 'cart.fetch' }];
  if (value === 'loading') return [actorDone('fetchCart', fetchedCart)];
  if (running?.type === 'updateQuantity')
    return [actorDone('updateQuantity', line(running.quantity)), actorFailed('updateQuantity', failure)];
  if (running?.type === 'remove') return [actorDone('removeItem', { success: true })];
  if (running) return [];
  const current = context.items[0]?.quantity ?? 1;
  return [
    typed(String(current === 1 ? 2 : 1)),
    typed('5'),
    typed('0'),
    typed('-1'),
    typed(''),
    { type: 'cart.removalCancelled' },
    { type: 'cart.remove', itemId: 11 },
    { type: 'cart.updateQuantity', cartItemId: 11, quantity: current === 1 ? 2 : 1 },
  ];
}

const transitions = transitionsOf(cartMachine, {
  events: (snapshot) => eventsFor(snapshot.context, snapshot.value) as CartEvent[],
});

/** The rules for a typed quantity, restated apart from the machine. */
function checkQuantityRules(step: ModelStepResult<ModelEvent>) {
  // The target state, the lines, the calls started and what checkout, the tabs and the log hear.
  checkCartStep(step);
  const { before, event, after, effects } = step;
  // No add and no reset here: neither the mini-cart nor the wishlist hears anything.
  expect(sendsIn(effects, 'miniCart')).toEqual([]);
  expect(sendsIn(effects, 'wishlist')).toEqual([]);
  const was = before.context as CartContext;
  const now = after.context as CartContext;
  const asked = (context: CartContext) =>
    [context.running, ...context.queue].filter((command) => command !== null).map(plain) as CartCommand[];
  const lineThere = was.items.some((item) => item.id === 11);

  const aboutTheLine = ['cart.quantityEntered', 'cart.remove', 'cart.updateQuantity'].includes(event.type);
  if (aboutTheLine && !lineThere) {
    // Once the line is gone, what was typed for it changes nothing.
    expect(plain(now)).toEqual(plain(was));
    return;
  }
  switch (event.type) {
    case 'cart.quantityEntered': {
      const { text } = event as { text: string };
      const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (number === 0) {
        // 0 asks first: nothing is sent until the shopper confirms.
        expect(now.removalAsked).toBe(11);
        expect(asked(now)).toEqual(asked(was));
        expect(now.quantityNotes[11]).toBeUndefined();
      } else if (number >= 1) {
        // Taken, clamped to the stock above it, and the shopper told so.
        const quantity = Math.min(number, STOCK);
        expect(asked(now).at(-1)).toEqual({ type: 'updateQuantity', cartItemId: 11, quantity });
        expect(now.quantityNotes[11]).toBe(number > STOCK ? 'Na stanju su samo 2 komada.' : undefined);
        expect(now.lineErrors[11]).toBeUndefined();
        expect(now.removalAsked).toBeNull();
      } else {
        // Negative or empty: nothing sent, the line keeps its quantity and says what it takes.
        expect(asked(now)).toEqual(asked(was));
        expect(now.items).toEqual(was.items);
        expect(now.quantityNotes[11]).toBe('Unesite ceo broj od 1 do 2.');
      }
      break;
    }
    case 'cart.removalCancelled':
      // Cancel keeps the line as it was: no call, the question gone.
      expect(now.removalAsked).toBeNull();
      expect(asked(now)).toEqual(asked(was));
      expect(now.items).toEqual(was.items);
      break;
    case 'cart.remove':
      // Confirming (the line's remove) removes it through the one remove command.
      expect(now.removalAsked).toBeNull();
      expect(asked(now).at(-1)).toEqual({ type: 'remove', itemId: 11 });
      break;
    case 'cart.updateQuantity':
      // A step with the buttons is a new quantity: the earlier note and refusal go.
      expect(now.quantityNotes[11]).toBeUndefined();
      expect(now.lineErrors[11]).toBeUndefined();
      break;
    case 'xstate.done.actor.removeItem':
      expect(now.items).toEqual([]);
      break;
  }
  // The stepper shows where the line is heading: the last change asked, else what it holds.
  const last = asked(now)
    .filter((command) => command.type === 'updateQuantity')
    .at(-1) as { quantity: number } | undefined;
  const holds = now.items.find((item: CartItem) => item.id === 11)?.quantity ?? 0;
  expect(selectLineTarget(11)(after as never)).toBe(last?.quantity ?? holds);
}

describeModel('cart', {
  part: 'quantity',
  machine: cartMachine,
  transitions: transitions as never,
  start: startCart,
  check: checkQuantityRules,
  // A line removed, or a quantity taken, while the question a typed 0 asked is open closes it:
  // replayed apart from the same step with no question open (no guard of the step reads it).
  apart: (source, event) =>
    ['cart.remove', 'cart.quantityEntered'].includes(event.type) &&
    (source.context as CartContext).removalAsked !== null,
});
