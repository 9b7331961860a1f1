import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contract/cart';
import { UNAVAILABLE_REMOVED_TOAST } from '../../../machines/cart/cart.messages';
import type { CartContext } from '../../../machines/cart/cart.types';
import { systemIds } from '../../../machines/shared/system';
import { cartMachine } from '../../../machines/cart/cart.machine';
import { commandFor, knownCartId } from '../../../machines/cart/cart.queue';
import {
  fitsStock,
  invalidQuantityMessage,
  isAddRequest,
  isUnavailable,
  lineCap,
  overStockMessage,
  pendingAdds,
  piecesHeldOrAsked,
  quantityEntry,
  stockLimitMessage,
  stockOf,
} from '../../../machines/cart/cart.rules';
import { selectAddStatus, selectCartPhase, selectLineError } from '../../../machines/cart/cart.selectors';
import { actionsIn, EffectLog, invokesIn, sendsIn } from '../utils/effect-log';
import { createFakeActors, settle } from '../utils/fake-actors';
import { CART_ID, cartLine } from '../utils/products';
import { startInSystem } from '../utils/system-harness';
import { startCart } from './cart.harness';

let cart: ReturnType<typeof startCart>;
afterEach(() => cart?.stop());

const context = () => cart.subject.getSnapshot().context as CartContext;
const send = async (event: { type: string } & Record<string, unknown>) => {
  cart.subject.send(event);
  await settle();
};

/** A cart whose first fetch answered `items`. */
async function loadedCart(items: CartItem[]) {
  cart = startCart();
  await send({ type: 'cart.fetch' });
  await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: items });
  return cart;
}

describe('cart and the checkout, which joins the system when its page first opens', () => {
  it('before the checkout is there, a settled fetch tells nobody (and nothing to the cart itself)', async () => {
    cart = startCart({ withCheckout: false });
    const received: string[] = [];
    cart.subject.system.inspect((inspection) => {
      if (inspection.type === '@xstate.event' && inspection.actorRef === cart.subject)
        received.push(inspection.event.type);
    });
    await send({ type: 'cart.fetch' });
    await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [cartLine(1, 1, 2)] });
    expect(cart.errors).toEqual([]);
    expect(received).not.toContain('checkout.cartChanged');
    expect(sendsIn(cart.log.entries, 'checkout')).toEqual([]);
    expect(selectCartPhase(cart.subject.getSnapshot())).toBe('ready');
  });

  it('once it is there (cart.checkoutOpened), it hears what the cart holds', async () => {
    await loadedCart([cartLine(1, 1, 2)]);
    const mark = cart.log.mark();
    await send({ type: 'cart.checkoutOpened' });
    expect(sendsIn(cart.log.since(mark), 'checkout')).toEqual([
      expect.objectContaining({ type: 'checkout.cartChanged', cartId: CART_ID, itemCount: 2 }),
    ]);
  });
});

describe('cart (spec §4 Cart, §8)', () => {
  it('cartStep starts at 0', () => {
    cart = startCart();
    expect(context().cartStep).toBe(0);
    expect(context().items).toEqual([]);
  });

  it('adding a product already in the cart increases its quantity by 1 locally', async () => {
    await loadedCart([cartLine(11, 1, 2), cartLine(12, 2, 1)]);
    await send({ type: 'cart.add', productId: 1 });
    expect(invokesIn(cart.log.entries, 'addItem')).toEqual([{ cartId: CART_ID, productId: 1 }]);
    // Whatever line the server answers, the local line gains exactly 1.
    await cart.fakes.resolve('addItem', cartLine(11, 1, 7));
    expect(context().items.map((item) => [item.id, item.quantity])).toEqual([
      [11, 3],
      [12, 1],
    ]);
  });

  it('adding a product not in the cart appends the returned item', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.add', productId: 2 });
    const returned = cartLine(12, 2, 1);
    await cart.fakes.resolve('addItem', returned);
    expect(context().items).toEqual([cartLine(11, 1), returned]);
  });

  it('updating a quantity keeps the line the server answered', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.updateQuantity', cartItemId: 11, quantity: 4 });
    expect(invokesIn(cart.log.entries, 'updateQuantity')).toEqual([
      { cartId: CART_ID, cartItemId: 11, quantity: 4 },
    ]);
    await cart.fakes.resolve('updateQuantity', cartLine(11, 1, 4));
    expect(context().items[0]?.quantity).toBe(4);
  });

  it('a quantity below 1 or of a line not in the cart is refused', async () => {
    await loadedCart([cartLine(11, 1)]);
    expect(cart.subject.getSnapshot().can({ type: 'cart.updateQuantity', cartItemId: 11, quantity: 0 })).toBe(
      false,
    );
    expect(cart.subject.getSnapshot().can({ type: 'cart.updateQuantity', cartItemId: 99, quantity: 2 })).toBe(
      false,
    );
    expect(cart.subject.getSnapshot().can({ type: 'cart.remove', itemId: 99 })).toBe(false);
  });

  it('removing an item drops it locally', async () => {
    await loadedCart([cartLine(11, 1), cartLine(12, 2)]);
    await send({ type: 'cart.remove', itemId: 11 });
    expect(invokesIn(cart.log.entries, 'removeItem')).toEqual([{ itemId: 11 }]);
    await cart.fakes.resolve('removeItem', { success: true });
    expect(context().items).toEqual([cartLine(12, 2)]);
  });

  it('clearing empties the list', async () => {
    await loadedCart([cartLine(11, 1), cartLine(12, 2)]);
    await send({ type: 'cart.clear' });
    expect(invokesIn(cart.log.entries, 'clearCart')).toEqual([{ cartId: CART_ID }]);
    await cart.fakes.resolve('clearCart', { success: true });
    expect(context().items).toEqual([]);
  });

  it('removing unavailable items with a count above 0 shows the info toast for 7000 ms', async () => {
    expect(UNAVAILABLE_REMOVED_TOAST).toEqual({
      kind: 'info',
      title: 'Proizvod više nije dostupan',
      text: 'Neki proizvodi iz Vaše korpe više nisu dostupni i uklonjeni su. Hvala na razumevanju.',
      durationMs: 7000,
    });
    await loadedCart([cartLine(11, 1), cartLine(12, 2, 1, { available: false })]);
    await send({ type: 'cart.removeUnavailable' });
    expect(invokesIn(cart.log.entries, 'removeUnavailable')).toEqual([{ cartId: CART_ID }]);
    await cart.fakes.resolve('removeUnavailable', { removed: 1 });
    expect(actionsIn(cart.log.entries, 'notifyUnavailableRemoved')).toEqual([{ count: 1 }]);
  });

  it('removing unavailable items then re-fetches the cart', async () => {
    await loadedCart([cartLine(11, 1), cartLine(12, 2, 1, { available: false })]);
    await send({ type: 'cart.removeUnavailable' });
    await cart.fakes.resolve('removeUnavailable', { removed: 1 });
    expect(cart.fakes.running('fetchCart')).toHaveLength(1);
    await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [cartLine(11, 1)] });
    expect(context().items).toEqual([cartLine(11, 1)]);
  });

  it('removing unavailable items with a count of 0 shows no toast', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.removeUnavailable' });
    await cart.fakes.resolve('removeUnavailable', { removed: 0 });
    expect(actionsIn(cart.log.entries, 'notifyUnavailableRemoved')).toEqual([]);
    expect(cart.subject.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('add-to-cart failure reaches the caller: the product’s add is failed with the server’s text', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.add', productId: 3 });
    expect(context().adds[3]).toEqual({ status: 'pending', quantity: 1 });
    await cart.fakes.reject('addItem', new Error('Nema dovoljno proizvoda na stanju.'));
    expect(context().adds[3]).toEqual({
      status: 'failed',
      quantity: 1,
      message: 'Nema dovoljno proizvoda na stanju.',
    });
    expect(actionsIn(cart.log.entries, 'logError')).toEqual([]);
    expect(context().items).toEqual([cartLine(11, 1)]);
  });

  it('update-quantity failure reaches the caller: the line’s error, until its quantity is changed again', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.updateQuantity', cartItemId: 11, quantity: 50 });
    await cart.fakes.reject('updateQuantity', new Error('Nema dovoljno proizvoda na stanju.'));
    expect(selectLineError(11)(cart.subject.getSnapshot())).toBe('Nema dovoljno proizvoda na stanju.');
    expect(context().items[0]?.quantity).toBe(1);
    await send({ type: 'cart.updateQuantity', cartItemId: 11, quantity: 2 });
    expect(selectLineError(11)(cart.subject.getSnapshot())).toBeNull();
  });

  it('adding 3 pieces is one command: add-item for the first, update-quantity for the line to 3', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.add', productId: 2, quantity: 3, stock: 5 });
    expect(invokesIn(cart.log.entries, 'addItem')).toEqual([{ cartId: CART_ID, productId: 2 }]);
    expect(selectAddStatus(2)(cart.subject.getSnapshot())).toEqual({ status: 'pending', quantity: 3 });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    expect(invokesIn(cart.log.entries, 'updateQuantity')).toEqual([
      { cartId: CART_ID, cartItemId: 12, quantity: 3 },
    ]);
    expect(selectAddStatus(2)(cart.subject.getSnapshot())?.status).toBe('pending');
    await cart.fakes.resolve('updateQuantity', cartLine(12, 2, 3));
    expect(context().items).toEqual([cartLine(11, 1), cartLine(12, 2, 3)]);
    expect(selectAddStatus(2)(cart.subject.getSnapshot())).toEqual({ status: 'added', quantity: 3 });
    expect(cart.subject.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('adding pieces to a product already in the cart raises its line by that many', async () => {
    await loadedCart([cartLine(11, 1, 2)]);
    await send({ type: 'cart.add', productId: 1, quantity: 3 });
    await cart.fakes.resolve('addItem', cartLine(11, 1, 3));
    // Locally 2 + 1 (spec §4), then the line is set to 2 + 3.
    expect(invokesIn(cart.log.entries, 'updateQuantity')).toEqual([
      { cartId: CART_ID, cartItemId: 11, quantity: 5 },
    ]);
  });

  it('what an add did is shown until the lines change otherwise (here: a quantity change)', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.add', productId: 2 });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    expect(selectAddStatus(2)(cart.subject.getSnapshot())).toEqual({ status: 'added', quantity: 1 });
    await send({ type: 'cart.updateQuantity', cartItemId: 12, quantity: 2 });
    await cart.fakes.resolve('updateQuantity', cartLine(12, 2, 2));
    expect(selectAddStatus(2)(cart.subject.getSnapshot())).toBeNull();
  });

  it('an add over the stock is refused with the shopper’s message and makes no call', async () => {
    await loadedCart([cartLine(11, 1, 3, { stock: 3 })]);
    await send({ type: 'cart.add', productId: 1 });
    expect(cart.fakes.calls).toHaveLength(1); // the fetch only
    expect(context().queue).toEqual([]);
    expect(selectAddStatus(1)(cart.subject.getSnapshot())).toEqual({
      status: 'failed',
      quantity: 1,
      message: 'U korpi već imate 3 komada, a na stanju su 3 komada.',
    });
  });

  it('the stock cap counts the pieces already asked for', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 4, quantity: 2, stock: 3 });
    await send({ type: 'cart.add', productId: 4, quantity: 2, stock: 3 });
    expect(context().queue).toEqual([]);
    expect(invokesIn(cart.log.entries, 'addItem')).toHaveLength(1);
    expect(selectAddStatus(4)(cart.subject.getSnapshot())).toMatchObject({ status: 'failed' });
  });

  it('the refusal agrees with the stock in number: je 1 komad, su 2 komada, je 5 komada', () => {
    expect(overStockMessage(1, 1)).toBe('U korpi već imate 1 komad, a na stanju je 1 komad.');
    expect(overStockMessage(2, 2)).toBe('U korpi već imate 2 komada, a na stanju su 2 komada.');
    expect(overStockMessage(5, 5)).toBe('U korpi već imate 5 komada, a na stanju je 5 komada.');
    expect(overStockMessage(0, 2)).toBe('Na stanju su 2 komada.');
    expect(overStockMessage(99, 500)).toBe(
      'U korpi već imate 99 komada, a jedna stavka može imati najviše 99 komada.',
    );
  });

  it('an add refused for a move from the wishlist answers cart.itemNotAdded with the reason', async () => {
    await loadedCart([cartLine(11, 1, 2, { stock: 2 })]);
    await send({ type: 'cart.add', productId: 1, stock: 2, replyTo: cart.subject.system.get('wishlist') });
    expect(sendsIn(cart.log.entries, 'wishlist')).toEqual([
      {
        type: 'cart.itemNotAdded',
        productId: 1,
        message: 'U korpi već imate 2 komada, a na stanju su 2 komada.',
      },
    ]);
  });

  it('a failed add from the wishlist answers cart.itemNotAdded with the server’s text', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 5, replyTo: cart.subject.system.get('wishlist') });
    await cart.fakes.reject('addItem', new Error('Proizvod nije dostupan.'));
    expect(sendsIn(cart.log.entries, 'wishlist')).toEqual([
      { type: 'cart.itemNotAdded', productId: 5, message: 'Proizvod nije dostupan.' },
    ]);
  });

  it('a failed cart read leaves the cart failed (logged only); cart.fetch reads it again', async () => {
    cart = startCart();
    await send({ type: 'cart.add', productId: 1 });
    await send({ type: 'cart.fetch' });
    await cart.fakes.reject('fetchCart', new Error('mreža'));
    expect(selectCartPhase(cart.subject.getSnapshot())).toBe('failed');
    expect(actionsIn(cart.log.entries, 'logError')).toHaveLength(1);
    await send({ type: 'cart.fetch' });
    expect(selectCartPhase(cart.subject.getSnapshot())).toBe('loading');
    await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [] });
    // The add that waited runs once the cart is here.
    expect(invokesIn(cart.log.entries, 'addItem')).toEqual([{ cartId: CART_ID, productId: 1 }]);
  });

  it('a failed re-read of a loaded cart leaves it failed too', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.fetch' });
    await cart.fakes.reject('fetchCart', new Error('mreža'));
    expect(selectCartPhase(cart.subject.getSnapshot())).toBe('failed');
  });

  it('events without their payload are ignored, never thrown on nor queued', async () => {
    await loadedCart([cartLine(11, 1)]);
    for (const type of ['cart.add', 'cart.updateQuantity', 'cart.remove', 'cart.setStep'])
      await send({ type });
    await send({ type: 'cart.add', productId: 1, quantity: 0 });
    await send({ type: 'cart.add', productId: 'x' });
    expect(cart.errors).toEqual([]);
    expect(context()).toMatchObject({ queue: [], running: null, adds: {}, cartStep: 0 });
  });

  it('other cart call failures are only logged, without a message to the shopper', async () => {
    await loadedCart([cartLine(11, 1)]);
    const failure = new Error('mreža');
    for (const [event, actor] of [
      [{ type: 'cart.remove', itemId: 11 }, 'removeItem'],
      [{ type: 'cart.clear' }, 'clearCart'],
      [{ type: 'cart.removeUnavailable' }, 'removeUnavailable'],
    ] as const) {
      await send(event);
      await cart.fakes.reject(actor, failure);
    }
    await send({ type: 'cart.fetch' });
    await cart.fakes.reject('fetchCart', failure);
    await send({ type: 'cart.fetch' });
    await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [cartLine(11, 1)] });
    const logged = actionsIn(cart.log.entries, 'logError');
    expect(logged).toHaveLength(4);
    // (A failed read leaves the cart failed; a fetch brings it back, and the next calls go on.)
    for (const entry of logged) expect(entry).toMatchObject({ error: failure });
    expect(cart.log.entries.filter((effect) => effect.kind === 'emit')).toEqual([]);
    expect(context().items).toEqual([cartLine(11, 1)]);
  });

  it('a call asked for while another runs waits and runs after it, in order', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.add', productId: 2 });
    await send({ type: 'cart.add', productId: 2 });
    await send({ type: 'cart.remove', itemId: 11 });
    expect(cart.subject.getSnapshot().hasTag('busy')).toBe(true);
    expect(cart.fakes.running('addItem')).toHaveLength(1);
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    // The second add sees the line the first one appended, so it increments it.
    await cart.fakes.resolve('addItem', cartLine(12, 2, 2));
    await cart.fakes.resolve('removeItem', { success: true });
    expect(context().items).toEqual([cartLine(12, 2, 2)]);
    expect(cart.subject.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('commands sent before the cart is known run once the first fetch brings it', async () => {
    cart = startCart();
    await send({ type: 'cart.add', productId: 1 });
    expect(cart.fakes.running('addItem')).toHaveLength(0);
    await send({ type: 'cart.fetch' });
    await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [] });
    expect(invokesIn(cart.log.entries, 'addItem')).toEqual([{ cartId: CART_ID, productId: 1 }]);
  });

  it('cartStep follows cart.setStep', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.setStep', step: 2 });
    expect(context().cartStep).toBe(2);
  });

  it('a placed order empties the cart locally and returns to step 0', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.setStep', step: 2 });
    await send({ type: 'cart.ordered' });
    expect(context()).toMatchObject({ cartId: CART_ID, items: [], cartStep: 0 });
  });

  it('a reset forgets the cart at once, cancelling the running call', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.add', productId: 1 });
    await send({ type: 'cart.reset' });
    expect(context()).toEqual({
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
    expect(cart.fakes.calls.find((call) => call.id === 'addItem')?.status).toBe('cancelled');
  });

  it('an add asked for with replyTo (move from the wishlist) is answered with cart.itemAdded', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 5, replyTo: cart.subject.system.get('wishlist') });
    await cart.fakes.resolve('addItem', cartLine(15, 5));
    expect(sendsIn(cart.log.entries, 'wishlist')).toEqual([{ type: 'cart.itemAdded', productId: 5 }]);
  });

  it('checkout is told the cart id and piece count whenever the cart settles', async () => {
    await loadedCart([cartLine(11, 1, 2)]);
    expect(sendsIn(cart.log.entries, 'checkout').at(-1)).toEqual({
      type: 'checkout.cartChanged',
      cartId: CART_ID,
      itemCount: 2,
      reviewed: { lines: [{ productId: 1, quantity: 2, unitPrice: 1000 }], shipping: 290, total: 2290 },
      names: { 1: expect.any(String) },
    });
    await send({ type: 'cart.ordered' });
    expect(sendsIn(cart.log.entries, 'checkout').at(-1)).toEqual({
      type: 'checkout.cartChanged',
      cartId: CART_ID,
      itemCount: 0,
      reviewed: { lines: [], shipping: 0, total: 0 },
      names: {},
    });
  });
});

describe('cart → mini-cart (issue 14)', () => {
  it('a shopper’s own add opens the mini-cart with the pieces added, once they are all in', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.add', productId: 2, quantity: 3 });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    // One piece is in; the mini-cart waits for the rest.
    expect(sendsIn(cart.log.entries, 'miniCart')).toEqual([]);
    await cart.fakes.resolve('updateQuantity', cartLine(12, 2, 3));
    expect(sendsIn(cart.log.entries, 'miniCart')).toEqual([
      { type: 'miniCart.show', productId: 2, quantity: 3 },
    ]);
  });

  it('a failed or refused add does not open the mini-cart', async () => {
    await loadedCart([cartLine(11, 1, 2, { stock: 2 })]);
    await send({ type: 'cart.add', productId: 1, stock: 2 });
    await send({ type: 'cart.add', productId: 2 });
    await cart.fakes.reject('addItem', new Error('Proizvod nije dostupan.'));
    expect(sendsIn(cart.log.entries, 'miniCart')).toEqual([]);
  });

  it('a move from the wishlist (replyTo) is answered there and does not open the mini-cart', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 2, replyTo: cart.subject.system.get('wishlist') });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    expect(sendsIn(cart.log.entries, 'wishlist')).toEqual([{ type: 'cart.itemAdded', productId: 2 }]);
    expect(sendsIn(cart.log.entries, 'miniCart')).toEqual([]);
  });
});

describe('typed quantities (issue 14)', () => {
  it('the stock note agrees in number: je samo 1 komad, su samo 2 komada, je samo 5 komada', () => {
    expect(stockLimitMessage(1)).toBe('Na stanju je samo 1 komad.');
    expect(stockLimitMessage(2)).toBe('Na stanju su samo 2 komada.');
    expect(stockLimitMessage(5)).toBe('Na stanju je samo 5 komada.');
    expect(stockLimitMessage(21)).toBe('Na stanju je samo 21 komad.');
    expect(stockLimitMessage(150)).toBe('Jedna stavka može imati najviše 99 komada.');
  });

  it('0 asks to remove, above the cap is clamped, and what is not a whole number from 0 up is refused', () => {
    expect(quantityEntry('0', 5)).toEqual({ kind: 'remove' });
    expect(quantityEntry(' 3 ', 5)).toEqual({ kind: 'set', quantity: 3 });
    expect(quantityEntry('999999', 5)).toEqual({ kind: 'clamped', quantity: 5 });
    for (const text of ['-1', '', '  ', 'dva', '1.5', '1e3', undefined])
      expect(quantityEntry(text, 5)).toEqual({ kind: 'invalid' });
  });

  it('typing above the stock sets the cap and says why; the note goes with the next change', async () => {
    await loadedCart([cartLine(11, 1, 1, { stock: 2 })]);
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: '999999' });
    expect(invokesIn(cart.log.entries, 'updateQuantity')).toEqual([
      { cartId: CART_ID, cartItemId: 11, quantity: 2 },
    ]);
    expect(context().quantityNotes).toEqual({ 11: 'Na stanju su samo 2 komada.' });
    await cart.fakes.resolve('updateQuantity', cartLine(11, 1, 2, { stock: 2 }));
    await send({ type: 'cart.updateQuantity', cartItemId: 11, quantity: 1 });
    expect(context().quantityNotes).toEqual({});
  });

  it('a typed 0 asks first; confirming removes the line through cart.remove, cancelling keeps it', async () => {
    await loadedCart([cartLine(11, 1, 2)]);
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: '0' });
    expect(context().removalAsked).toBe(11);
    await send({ type: 'cart.removalCancelled' });
    expect(context().removalAsked).toBeNull();
    expect(cart.fakes.calls).toHaveLength(1);
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: '0' });
    await send({ type: 'cart.remove', itemId: 11 });
    expect(context().removalAsked).toBeNull();
    expect(invokesIn(cart.log.entries, 'removeItem')).toEqual([{ itemId: 11 }]);
  });
});

describe('cart rules, one function at a time', () => {
  /** A cart context holding `items`, with `queue` waiting and nothing running unless given. */
  const contextWith = (items: CartItem[], extra: Partial<CartContext> = {}): CartContext => ({
    cartId: CART_ID,
    items,
    cartStep: 0,
    adds: {},
    lineErrors: {},
    quantityNotes: {},
    removalAsked: null,
    promo: null,
    running: null,
    queue: [],
    ...extra,
  });

  it('a line is unavailable when its product is, or when none is in stock', () => {
    expect(isUnavailable(cartLine(11, 1, 1, { stock: 1 }))).toBe(false);
    expect(isUnavailable(cartLine(11, 1, 1, { stock: 0 }))).toBe(true);
    expect(isUnavailable(cartLine(11, 1, 1, { stock: -1 }))).toBe(true);
    expect(isUnavailable(cartLine(11, 1, 1, { available: false, stock: 5 }))).toBe(true);
  });

  it('the pieces asked for count the running add and the queued ones of that product only', () => {
    const context = contextWith([cartLine(11, 1, 2), cartLine(12, 2, 5)], {
      running: { type: 'add', productId: 1, quantity: 3, requested: 3 },
      queue: [
        { type: 'add', productId: 2, quantity: 4, requested: 4 },
        { type: 'updateQuantity', cartItemId: 11, quantity: 9 },
        { type: 'add', productId: 1, quantity: 1, requested: 1 },
      ],
    });
    expect(piecesHeldOrAsked(context, 1)).toBe(6);
    expect(piecesHeldOrAsked(context, 2)).toBe(9);
    expect(piecesHeldOrAsked(context, 3)).toBe(0);
  });

  it('a line holds at most its stock and at most 99 pieces, never fewer than none', () => {
    expect(lineCap(5)).toBe(5);
    expect(lineCap(99)).toBe(99);
    expect(lineCap(100)).toBe(99);
    expect(lineCap(0)).toBe(0);
    expect(lineCap(-3)).toBe(0);
  });

  it('an add request names a positive whole product id, a whole quantity from 1 and a whole stock', () => {
    expect(isAddRequest({ productId: 1 })).toBe(true);
    expect(isAddRequest({ productId: 1, quantity: 1, stock: 0 })).toBe(true);
    for (const request of [
      {},
      { productId: 0 },
      { productId: -2 },
      { productId: 1.5 },
      { productId: '1' },
      { productId: 1, quantity: 0 },
      { productId: 1, quantity: 1.5 },
      { productId: 1, quantity: '2' },
      { productId: 1, stock: 2.5 },
      { productId: 1, stock: '5' },
    ])
      expect(isAddRequest(request), JSON.stringify(request)).toBe(false);
  });

  it('an add is measured against the stock its sender named, else its line’s, else the per-line maximum', () => {
    const context = contextWith([cartLine(11, 1, 1, { stock: 4 })]);
    expect(stockOf(context, 1, 7)).toBe(7);
    expect(stockOf(context, 1, 0)).toBe(0);
    expect(stockOf(context, 1, undefined)).toBe(4);
    expect(stockOf(context, 2, undefined)).toBe(99);
  });

  it('an add fits when what is held, asked for and added stays within the cap, the cap itself included', () => {
    const context = contextWith([cartLine(11, 1, 2, { stock: 5 })], {
      queue: [{ type: 'add', productId: 1, quantity: 1, requested: 1 }],
    });
    expect(fitsStock(context, { productId: 1, quantity: 2 })).toBe(true);
    expect(fitsStock(context, { productId: 1, quantity: 3 })).toBe(false);
    expect(fitsStock(context, { productId: 1 })).toBe(true);
    expect(fitsStock(contextWith([cartLine(11, 1, 4, { stock: 5 })]), { productId: 1 })).toBe(true);
    expect(fitsStock(contextWith([cartLine(11, 1, 5, { stock: 5 })]), { productId: 1 })).toBe(false);
    expect(fitsStock(contextWith([]), { productId: 2, quantity: 99 })).toBe(true);
    expect(fitsStock(contextWith([]), { productId: 2, quantity: 100 })).toBe(false);
    expect(fitsStock(contextWith([]), { productId: 2, quantity: 3, stock: 2 })).toBe(false);
    expect(fitsStock(contextWith([]), { productId: 0 })).toBe(false);
  });

  it('a refusal at the per-line maximum says so, with or without pieces already in the cart', () => {
    expect(overStockMessage(0, 100)).toBe('Jedna stavka može imati najviše 99 komada.');
    expect(overStockMessage(3, 100)).toBe(
      'U korpi već imate 3 komada, a jedna stavka može imati najviše 99 komada.',
    );
    // A stock of exactly 99 is the stock, not the per-line maximum.
    expect(overStockMessage(0, 99)).toBe('Na stanju je 99 komada.');
    expect(overStockMessage(0, 1)).toBe('Na stanju je 1 komad.');
    expect(overStockMessage(0, 0)).toBe('Na stanju je 0 komada.');
  });

  it('the stock note names the stock up to 99, and the per-line maximum above it', () => {
    expect(stockLimitMessage(99)).toBe('Na stanju je samo 99 komada.');
    expect(stockLimitMessage(100)).toBe('Jedna stavka može imati najviše 99 komada.');
  });

  it('a typed quantity equal to the cap is set, one above is clamped', () => {
    expect(quantityEntry('5', 5)).toEqual({ kind: 'set', quantity: 5 });
    expect(quantityEntry('6', 5)).toEqual({ kind: 'clamped', quantity: 5 });
    expect(quantityEntry('1', 5)).toEqual({ kind: 'set', quantity: 1 });
    expect(quantityEntry('007', 5)).toEqual({ kind: 'clamped', quantity: 5 });
    expect(quantityEntry('2x', 5)).toEqual({ kind: 'invalid' });
    expect(quantityEntry('x2', 5)).toEqual({ kind: 'invalid' });
    expect(quantityEntry(3, 5)).toEqual({ kind: 'invalid' });
  });

  it('the note for a refused entry names the range the line takes', () => {
    expect(invalidQuantityMessage(7)).toBe('Unesite ceo broj od 1 do 7.');
  });

  it('only adds still on their way are kept when the lines change otherwise', () => {
    expect(
      pendingAdds({
        1: { status: 'pending', quantity: 2 },
        2: { status: 'added', quantity: 1 },
        3: { status: 'failed', quantity: 1, message: 'Nema.' },
      }),
    ).toEqual({ 1: { status: 'pending', quantity: 2 } });
  });

  it('a cart call that needs the cart id cannot run before the cart is known', () => {
    expect(() => knownCartId(contextWith([], { cartId: null }))).toThrow('cart: no cart id yet');
    expect(knownCartId(contextWith([]))).toBe(CART_ID);
  });
});

describe('cart: which requests are taken', () => {
  it('a quantity is a whole number from 1 to 99 for a line in the cart', async () => {
    await loadedCart([cartLine(11, 1)]);
    const can = (quantity: number) =>
      cart.subject.getSnapshot().can({ type: 'cart.updateQuantity', cartItemId: 11, quantity });
    expect(can(1)).toBe(true);
    expect(can(99)).toBe(true);
    expect(can(100)).toBe(false);
    expect(can(2.5)).toBe(false);
  });

  it('cartStep takes 0, 1 and 2 only', async () => {
    await loadedCart([cartLine(11, 1)]);
    for (const step of [1, 2, 0]) {
      await send({ type: 'cart.setStep', step });
      expect(context().cartStep).toBe(step);
    }
    for (const step of [3, -1, '1'])
      expect(cart.subject.getSnapshot().can({ type: 'cart.setStep', step } as never), String(step)).toBe(
        false,
      );
  });

  it('another tab’s change or a return to this tab re-reads a known cart, once', async () => {
    cart = startCart();
    for (const type of ['cart.changedElsewhere', 'cart.tabVisible'] as const)
      expect(cart.subject.getSnapshot().can({ type }), `${type} before the cart is known`).toBe(false);
    await send({ type: 'cart.fetch' });
    await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [cartLine(11, 1)] });
    await send({ type: 'cart.remove', itemId: 11 });
    await send({ type: 'cart.changedElsewhere' });
    expect(context().queue).toEqual([{ type: 'fetch' }]);
    await send({ type: 'cart.tabVisible' });
    await send({ type: 'cart.changedElsewhere' });
    expect(context().queue).toEqual([{ type: 'fetch' }]);
    await cart.fakes.resolve('removeItem', { success: true });
    expect(cart.fakes.running('fetchCart')).toHaveLength(1);
  });

  it('a re-read waiting among other calls is not asked for twice', async () => {
    await loadedCart([cartLine(11, 1), cartLine(12, 2)]);
    await send({ type: 'cart.remove', itemId: 11 });
    await send({ type: 'cart.remove', itemId: 12 });
    await send({ type: 'cart.tabVisible' });
    await send({ type: 'cart.changedElsewhere' });
    expect(context().queue).toEqual([{ type: 'remove', itemId: 12 }, { type: 'fetch' }]);
  });

  it('cancelling needs a removal question open', async () => {
    await loadedCart([cartLine(11, 1)]);
    expect(cart.subject.getSnapshot().can({ type: 'cart.removalCancelled' })).toBe(false);
  });

  it('a single-piece add needs no quantity call; two pieces do', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 2, quantity: 1 });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    expect(invokesIn(cart.log.entries, 'updateQuantity')).toEqual([]);
    await send({ type: 'cart.add', productId: 3, quantity: 2 });
    await cart.fakes.resolve('addItem', cartLine(13, 3, 1));
    expect(invokesIn(cart.log.entries, 'updateQuantity')).toEqual([
      { cartId: CART_ID, cartItemId: 13, quantity: 2 },
    ]);
  });
});

describe('cart: what an add says', () => {
  it('a refusal over the stock keeps the pieces asked for', async () => {
    await loadedCart([cartLine(11, 1, 1, { stock: 3 })]);
    await send({ type: 'cart.add', productId: 1, quantity: 3 });
    expect(selectAddStatus(1)(cart.subject.getSnapshot())).toEqual({
      status: 'failed',
      quantity: 3,
      message: 'U korpi već imate 1 komad, a na stanju su 3 komada.',
    });
  });

  it('an add refused while another add of that product runs does not change what the running one reports', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 1, stock: 2 });
    await send({ type: 'cart.add', productId: 1, quantity: 5, stock: 2 });
    expect(selectAddStatus(1)(cart.subject.getSnapshot())).toMatchObject({ status: 'failed', quantity: 5 });
    await cart.fakes.resolve('addItem', cartLine(11, 1, 1, { stock: 2 }));
    expect(selectAddStatus(1)(cart.subject.getSnapshot())).toEqual({ status: 'added', quantity: 1 });
    expect(sendsIn(cart.log.entries, 'miniCart')).toEqual([
      { type: 'miniCart.show', productId: 1, quantity: 1 },
    ]);
  });

  it('a failed add reports the pieces it asked for, not those of an add refused meanwhile', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 1, quantity: 2, stock: 2 });
    await send({ type: 'cart.add', productId: 1, quantity: 5, stock: 2 });
    await cart.fakes.reject('addItem', new Error('Proizvod nije dostupan.'));
    expect(selectAddStatus(1)(cart.subject.getSnapshot())).toEqual({
      status: 'failed',
      quantity: 2,
      message: 'Proizvod nije dostupan.',
    });
  });

  it('a refused add of a shopper’s own (no replyTo) answers no one', async () => {
    await loadedCart([cartLine(11, 1, 2, { stock: 2 })]);
    await send({ type: 'cart.add', productId: 1 });
    await send({ type: 'cart.add', productId: 2 });
    await cart.fakes.reject('addItem', new Error('Proizvod nije dostupan.'));
    await send({ type: 'cart.add', productId: 3 });
    await cart.fakes.resolve('addItem', cartLine(13, 3, 1));
    expect(sendsIn(cart.log.entries, 'wishlist')).toEqual([]);
    expect(cart.errors).toEqual([]);
  });

  it('a failed add of several pieces keeps the pieces asked for', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 2, quantity: 2 });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    await cart.fakes.reject('updateQuantity', new Error('Nema dovoljno proizvoda na stanju.'));
    expect(selectAddStatus(2)(cart.subject.getSnapshot())).toEqual({
      status: 'failed',
      quantity: 2,
      message: 'Nema dovoljno proizvoda na stanju.',
    });
  });

  it('a second add of a product, run after a re-read settled the first, is still answered', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 2 });
    await send({ type: 'cart.fetch' });
    await send({ type: 'cart.add', productId: 2 });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [cartLine(12, 2, 1)] });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 2));
    expect(cart.errors).toEqual([]);
    expect(selectAddStatus(2)(cart.subject.getSnapshot())).toEqual({ status: 'added', quantity: 1 });
    expect(sendsIn(cart.log.entries, 'miniCart').at(-1)).toEqual({
      type: 'miniCart.show',
      productId: 2,
      quantity: 1,
    });
    expect(context().items).toEqual([cartLine(12, 2, 2)]);
  });

  it('a second add of a product that fails after a re-read settled the first is failed with the server’s text', async () => {
    await loadedCart([]);
    await send({ type: 'cart.add', productId: 2 });
    await send({ type: 'cart.fetch' });
    await send({ type: 'cart.add', productId: 2 });
    await cart.fakes.resolve('addItem', cartLine(12, 2, 1));
    await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [cartLine(12, 2, 1)] });
    await cart.fakes.reject('addItem', new Error('Nema dovoljno proizvoda na stanju.'));
    expect(cart.errors).toEqual([]);
    expect(selectAddStatus(2)(cart.subject.getSnapshot())).toEqual({
      status: 'failed',
      quantity: 1,
      message: 'Nema dovoljno proizvoda na stanju.',
    });
  });

  it('a reset closes the mini-cart', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.reset' });
    expect(sendsIn(cart.log.entries, 'miniCart')).toEqual([{ type: 'miniCart.close' }]);
  });

  it('after removing unavailable items the re-read runs at once, before the calls waiting', async () => {
    await loadedCart([cartLine(11, 1), cartLine(12, 2, 1, { available: false })]);
    await send({ type: 'cart.removeUnavailable' });
    await send({ type: 'cart.remove', itemId: 11 });
    await cart.fakes.resolve('removeUnavailable', { removed: 1 });
    expect(context().running).toEqual({ type: 'fetch' });
    expect(context().queue).toEqual([{ type: 'remove', itemId: 11 }]);
    expect(actionsIn(cart.log.entries, 'announceChange')).toHaveLength(1);
  });
});

describe('cart: typed quantities and their notes', () => {
  it('a typed quantity within the stock is set with no note, and drops that line’s old note and error only', async () => {
    await loadedCart([cartLine(11, 1, 1, { stock: 3 }), cartLine(12, 2, 1, { stock: 3 })]);
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: '9' });
    await cart.fakes.resolve('updateQuantity', cartLine(11, 1, 3, { stock: 3 }));
    await send({ type: 'cart.updateQuantity', cartItemId: 12, quantity: 2 });
    await cart.fakes.reject('updateQuantity', new Error('Nema dovoljno proizvoda na stanju.'));
    await send({ type: 'cart.quantityEntered', cartItemId: 12, text: '9' });
    await cart.fakes.resolve('updateQuantity', cartLine(12, 2, 3, { stock: 3 }));
    expect(context().quantityNotes).toEqual({
      11: 'Na stanju su samo 3 komada.',
      12: 'Na stanju su samo 3 komada.',
    });
    await send({ type: 'cart.updateQuantity', cartItemId: 11, quantity: 1 });
    await cart.fakes.reject('updateQuantity', new Error('Nema dovoljno proizvoda na stanju.'));
    expect(context().lineErrors).toEqual({ 11: 'Nema dovoljno proizvoda na stanju.' });
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: '2' });
    expect(invokesIn(cart.log.entries, 'updateQuantity').at(-1)).toEqual({
      cartId: CART_ID,
      cartItemId: 11,
      quantity: 2,
    });
    expect(context().quantityNotes).toEqual({ 12: 'Na stanju su samo 3 komada.' });
    expect(context().lineErrors).toEqual({});
  });

  it('a typed quantity only drops the error of its own line', async () => {
    await loadedCart([cartLine(11, 1, 1, { stock: 3 }), cartLine(12, 2, 1, { stock: 3 })]);
    await send({ type: 'cart.updateQuantity', cartItemId: 12, quantity: 2 });
    await cart.fakes.reject('updateQuantity', new Error('Nema dovoljno proizvoda na stanju.'));
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: '2' });
    expect(context().lineErrors).toEqual({ 12: 'Nema dovoljno proizvoda na stanju.' });
  });

  it('what is not a whole number gets a note naming the line’s range, and no call', async () => {
    await loadedCart([cartLine(11, 1, 1, { stock: 2 })]);
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: 'dva' });
    expect(context().quantityNotes).toEqual({ 11: 'Unesite ceo broj od 1 do 2.' });
    expect(context().queue).toEqual([]);
    expect(cart.fakes.calls).toHaveLength(1);
  });

  it('a quantity typed for a line not in the cart is ignored', async () => {
    await loadedCart([cartLine(11, 1, 1)]);
    for (const text of ['0', '2', 'dva'])
      expect(cart.subject.getSnapshot().can({ type: 'cart.quantityEntered', cartItemId: 99, text })).toBe(
        false,
      );
  });

  it('a typed 0 drops the line’s note; a quantity typed after it closes the question', async () => {
    await loadedCart([cartLine(11, 1, 1, { stock: 2 })]);
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: 'dva' });
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: '0' });
    expect(context().quantityNotes).toEqual({});
    expect(context().removalAsked).toBe(11);
    await send({ type: 'cart.quantityEntered', cartItemId: 11, text: '2' });
    expect(context().removalAsked).toBeNull();
  });
});

describe('cart without a mini-cart in the system (tests, Stately)', () => {
  it('a shopper’s add and a reset still work, with nothing to open or close', async () => {
    const log = new EffectLog();
    const fakes = createFakeActors(log);
    const machine = cartMachine.provide({
      actors: { fetchCart: fakes.logic(), addItem: fakes.logic() },
      actions: { announceChange: log.action('announceChange') },
    });
    const { root, subject, errors } = startInSystem(machine, {
      systemId: systemIds.cart,
      neighbours: [systemIds.checkout],
      log,
    });
    try {
      subject.send({ type: 'cart.fetch' });
      await settle();
      await fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: [] });
      subject.send({ type: 'cart.add', productId: 2 });
      await settle();
      await fakes.resolve('addItem', cartLine(12, 2, 1));
      expect(selectAddStatus(2)(subject.getSnapshot())).toEqual({ status: 'added', quantity: 1 });
      subject.send({ type: 'cart.reset' });
      await settle();
      expect(subject.getSnapshot().status).toBe('active');
      expect(errors).toEqual([]);
    } finally {
      root.stop();
    }
  });
});

describe('which events make a call', () => {
  it('events that ask for no call queue none', () => {
    expect(commandFor({ type: 'cart.reset' })).toBeNull();
    expect(commandFor({ type: 'cart.setStep', step: 1 })).toBeNull();
  });
});
