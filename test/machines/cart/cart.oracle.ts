import type { StateValue } from 'xstate';
import { expect } from 'vitest';
import type { Cart, CartItem } from '../../../contract/cart';
import { reviewOf } from '../../../contract/order-review';
import type { AppliedPromo } from '../../../contract/promo';
import type { CartContext, CartEvent } from '../../../machines/cart/cart.types';
import { actionsIn, type Effect, sendsIn } from '../utils/effect-log';
import type { ModelStepResult } from '../utils/model-test';
import type { ActorCompletion } from '../utils/model-walk';

/*
 * The cart's oracle (issue 35), written from the rules (spec §4 Cart, §8; the machine's doc
 * comments and state descriptions), never read from the machine's config: where each event leads
 * from each state, which call each step starts (with its input), what checkout, the other tabs and
 * the log hear. Both cart models (cart.model.test.ts, cart.quantity.model.test.ts) check every
 * step against it.
 *
 * The rules it restates:
 * - `unloaded` (no cart yet) and `failed` (the read failed) read the cart on `cart.fetch`
 *   (`loading`); any other command waits in the queue for that read.
 * - Once read (`ready`), calls run one at a time in the order asked: `ready.idle` when none runs,
 *   `ready.working.<call>` while one does. When a call settles, the first waiting one starts, else
 *   the cart is idle (and checkout hears what it holds).
 * - A read that fails leaves the cart `failed` (only logged); the waiting calls keep waiting.
 * - An add of N pieces is one command: add-item (one piece), then update-quantity for the rest.
 * - Removing unavailable lines that removed any re-reads the cart at once (and says so).
 * - A reset (logout, an expired session) forgets the cart: `unloaded`.
 */

export type CartModelEvent = CartEvent | ActorCompletion;

const MAX_LINE_QUANTITY = 99;

/** Where the cart is: a top state, or the call running in `ready.working`. */
type Place =
  | 'unloaded'
  | 'loading'
  | 'failed'
  | 'idle'
  | 'fetching'
  | 'adding'
  | 'settingAddedQuantity'
  | 'updating'
  | 'removing'
  | 'clearing'
  | 'removingUnavailable';

/** A call as the rules name it (what it needs for its input). */
type Call =
  | { type: 'fetch' }
  | { type: 'add'; productId: number; quantity: number }
  | { type: 'updateQuantity'; cartItemId: number; quantity: number }
  | { type: 'remove'; itemId: number }
  | { type: 'clear' }
  | { type: 'removeUnavailable' };

/** The state running each call. */
const RUNS: Record<Call['type'], Place> = {
  fetch: 'fetching',
  add: 'adding',
  updateQuantity: 'updating',
  remove: 'removing',
  clear: 'clearing',
  removeUnavailable: 'removingUnavailable',
};

function placeOf(value: StateValue): Place {
  if (typeof value === 'string') return value as Place;
  const ready = (value as { ready: StateValue }).ready;
  if (ready === 'idle') return 'idle';
  return (ready as { working: Place }).working;
}

function stateValueOf(place: Place): StateValue {
  if (place === 'unloaded' || place === 'loading' || place === 'failed') return place;
  if (place === 'idle') return { ready: 'idle' };
  return { ready: { working: place } };
}

/** Spec §4 and the stock cap: how many pieces of a product an add may still ask for. */
export function roomFor(context: CartContext, productId: number, stock: number | undefined) {
  const line = context.items.find((item) => item.product.id === productId);
  const asked = [context.running, ...context.queue]
    .filter((command) => command?.type === 'add' && command.productId === productId)
    .reduce((sum, command) => sum + (command as { quantity: number }).quantity, 0);
  const cap = Math.max(0, Math.min(stock ?? line?.product.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY));
  return cap - (line?.quantity ?? 0) - asked;
}

const isWhole = (value: unknown): value is number => Number.isInteger(value);

/** The call a shopper's, a view's or a tab's event asks for (null: none), by the rules. */
function callAskedBy(place: Place, context: CartContext, event: CartModelEvent): Call | null {
  const lineOf = (itemId: unknown) => context.items.find((item) => item.id === itemId);
  switch (event.type) {
    case 'cart.fetch':
      // Without a cart (or after a failed read) the read starts at once instead of waiting.
      return place === 'unloaded' || place === 'failed' ? null : { type: 'fetch' };
    case 'cart.changedElsewhere':
    case 'cart.tabVisible':
      // Another tab's change or a return to this tab: a re-read of a known cart, unless one waits.
      return context.cartId !== null && !context.queue.some((command) => command.type === 'fetch')
        ? { type: 'fetch' }
        : null;
    case 'cart.add': {
      const { productId, quantity = 1, stock } = event;
      const named = isWhole(productId) && productId > 0 && isWhole(quantity) && quantity >= 1;
      if (!named || (stock !== undefined && !isWhole(stock))) return null;
      return quantity <= roomFor(context, productId, stock) ? { type: 'add', productId, quantity } : null;
    }
    case 'cart.updateQuantity': {
      const { cartItemId, quantity } = event;
      return lineOf(cartItemId) && isWhole(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY
        ? { type: 'updateQuantity', cartItemId, quantity }
        : null;
    }
    case 'cart.quantityEntered': {
      // A whole number from 1 up, clamped to the line's cap; 0 only asks, the rest is refused.
      const line = lineOf(event.cartItemId);
      const text = typeof event.text === 'string' ? event.text.trim() : '';
      if (!line || !/^\d+$/.test(text) || Number(text) === 0) return null;
      const cap = Math.max(0, Math.min(line.product.stock, MAX_LINE_QUANTITY));
      return { type: 'updateQuantity', cartItemId: line.id, quantity: Math.min(Number(text), cap) };
    }
    case 'cart.remove':
      return lineOf(event.itemId) ? { type: 'remove', itemId: event.itemId } : null;
    case 'cart.clear':
      return { type: 'clear' };
    case 'cart.removeUnavailable':
      return { type: 'removeUnavailable' };
    default:
      return null;
  }
}

/** What a call is started with (src/actors' inputs, cart.types.ts), for the cart `cartId`. */
function inputOf(call: Call, cartId: string | null): unknown {
  switch (call.type) {
    case 'fetch':
      return undefined;
    case 'add':
      return { cartId, productId: call.productId };
    case 'updateQuantity':
      return { cartId, cartItemId: call.cartItemId, quantity: call.quantity };
    case 'remove':
      return { itemId: call.itemId };
    case 'clear':
    case 'removeUnavailable':
      return { cartId };
  }
}

const INVOKE_ID: Record<Call['type'], string> = {
  fetch: 'fetchCart',
  add: 'addItem',
  updateQuantity: 'updateQuantity',
  remove: 'removeItem',
  clear: 'clearCart',
  removeUnavailable: 'removeUnavailable',
};

/** Spec §8: the failures that are only logged, and what the log says (cart.messages.ts). */
const LOGGED: Record<string, string> = {
  'xstate.error.actor.fetchCart': 'Učitavanje korpe nije uspelo',
  'xstate.error.actor.removeItem': 'Uklanjanje stavke iz korpe nije uspelo',
  'xstate.error.actor.clearCart': 'Pražnjenje korpe nije uspelo',
  'xstate.error.actor.removeUnavailable': 'Uklanjanje nedostupnih proizvoda nije uspelo',
};

type Expected = {
  value: StateValue;
  cartId: string | null;
  items: CartItem[];
  invokes: { id: string; input: unknown }[];
  /** How many times checkout hears what the cart holds (each time the cart as it is after the step). */
  reports: number;
  /** The other tabs hear that this tab changed the cart. */
  announced: boolean;
  logged: { message: string; error: unknown }[];
  /** Unavailable lines removed (the shopper is told how many). */
  removedUnavailable: number[];
  /** The promo code on the cart: what a read brings, what the promo form says, none after an order. */
  promo: AppliedPromo | null;
};

/** The oracle: what the step from `before` on `event` must lead to, by the rules. */
export function expectedCartStep(
  before: { value: StateValue; context: unknown },
  event: CartModelEvent,
): Expected {
  const was = before.context as CartContext;
  const place = placeOf(before.value);
  const running = was.running;
  const output = (event as { output?: unknown }).output;
  let next: Place = place;
  let { cartId, items } = was;
  let promo = was.promo;
  const invokes: Expected['invokes'] = [];
  let reports = 0;
  let announced = false;
  const removedUnavailable: number[] = [];
  /** The running call settled: the first waiting one starts, else the cart is idle (checkout hears). */
  let settles = false;
  const logged =
    event.type in LOGGED
      ? [{ message: LOGGED[event.type]!, error: (event as { error: unknown }).error }]
      : [];

  switch (event.type) {
    case 'cart.reset':
      return {
        value: 'unloaded',
        cartId: null,
        items: [],
        invokes: [],
        reports: 1,
        announced: false,
        logged: [],
        removedUnavailable: [],
        promo: null,
      };
    case 'cart.ordered':
      // The order took the lines and the code: checkout and the other tabs hear; whatever runs goes on.
      items = [];
      promo = null;
      reports = 1;
      announced = true;
      break;
    case 'cart.checkoutOpened':
      reports = 1;
      break;
    case 'cart.promoChanged':
      // The server applied or removed the code: the review takes it off the goods; other tabs hear.
      promo = (event as { promo?: AppliedPromo | null }).promo ?? null;
      reports = 1;
      announced = true;
      break;
    case 'xstate.done.actor.fetchCart':
      ({ id: cartId, cartItems: items } = output as Cart);
      promo = (output as Cart).promo ?? null;
      settles = true;
      break;
    case 'xstate.error.actor.fetchCart':
      next = 'failed';
      break;
    case 'xstate.done.actor.addItem': {
      // Spec §4: a product already in the cart gains 1 locally; otherwise the returned line is appended.
      const add = running as { productId: number; quantity: number };
      const present = items.some((item) => item.product.id === add.productId);
      items = present
        ? items.map((item) =>
            item.product.id === add.productId ? { ...item, quantity: item.quantity + 1 } : item,
          )
        : [...items, output as CartItem];
      if (add.quantity > 1) {
        // The rest of the pieces: the line set to what it now holds plus the pieces still to add.
        const line = items.find((item) => item.product.id === add.productId)!;
        next = 'settingAddedQuantity';
        invokes.push({
          id: 'updateQuantity',
          input: { cartId, cartItemId: line.id, quantity: line.quantity + add.quantity - 1 },
        });
      } else {
        settles = true;
        announced = true;
      }
      break;
    }
    case 'xstate.done.actor.updateQuantity': {
      // The line as the server answered it.
      const returned = output as CartItem;
      items = items.map((item) => (item.id === returned.id ? returned : item));
      settles = true;
      announced = true;
      break;
    }
    case 'xstate.done.actor.removeItem':
      items = items.filter((item) => item.id !== (running as { itemId: number }).itemId);
      settles = true;
      announced = true;
      break;
    case 'xstate.done.actor.clearCart':
      items = [];
      settles = true;
      announced = true;
      break;
    case 'xstate.done.actor.removeUnavailable': {
      const { removed } = output as { removed: number };
      if (removed > 0) {
        // The shopper is told, the other tabs hear, and the cart is read again at once.
        removedUnavailable.push(removed);
        announced = true;
        next = 'fetching';
        invokes.push({ id: 'fetchCart', input: undefined });
      } else settles = true;
      break;
    }
    case 'xstate.error.actor.addItem':
    case 'xstate.error.actor.updateQuantity':
    case 'xstate.error.actor.removeItem':
    case 'xstate.error.actor.clearCart':
    case 'xstate.error.actor.removeUnavailable':
      settles = true;
      break;
    case 'cart.fetch':
      if (place === 'unloaded' || place === 'failed') {
        next = 'loading';
        invokes.push({ id: 'fetchCart', input: undefined });
      }
      break;
  }

  const asked = callAskedBy(place, was, event);
  if (asked && place === 'idle') {
    // Nothing runs: the call starts at once.
    next = RUNS[asked.type];
    invokes.push({ id: INVOKE_ID[asked.type], input: inputOf(asked, cartId) });
  }
  if (settles) {
    reports += 1;
    const waiting = was.queue[0];
    if (waiting) {
      const call = waiting as Call;
      next = RUNS[call.type];
      invokes.push({ id: INVOKE_ID[call.type], input: inputOf(call, cartId) });
    } else next = 'idle';
  }
  return {
    value: stateValueOf(next),
    cartId,
    items,
    invokes,
    reports,
    announced,
    logged,
    removedUnavailable,
    promo,
  };
}

/** What checkout is told of the cart (checkout.cartChanged): its id, pieces, review and names. */
export const reportOf = (cartId: string | null, items: CartItem[], promo: AppliedPromo | null = null) => ({
  type: 'checkout.cartChanged',
  cartId,
  itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  reviewed: reviewOf(items, promo),
  names: Object.fromEntries(items.map((item) => [item.product.id, item.product.name])),
});

/** The actors the cart may send to: checkout, the mini-cart, the wishlist (its replyTo). */
const NEIGHBOURS = ['checkout', 'miniCart', 'wishlist'];

/**
 * Every step against the oracle: its target state (the whole value), the lines and the cart id,
 * the calls it starts (exactly, with their inputs), what checkout hears, the other tabs' notice,
 * the log, the unavailable-lines notice; nothing emitted, nothing sent to anyone else.
 */
export function checkCartStep({ before, event, after, effects }: ModelStepResult<CartModelEvent>) {
  const expected = expectedCartStep(before, event);
  const now = after.context as CartContext;
  expect(after.value).toEqual(expected.value);
  expect(now.cartId).toBe(expected.cartId);
  expect(now.items).toEqual(expected.items);
  expect(now.promo).toEqual(expected.promo);
  const invokes = effects.flatMap((effect: Effect) =>
    effect.kind === 'invoke' ? [{ id: effect.id, input: effect.input }] : [],
  );
  expect(invokes).toEqual(expected.invokes);
  expect(sendsIn(effects, 'checkout')).toEqual(
    Array.from({ length: expected.reports }, () => reportOf(expected.cartId, expected.items, expected.promo)),
  );
  expect(actionsIn(effects, 'announceChange')).toHaveLength(expected.announced ? 1 : 0);
  expect(actionsIn(effects, 'logError')).toEqual(expected.logged);
  expect(actionsIn(effects, 'notifyUnavailableRemoved')).toEqual(
    expected.removedUnavailable.map((count) => ({ count })),
  );
  expect(effects.filter((effect) => effect.kind === 'emit')).toEqual([]);
  expect(effects.filter((effect) => effect.kind === 'send' && !NEIGHBOURS.includes(effect.to))).toEqual([]);
  expect(
    effects
      .filter((effect) => effect.kind === 'action')
      .map((effect) => (effect as { name: string }).name)
      .filter((name) => !['announceChange', 'logError', 'notifyUnavailableRemoved'].includes(name)),
  ).toEqual([]);
}
