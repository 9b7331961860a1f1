import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contract/cart';
import { UNAVAILABLE_REMOVED_TOAST } from '../../../machines/cart/cart.messages';
import type { CartContext } from '../../../machines/cart/cart.types';
import { overStockMessage, quantityEntry, stockLimitMessage } from '../../../machines/cart/cart.rules';
import { selectAddStatus, selectCartPhase, selectLineError } from '../../../machines/cart/cart.selectors';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { settle } from '../utils/fake-actors';
import { CART_ID, cartLine } from '../utils/products';
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
