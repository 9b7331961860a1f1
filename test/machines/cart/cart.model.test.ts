import { createActor, fromCallback } from 'xstate';
import { expect } from 'vitest';
import type { Cart, CartItem } from '../../../contract/cart';
import { reviewOf } from '../../../contract/order-review';
import { cartMachine } from '../../../machines/cart/cart.machine';
import type { CartCommand, CartContext, CartEvent } from '../../../machines/cart/cart.types';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, plain, transitionsOf } from '../utils/model-walk';
import { CART_ID, cartLine } from '../utils/products';
import { startCart } from './cart.harness';

/*
 * The cart's model: the real machine walked with a finite set of events. The context stays
 * bounded because commands are offered only while none waits behind the running one, and
 * adds only while the cart holds fewer than 3 pieces.
 */

const fetchedCart: Cart = { id: CART_ID, userId: null, cartItems: [cartLine(11, 1, 1)] };
const serverLine = (productId: number, quantity: number) =>
  cartLine(productId === 1 ? 11 : 12, productId, quantity);
const failure = new Error('Proizvod nije dostupan.');

/** Stands for the wishlist's reply address in the model; the replay swaps in the real neighbour. */
const wishlistReplyTo = createActor(
  fromCallback(() => {}),
  { id: 'wishlist' },
);

type ModelEvent = CartEvent | ActorCompletion;

function completionsOf(context: CartContext): ModelEvent[] {
  const { running } = context;
  const done = actorDone;
  const failed = (id: string) => actorFailed(id, failure);
  const fetch = [done('fetchCart', fetchedCart), failed('fetchCart')];
  if (!running) return fetch;
  const quantityOf = (productId: number) =>
    context.items.find((item) => item.product.id === productId)?.quantity ?? 0;
  const byCommand: Record<CartCommand['type'], ModelEvent[]> = {
    fetch,
    add:
      running.type === 'add'
        ? [done('addItem', serverLine(running.productId, quantityOf(running.productId) + 1))]
        : [],
    updateQuantity:
      running.type === 'updateQuantity'
        ? [done('updateQuantity', cartLine(running.cartItemId, 1, running.quantity))]
        : [],
    remove: [done('removeItem', { success: true })],
    clear: [done('clearCart', { success: true })],
    removeUnavailable: [done('removeUnavailable', { removed: 0 }), done('removeUnavailable', { removed: 1 })],
  };
  const ids = {
    fetch: 'fetchCart',
    add: 'addItem',
    updateQuantity: 'updateQuantity',
    remove: 'removeItem',
    clear: 'clearCart',
    removeUnavailable: 'removeUnavailable',
  } as const;
  return [...byCommand[running.type], failed(ids[running.type]), ...fetch];
}

function eventsFor(context: CartContext): ModelEvent[] {
  const pieces = context.items.reduce((sum, item) => sum + item.quantity, 0);
  const adds: ModelEvent[] =
    pieces < 2
      ? [
          { type: 'cart.add', productId: 1 },
          { type: 'cart.add', productId: 2, replyTo: wishlistReplyTo },
        ]
      : [];
  const calls: ModelEvent[] = [
    { type: 'cart.fetch' },
    ...adds,
    { type: 'cart.updateQuantity', cartItemId: 11, quantity: 3 },
    { type: 'cart.updateQuantity', cartItemId: 11, quantity: 0 },
    { type: 'cart.remove', itemId: 11 },
    { type: 'cart.clear' },
    { type: 'cart.removeUnavailable' },
  ];
  // While a call runs, one more (an add) may wait behind it; while checking out, only the step moves.
  const commands =
    context.cartStep !== 0 || context.queue.length > 0
      ? []
      : context.running
        ? calls.filter((event) => event.type === 'cart.fetch' || event.type === 'cart.add').slice(0, 2)
        : calls;
  const step: ModelEvent[] = context.running
    ? []
    : [{ type: 'cart.setStep', step: context.cartStep === 0 ? 1 : 0 }];
  return [...commands, ...step, { type: 'cart.reset' }, { type: 'cart.ordered' }, ...completionsOf(context)];
}

const transitions = transitionsOf(cartMachine, {
  events: (snapshot) => eventsFor(snapshot.context) as CartEvent[],
});

const pieces = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/** The spec's rules, restated independently of the machine, checked on every step of every path. */
function checkCartRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as CartContext;
  const now = after.context as CartContext;
  const running = was.running;
  const output = (event as { output?: unknown }).output;

  // Each call gets the running command's data and the known cart id.
  const head = now.running;
  for (const effect of effects) {
    if (effect.kind !== 'invoke') continue;
    const expected = {
      fetchCart: undefined,
      addItem: head?.type === 'add' && { cartId: now.cartId, productId: head.productId },
      updateQuantity: head?.type === 'updateQuantity' && {
        cartId: now.cartId,
        cartItemId: head.cartItemId,
        quantity: head.quantity,
      },
      removeItem: head?.type === 'remove' && { itemId: head.itemId },
      clearCart: { cartId: now.cartId },
      removeUnavailable: { cartId: now.cartId },
    }[effect.id];
    expect(effect.input, effect.id).toEqual(expected);
  }

  // "busy" is exactly a running call.
  expect(after.hasTag('busy')).toBe(after.matches('loading') || after.matches({ ready: 'working' }));

  // Only add and update-quantity failures reach the caller; every other failure is only logged.
  const emitted = effects.filter((effect) => effect.kind === 'emit');
  const logged = actionsIn(effects, 'logError');
  switch (event.type) {
    case 'xstate.done.actor.addItem': {
      const productId = (running as { productId: number }).productId;
      const line = was.items.find((item) => item.product.id === productId);
      if (line) {
        expect(now.items).toEqual(
          was.items.map((item) => (item === line ? { ...item, quantity: item.quantity + 1 } : item)),
        );
      } else {
        expect(now.items).toEqual([...was.items, output]);
      }
      const replies = sendsIn(effects, 'wishlist');
      expect(replies).toEqual(
        (running as { replyTo?: unknown }).replyTo ? [{ type: 'cart.itemAdded', productId }] : [],
      );
      break;
    }
    case 'xstate.error.actor.addItem':
      expect(emitted).toEqual([
        {
          kind: 'emit',
          event: {
            type: 'cart.addFailed',
            productId: (running as { productId: number }).productId,
            message: failure.message,
          },
        },
      ]);
      expect(now.items).toEqual(was.items);
      break;
    case 'xstate.error.actor.updateQuantity':
      expect(emitted).toEqual([
        {
          kind: 'emit',
          event: {
            type: 'cart.updateFailed',
            cartItemId: (running as { cartItemId: number }).cartItemId,
            message: failure.message,
          },
        },
      ]);
      expect(now.items).toEqual(was.items);
      break;
    case 'xstate.error.actor.fetchCart':
    case 'xstate.error.actor.removeItem':
    case 'xstate.error.actor.clearCart':
    case 'xstate.error.actor.removeUnavailable':
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ error: failure });
      expect(now.items).toEqual(was.items);
      break;
    case 'xstate.done.actor.updateQuantity':
      expect(now.items).toEqual(
        was.items.map((item) => (item.id === (output as CartItem).id ? output : item)),
      );
      break;
    case 'xstate.done.actor.removeItem':
      expect(now.items).toEqual(
        was.items.filter((item) => item.id !== (running as { itemId: number }).itemId),
      );
      break;
    case 'xstate.done.actor.clearCart':
      expect(now.items).toEqual([]);
      break;
    case 'xstate.done.actor.fetchCart':
      expect(now.cartId).toBe((output as Cart).id);
      expect(now.items).toEqual((output as Cart).cartItems);
      break;
    case 'xstate.done.actor.removeUnavailable': {
      const { removed } = output as { removed: number };
      expect(actionsIn(effects, 'notifyUnavailableRemoved')).toEqual(removed > 0 ? [{ count: removed }] : []);
      // A removal that removed something re-fetches the cart at once, ahead of the waiting calls.
      if (removed > 0) {
        expect(now.running).toEqual({ type: 'fetch' });
        expect(invokesIn(effects, 'fetchCart')).toHaveLength(1);
        expect(now.queue).toEqual(was.queue);
      }
      break;
    }
    case 'cart.reset':
      expect(after.value).toBe('unloaded');
      expect(plain(now)).toEqual({ cartId: null, items: [], cartStep: 0, running: null, queue: [] });
      break;
    case 'cart.ordered':
      expect(now.items).toEqual([]);
      expect(now.cartStep).toBe(0);
      break;
    case 'cart.setStep':
      expect(now.cartStep).toBe((event as { step: number }).step);
      break;
  }
  // Calls run one at a time, in the order asked: when one settles, the first waiting one starts.
  const settled = event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');
  const refetching =
    event.type === 'xstate.done.actor.removeUnavailable' && (output as { removed: number }).removed > 0;
  const firstLoadFailed = before.matches('loading') && event.type === 'xstate.error.actor.fetchCart';
  if (firstLoadFailed) {
    // Without a cart id nothing can run: the commands keep waiting for the next fetch.
    expect(now.running).toBeNull();
    expect(now.queue).toEqual(was.queue);
  } else if (settled && !refetching) {
    expect(plain(now.running)).toEqual(plain(was.queue[0] ?? null));
    expect(plain(now.queue)).toEqual(plain(was.queue.slice(1)));
  }
  // A command asked for while a call runs waits at the end of the queue.
  if (event.type.startsWith('cart.') && was.running && now.queue.length > was.queue.length) {
    expect(now.running).toBe(was.running);
    expect(now.queue.slice(0, -1)).toEqual(was.queue);
  }

  if (!['xstate.error.actor.addItem', 'xstate.error.actor.updateQuantity'].includes(event.type)) {
    expect(emitted).toEqual([]);
  }
  if (!event.type.startsWith('xstate.error.actor.')) expect(logged).toEqual([]);
  if (event.type !== 'xstate.done.actor.removeUnavailable')
    expect(actionsIn(effects, 'notifyUnavailableRemoved')).toEqual([]);

  // Checkout hears the cart's id and piece count whenever they change (and no stale figures).
  const told = sendsIn(effects, 'checkout');
  const changed = was.cartId !== now.cartId || pieces(was.items) !== pieces(now.items);
  if (changed) expect(told.length).toBeGreaterThan(0);
  if (told.length > 0)
    expect(told.at(-1)).toEqual({
      type: 'checkout.cartChanged',
      cartId: now.cartId,
      itemCount: pieces(now.items),
      reviewed: reviewOf(now.items),
    });
}

describeModel('cart', {
  machine: cartMachine,
  transitions: transitions as never,
  start: startCart,
  check: checkCartRules,
  toRealEvent: (event, harness) =>
    'replyTo' in event && event.replyTo
      ? ({ ...event, replyTo: harness.subject.system.get('wishlist') } as ModelEvent)
      : event,
});
