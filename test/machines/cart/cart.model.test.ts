import { createActor, fromCallback } from 'xstate';
import { expect } from 'vitest';
import type { Cart, CartItem } from '../../../contract/cart';
import { reviewOf } from '../../../contract/order-review';
import { cartMachine } from '../../../machines/cart/cart.machine';
import type { CartCommand, CartContext, CartEvent } from '../../../machines/cart/cart.types';
import type { CartAddEvent } from '../../../machines/shared/system';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, plain, transitionsOf } from '../utils/model-walk';
import { CART_ID, cartLine } from '../utils/products';
import { startCart } from './cart.harness';
import { checkCartStep, roomFor } from './cart.oracle';

/*
 * The cart's model: the real machine walked with a finite set of events. The context stays
 * bounded because commands are offered only while none waits behind the running one, and
 * adds only while the cart holds fewer than 3 pieces. Product 3 has 2 pieces in stock and is
 * added 2 at a time: the first time it takes the add-item + update-quantity path, the second
 * time the stock cap refuses it before any call.
 */

const fetchedCart: Cart = { id: CART_ID, userId: null, cartItems: [cartLine(11, 1, 1)] };
const lineIdOf = (productId: number) => 10 + productId;
const serverLine = (productId: number, quantity: number) =>
  cartLine(lineIdOf(productId), productId, quantity, productId === 3 ? { stock: 2 } : {});
const failure = new Error('Proizvod nije dostupan.');
const PRODUCT_3_STOCK = 2;

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
    // An add's first call answers the line with one more piece; a several-piece add then sets the
    // rest (only the state running that call takes the update-quantity answer).
    add:
      running.type === 'add'
        ? [
            done('addItem', serverLine(running.productId, quantityOf(running.productId) + 1)),
            done(
              'updateQuantity',
              serverLine(running.productId, quantityOf(running.productId) + running.quantity),
            ),
            failed('updateQuantity'),
          ]
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

function eventsFor(context: CartContext, ready: boolean): ModelEvent[] {
  const pieces = context.items.reduce((sum, item) => sum + item.quantity, 0);
  // One product's add outcome at a time, and add outcomes or a line's refusal, never both: each
  // rule needs one, and every combination would multiply the model's states.
  const onlyProduct = (productId: number) =>
    Object.keys(context.lineErrors).length === 0 &&
    Object.keys(context.adds).every((id) => Number(id) === productId) &&
    context.items.every((item) => [1, productId].includes(item.product.id));
  const adds: ModelEvent[] = [
    // The shopper's own add: of one piece, or of two into an empty cart (add-item, then the rest).
    ...(pieces < 2 && onlyProduct(1)
      ? [
          pieces === 0
            ? ({ type: 'cart.add', productId: 1, quantity: 2 } as const)
            : ({ type: 'cart.add', productId: 1 } as const),
        ]
      : []),
    ...(pieces < 2 && onlyProduct(2)
      ? [{ type: 'cart.add', productId: 2, replyTo: wishlistReplyTo } as const]
      : []),
    // Two pieces of product 3 (stock 2): taken once, refused once they are in the cart.
    ...(pieces < 3 && onlyProduct(3)
      ? [
          {
            type: 'cart.add',
            productId: 3,
            quantity: 2,
            stock: PRODUCT_3_STOCK,
            replyTo: wishlistReplyTo,
          } as const,
        ]
      : []),
  ];
  const updates: ModelEvent[] =
    Object.keys(context.adds).length === 0
      ? [
          { type: 'cart.updateQuantity', cartItemId: 11, quantity: 3 },
          { type: 'cart.updateQuantity', cartItemId: 11, quantity: 0 },
        ]
      : [];
  // Once an add has an outcome, only adds, reads and the changes that forget it (an update, a
  // removal, clearing) follow: the other commands are walked without one.
  const settled = Object.values(context.adds).some((add) => add.status !== 'pending');
  const others: ModelEvent[] =
    Object.keys(context.adds).length === 0
      ? [
          ...updates,
          { type: 'cart.remove', itemId: 11 },
          { type: 'cart.clear' },
          { type: 'cart.removeUnavailable' },
        ]
      : settled && Object.keys(context.lineErrors).length === 0
        ? [
            { type: 'cart.updateQuantity', cartItemId: 11, quantity: 3 },
            { type: 'cart.remove', itemId: 11 },
            { type: 'cart.clear' },
          ]
        : [];
  const calls: ModelEvent[] = [{ type: 'cart.fetch' }, ...adds, ...others];
  // While a call runs, one more (an add) may wait behind it; while checking out, only the step moves;
  // before the cart is read, one add shows that commands wait for it.
  const commands =
    context.cartStep !== 0 || context.queue.length > 0
      ? []
      : !ready
        ? calls.filter((event) => event.type === 'cart.fetch' || event.type === 'cart.add').slice(0, 2)
        : context.running
          ? calls.filter((event) => event.type === 'cart.fetch' || event.type === 'cart.add').slice(0, 2)
          : calls;
  const step: ModelEvent[] =
    context.running || Object.keys(context.adds).length > 0 || Object.keys(context.lineErrors).length > 0
      ? []
      : [{ type: 'cart.setStep', step: context.cartStep === 0 ? 1 : 0 }];
  // Another tab's change and a return to this tab, when nothing waits (one waiting fetch shows the guard).
  const tabs: ModelEvent[] =
    context.queue.length === 0 ? [{ type: 'cart.changedElsewhere' }, { type: 'cart.tabVisible' }] : [];
  // The checkout joining the system (machines/app), when nothing waits: it changes nothing here.
  const checkoutOpened: ModelEvent[] =
    context.queue.length === 0 && !context.running ? [{ type: 'cart.checkoutOpened' }] : [];
  // The promo form's success: a code applied, or removed, when nothing waits.
  const promos: ModelEvent[] =
    context.queue.length === 0 && !context.running
      ? [{ type: 'cart.promoChanged', promo: context.promo ? null : SAMPLE_PROMO }]
      : [];
  return [
    ...promos,
    ...commands,
    ...step,
    ...tabs,
    ...checkoutOpened,
    { type: 'cart.reset' },
    { type: 'cart.ordered' },
    ...completionsOf(context),
  ];
}

/** A code the promo form applied (POST /api/cart/promo's answer). */
const SAMPLE_PROMO = { code: 'ZIMA10', kind: 'percent' as const, value: 10, discount: 0 };

const transitions = transitionsOf(cartMachine, {
  events: (snapshot) => eventsFor(snapshot.context, snapshot.matches('ready')) as CartEvent[],
});

const pieces = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/** The spec's rules, restated independently of the machine, checked on every step of every path. */
function checkCartRules(step: ModelStepResult<ModelEvent>) {
  // The target state, the lines, the calls started and what checkout, the tabs and the log hear.
  checkCartStep(step);
  const { before, event, after, effects } = step;
  const was = before.context as CartContext;
  const now = after.context as CartContext;
  const running = was.running;
  const output = (event as { output?: unknown }).output;
  const runningAdd = running?.type === 'add' ? running : null;

  // Each call gets the running command's data and the known cart id.
  const head = now.running;
  for (const effect of effects) {
    if (effect.kind !== 'invoke') continue;
    const addLine =
      head?.type === 'add' ? now.items.find((item) => item.product.id === head.productId) : undefined;
    const expected = {
      fetchCart: undefined,
      addItem: head?.type === 'add' && { cartId: now.cartId, productId: head.productId },
      // A several-piece add sets its line to what it held plus the pieces still to add.
      updateQuantity:
        head?.type === 'updateQuantity'
          ? { cartId: now.cartId, cartItemId: head.cartItemId, quantity: head.quantity }
          : head?.type === 'add' && {
              cartId: now.cartId,
              cartItemId: addLine?.id,
              quantity: (addLine?.quantity ?? 0) + head.quantity,
            },
      removeItem: head?.type === 'remove' && { itemId: head.itemId },
      clearCart: { cartId: now.cartId },
      removeUnavailable: { cartId: now.cartId },
    }[effect.id];
    expect(effect.input, effect.id).toEqual(expected);
  }

  // "busy" is exactly a running call.
  expect(after.hasTag('busy')).toBe(after.matches('loading') || after.matches({ ready: 'working' }));

  const emitted = effects.filter((effect) => effect.kind === 'emit');
  const logged = actionsIn(effects, 'logError');
  const replies = sendsIn(effects, 'wishlist');
  const wantsReply = Boolean(runningAdd?.replyTo);
  const addStatus = (productId: number) => plain(now.adds[productId]);
  let expectedReplies: unknown[] = [];
  // A shopper's own add (no replyTo) that got all its pieces in opens the mini-cart with them.
  let expectedShows: unknown[] = [];
  // An add's outcome reports the pieces that add asked for (another add of the same product may
  // have been asked for meanwhile: `adds` then shows that one as pending).
  const askedPieces = runningAdd?.requested;
  const addedHere = (productId: number) =>
    wantsReply ? [] : [{ type: 'miniCart.show', productId, quantity: askedPieces }];
  switch (event.type) {
    case 'cart.add': {
      const { productId, quantity = 1, stock, replyTo } = event as CartAddEvent;
      const room = roomFor(was, productId, stock);
      if (quantity <= room) {
        // Within the stock: one command for all the pieces, shown as pending.
        expect(plain(now.queue.at(-1) ?? now.running)).toMatchObject({
          type: 'add',
          productId,
          quantity,
          requested: quantity,
        });
        expect(addStatus(productId)).toEqual({ status: 'pending', quantity });
      } else {
        // Over the stock: refused with the shopper's message, and no call asked for.
        expect(plain(now.queue)).toEqual(plain(was.queue));
        expect(now.running).toEqual(was.running);
        // Only product 3 (stock 2) meets the cap in this model.
        expect(productId).toBe(3);
        const held = roomFor(was, productId, 99) === 99 ? 0 : 99 - roomFor(was, productId, 99);
        const message = (now.adds[productId] as { message: string }).message;
        expect(message).toBe(
          `U korpi već imate ${held === 1 ? '1 komad' : `${held} komada`}, a na stanju su 2 komada.`,
        );
        expect(addStatus(productId)).toEqual({ status: 'failed', quantity, message });
        if (replyTo) expectedReplies = [{ type: 'cart.itemNotAdded', productId, message }];
      }
      break;
    }
    case 'xstate.done.actor.addItem': {
      const { productId, quantity } = runningAdd!;
      const line = was.items.find((item) => item.product.id === productId);
      if (line) {
        expect(now.items).toEqual(
          was.items.map((item) => (item === line ? { ...item, quantity: item.quantity + 1 } : item)),
        );
      } else {
        expect(now.items).toEqual([...was.items, output]);
      }
      if (quantity > 1) {
        // One piece is in; the same command goes on to set the rest.
        expect(now.running).toMatchObject({ type: 'add', productId, quantity: quantity - 1 });
        expect(now.adds).toEqual(was.adds);
      } else {
        expect(addStatus(productId)).toEqual({ status: 'added', quantity: askedPieces });
        if (wantsReply) expectedReplies = [{ type: 'cart.itemAdded', productId }];
        expectedShows = addedHere(productId);
      }
      break;
    }
    case 'xstate.done.actor.updateQuantity':
      expect(now.items).toEqual(
        was.items.map((item) => (item.id === (output as CartItem).id ? output : item)),
      );
      if (runningAdd) {
        expect(addStatus(runningAdd.productId)).toEqual({
          status: 'added',
          quantity: askedPieces,
        });
        if (wantsReply) expectedReplies = [{ type: 'cart.itemAdded', productId: runningAdd.productId }];
        expectedShows = addedHere(runningAdd.productId);
      }
      break;
    case 'xstate.error.actor.addItem':
    case 'xstate.error.actor.updateQuantity':
      // Spec §8: add and update-quantity failures reach the shopper, as data the views read.
      if (runningAdd) {
        const { productId } = runningAdd;
        expect(addStatus(productId)).toEqual({
          status: 'failed',
          quantity: askedPieces,
          message: failure.message,
        });
        if (wantsReply)
          expectedReplies = [{ type: 'cart.itemNotAdded', productId, message: failure.message }];
      } else {
        const { cartItemId } = running as { cartItemId: number };
        expect(now.lineErrors).toEqual({ ...was.lineErrors, [cartItemId]: failure.message });
      }
      expect(now.items).toEqual(was.items);
      expect(logged).toEqual([]);
      break;
    case 'xstate.error.actor.fetchCart':
      // The cart could not be read: the cart shows it failed (and offers a retry); still only logged.
      expect(after.value).toBe('failed');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ error: failure });
      expect(now.items).toEqual(was.items);
      break;
    case 'xstate.error.actor.removeItem':
    case 'xstate.error.actor.clearCart':
    case 'xstate.error.actor.removeUnavailable':
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ error: failure });
      expect(now.items).toEqual(was.items);
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
    case 'cart.fetch':
      // From a failed (or no) read, reading again is the first call.
      if (before.matches('failed') || before.matches('unloaded')) expect(after.value).toBe('loading');
      break;
    case 'cart.updateQuantity': {
      // A quantity asked for (a line of the cart, 1 to 99) is a new change of the line: its last
      // refusal goes (whether the call starts at once or waits); any other leaves the errors be.
      const { cartItemId, quantity } = event as { cartItemId: number; quantity: number };
      const taken = was.items.some((item) => item.id === cartItemId) && quantity >= 1 && quantity <= 99;
      if (taken) {
        const { [cartItemId]: _, ...others } = was.lineErrors;
        expect(plain(now.lineErrors)).toEqual(plain(others));
      } else expect(now.lineErrors).toEqual(was.lineErrors);
      break;
    }
    case 'cart.reset':
      expect(after.value).toBe('unloaded');
      expectedShows = [{ type: 'miniCart.close' }];
      expect(plain(now)).toEqual({
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
      });
      break;
    case 'cart.ordered':
      expect(now.items).toEqual([]);
      expect(now.cartStep).toBe(0);
      break;
    case 'cart.setStep':
      expect(now.cartStep).toBe((event as { step: number }).step);
      break;
    case 'cart.promoChanged':
      // The code is the cart's now; checkout hears the review with its discount, once.
      expect(now.promo).toEqual((event as { promo: unknown }).promo);
      expect(sendsIn(effects, 'checkout')).toHaveLength(1);
      break;
    case 'cart.checkoutOpened':
      // The new checkout hears what the cart holds, once; the cart itself is as it was.
      expect(sendsIn(effects, 'checkout')).toHaveLength(1);
      expect(plain(now)).toEqual(plain(was));
      break;
    case 'cart.changedElsewhere':
    case 'cart.tabVisible': {
      // A read of the cart, once it is known, unless one is already waiting.
      const waiting = was.queue.some((command) => command.type === 'fetch');
      if (was.cartId === null || waiting) expect(plain(now)).toEqual(plain(was));
      else {
        // One more read than before (one may be running already: it may have read the old cart).
        const reads = (context: CartContext) =>
          [context.running, ...context.queue].filter((command) => command?.type === 'fetch').length;
        expect(reads(now)).toBe(reads(was) + 1);
      }
      break;
    }
  }
  // The other tabs hear of every change this tab made (and of nothing else): an add (once all its
  // pieces are in), a quantity, a removal, clearing, unavailable lines removed, an order placed.
  const changedHere =
    (event.type === 'xstate.done.actor.addItem' &&
      !after.matches({ ready: { working: 'settingAddedQuantity' } })) ||
    [
      'xstate.done.actor.updateQuantity',
      'xstate.done.actor.removeItem',
      'xstate.done.actor.clearCart',
      'cart.ordered',
      'cart.promoChanged',
    ].includes(event.type) ||
    (event.type === 'xstate.done.actor.removeUnavailable' && (output as { removed: number }).removed > 0);
  expect(actionsIn(effects, 'announceChange')).toHaveLength(changedHere ? 1 : 0);
  // What an add did is shown until the lines change otherwise (a read, an update, a removal, a clear).
  const linesChangedOtherwise =
    ['xstate.done.actor.fetchCart', 'xstate.done.actor.removeItem', 'xstate.done.actor.clearCart'].includes(
      event.type,
    ) ||
    (event.type === 'xstate.done.actor.updateQuantity' && running?.type === 'updateQuantity');
  if (linesChangedOtherwise) {
    const pending = Object.fromEntries(
      Object.entries(was.adds).filter(([, add]) => add.status === 'pending'),
    );
    expect(plain(now.adds)).toEqual(plain(pending));
  }

  // The wishlist (replyTo) hears how each move to the cart went, and nothing else.
  expect(replies).toEqual(expectedReplies);
  // The mini-cart hears of each of the shopper's own adds once it succeeded, of a reset (to close),
  // and of nothing else.
  expect(sendsIn(effects, 'miniCart')).toEqual(expectedShows);

  // Calls run one at a time, in the order asked: when one settles, the first waiting one starts.
  const settled = event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');
  const refetching =
    event.type === 'xstate.done.actor.removeUnavailable' && (output as { removed: number }).removed > 0;
  const continuing = event.type === 'xstate.done.actor.addItem' && (runningAdd?.quantity ?? 0) > 1;
  const readFailed = event.type === 'xstate.error.actor.fetchCart';
  if (readFailed) {
    // Without a cart nothing can run: the commands keep waiting for the next read.
    expect(now.running).toBeNull();
    expect(now.queue).toEqual(was.queue);
  } else if (settled && !refetching && !continuing) {
    expect(plain(now.running)).toEqual(plain(was.queue[0] ?? null));
    expect(plain(now.queue)).toEqual(plain(was.queue.slice(1)));
  }
  // A command asked for while a call runs waits at the end of the queue.
  if (event.type.startsWith('cart.') && was.running && now.queue.length > was.queue.length) {
    expect(now.running).toBe(was.running);
    expect(now.queue.slice(0, -1)).toEqual(was.queue);
  }

  // Nothing is emitted: what views show is in the context.
  expect(emitted).toEqual([]);
  if (
    ![
      'xstate.error.actor.fetchCart',
      'xstate.error.actor.removeItem',
      'xstate.error.actor.clearCart',
      'xstate.error.actor.removeUnavailable',
    ].includes(event.type)
  )
    expect(logged).toEqual([]);
  if (event.type !== 'xstate.done.actor.removeUnavailable')
    expect(actionsIn(effects, 'notifyUnavailableRemoved')).toEqual([]);

  // Checkout hears the cart's id and piece count whenever they change (and no stale figures).
  const told = sendsIn(effects, 'checkout');
  const changed = was.cartId !== now.cartId || pieces(was.items) !== pieces(now.items);
  if (changed && !after.matches({ ready: { working: 'settingAddedQuantity' } }))
    expect(told.length).toBeGreaterThan(0);
  if (told.length > 0)
    expect(told.at(-1)).toEqual({
      type: 'checkout.cartChanged',
      cartId: now.cartId,
      itemCount: pieces(now.items),
      reviewed: reviewOf(now.items, now.promo),
      // Named, so a review can say which product changed.
      names: Object.fromEntries(now.items.map((item) => [item.product.id, item.product.name])),
    });
}

describeModel('cart', {
  machine: cartMachine,
  transitions: transitions as never,
  start: startCart,
  check: checkCartRules,
  // What the rules forget that no guard of the step reads: a read, an update, a removal or clearing
  // forgets the adds' settled outcomes, a quantity asked for the line's last refusal. Replayed apart with and without one.
  apart: (source, event) => {
    const { adds, lineErrors } = source.context as CartContext;
    const forgetsAdds = [
      'xstate.done.actor.fetchCart',
      'xstate.done.actor.updateQuantity',
      'xstate.done.actor.removeItem',
      'xstate.done.actor.clearCart',
    ];
    if (forgetsAdds.includes(event.type)) return Object.values(adds).some((add) => add.status !== 'pending');
    if (event.type === 'cart.updateQuantity') return Object.keys(lineErrors).length > 0;
    return null;
  },
  toRealEvent: (event, harness) =>
    'replyTo' in event && event.replyTo
      ? ({ ...event, replyTo: harness.subject.system.get('wishlist') } as ModelEvent)
      : event,
});
