import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../contract/cart';
import { UNAVAILABLE_REMOVED_TOAST } from '../../../machines/cart/cart.messages';
import type { CartContext } from '../../../machines/cart/cart.types';
import { actionsIn, emitsIn, invokesIn, sendsIn } from '../utils/effect-log';
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

  it('add-to-cart failure reaches the caller', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.add', productId: 3 });
    await cart.fakes.reject('addItem', new Error('Nema dovoljno proizvoda na stanju.'));
    expect(emitsIn(cart.log.entries, 'cart.addFailed')).toEqual([
      { type: 'cart.addFailed', productId: 3, message: 'Nema dovoljno proizvoda na stanju.' },
    ]);
    expect(actionsIn(cart.log.entries, 'logError')).toEqual([]);
    expect(context().items).toEqual([cartLine(11, 1)]);
  });

  it('update-quantity failure reaches the caller', async () => {
    await loadedCart([cartLine(11, 1)]);
    await send({ type: 'cart.updateQuantity', cartItemId: 11, quantity: 50 });
    await cart.fakes.reject('updateQuantity', new Error('Nema dovoljno proizvoda na stanju.'));
    expect(emitsIn(cart.log.entries, 'cart.updateFailed')).toEqual([
      { type: 'cart.updateFailed', cartItemId: 11, message: 'Nema dovoljno proizvoda na stanju.' },
    ]);
    expect(context().items[0]?.quantity).toBe(1);
  });

  it('other cart call failures are only logged, without a message to the shopper', async () => {
    await loadedCart([cartLine(11, 1)]);
    const failure = new Error('mreža');
    for (const [event, actor] of [
      [{ type: 'cart.fetch' }, 'fetchCart'],
      [{ type: 'cart.remove', itemId: 11 }, 'removeItem'],
      [{ type: 'cart.clear' }, 'clearCart'],
      [{ type: 'cart.removeUnavailable' }, 'removeUnavailable'],
    ] as const) {
      await send(event);
      await cart.fakes.reject(actor, failure);
    }
    const logged = actionsIn(cart.log.entries, 'logError');
    expect(logged).toHaveLength(4);
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
    expect(context()).toEqual({ cartId: null, items: [], cartStep: 0, running: null, queue: [] });
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
    });
    await send({ type: 'cart.ordered' });
    expect(sendsIn(cart.log.entries, 'checkout').at(-1)).toEqual({
      type: 'checkout.cartChanged',
      cartId: CART_ID,
      itemCount: 0,
      reviewed: { lines: [], shipping: 0, total: 0 },
    });
  });
});
