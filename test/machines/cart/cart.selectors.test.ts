import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../../contract/money';
import { cartMachine } from '../../../machines/cart/cart.machine';
import {
  selectAddStatus,
  selectAddStatuses,
  selectCartPagePhase,
  selectCartPhase,
  selectCartStep,
  selectHasUnavailable,
  selectItemCount,
  selectLeftToFreeShipping,
  selectLineError,
  selectLineOfProduct,
  selectLineTarget,
  selectMaxAddable,
  selectPiecesInCart,
  selectQuantityNote,
  selectRemovalAsked,
  selectTotals,
} from '../../../machines/cart/cart.selectors';
import type { CartContext } from '../../../machines/cart/cart.types';
import type { CartItem } from '../../../contract/cart';
import { settle } from '../utils/fake-actors';
import { CART_ID, cartLine } from '../utils/products';
import { startCart } from './cart.harness';

/** A cart snapshot holding `items`, as the machine would after a fetch. */
function snapshotWith(items: CartItem[], cartStep: 0 | 1 | 2 = 0) {
  const actor = createActor(cartMachine);
  const snapshot = actor.getSnapshot();
  return { ...snapshot, context: { ...snapshot.context, items, cartStep } } as typeof snapshot;
}

describe('cart selectors', () => {
  const items = [cartLine(11, 1, 2), cartLine(12, 2, 1, { discountPrice: 1500 })];

  it('the item count is the sum of quantities', () => {
    expect(selectItemCount(snapshotWith(items))).toBe(3);
  });

  it('totals use the pay price and the shipping rule of contract/money', () => {
    // 2 × 1000 + 1 × 1500 (discounted from 2000) = 3500, below 5000: 290 shipping.
    expect(selectTotals(snapshotWith(items))).toEqual({ subtotal: 3500, shipping: 290, total: 3790 });
    expect(selectTotals(snapshotWith(items))).toEqual(orderTotals(items));
    expect(selectLeftToFreeShipping(snapshotWith(items))).toBe(1500);
  });

  it('a bulky line ships at 1490 per piece and leaves nothing to free shipping', () => {
    const bulky = [cartLine(13, 3, 2, { shippingPrice: 1490 })];
    expect(selectTotals(snapshotWith(bulky)).shipping).toBe(2980);
    expect(selectLeftToFreeShipping(snapshotWith(bulky))).toBe(0);
  });

  it('hasUnavailable and cartStep read the context', () => {
    expect(selectHasUnavailable(snapshotWith(items))).toBe(false);
    expect(selectHasUnavailable(snapshotWith([cartLine(14, 4, 1, { available: false })]))).toBe(true);
    expect(selectHasUnavailable(snapshotWith([cartLine(14, 4, 1, { stock: 0 })]))).toBe(true);
    expect(selectCartStep(snapshotWith(items, 2))).toBe(2);
  });

  it('maxAddable is the stock (at most 99 a line) less what the cart holds or was asked to add', () => {
    const tornado = { id: 1, stock: 5, available: true };
    expect(selectMaxAddable(tornado)(snapshotWith([]))).toBe(5);
    expect(selectMaxAddable(tornado)(snapshotWith(items))).toBe(3);
    expect(selectMaxAddable({ ...tornado, stock: 500 })(snapshotWith(items))).toBe(97);
    expect(selectMaxAddable({ ...tornado, available: false })(snapshotWith([]))).toBe(0);
    const asked = snapshotWith(items);
    const waiting = {
      ...asked,
      context: {
        ...asked.context,
        queue: [{ type: 'add' as const, productId: 1, quantity: 2, requested: 2 }],
      },
    } as typeof asked;
    expect(selectMaxAddable(tornado)(waiting)).toBe(1);
    expect(selectMaxAddable({ ...tornado, stock: 2 })(waiting)).toBe(0);
  });

  it('addStatus and lineError read the context; piecesInCart the product’s line', () => {
    const base = snapshotWith(items);
    const snapshot = {
      ...base,
      context: {
        ...base.context,
        adds: { 2: { status: 'failed' as const, quantity: 1, message: 'Nema.' } },
        lineErrors: { 11: 'Na stanju je samo 1 komad.' },
      },
    } as typeof base;
    expect(selectAddStatus(2)(snapshot)).toEqual({ status: 'failed', quantity: 1, message: 'Nema.' });
    expect(selectAddStatus(1)(snapshot)).toBeNull();
    expect(selectAddStatuses(snapshot)).toEqual({ 2: { status: 'failed', quantity: 1, message: 'Nema.' } });
    expect(selectLineError(11)(snapshot)).toBe('Na stanju je samo 1 komad.');
    expect(selectLineError(12)(snapshot)).toBeNull();
    expect(selectPiecesInCart(1)(snapshot)).toBe(2);
    expect(selectPiecesInCart(9)(snapshot)).toBe(0);
  });

  it('the phase of a cart never read is unloaded', () => {
    expect(selectCartPhase(snapshotWith([]))).toBe('unloaded');
  });
});

describe('cart selectors for the lines and the stepper', () => {
  const items = [cartLine(11, 1, 2), cartLine(12, 2, 1)];
  const withContext = (context: Partial<CartContext>) => {
    const base = snapshotWith(items);
    return { ...base, context: { ...base.context, ...context } } as typeof base;
  };

  it('one unavailable line among available ones is enough to hold checkout back', () => {
    expect(selectHasUnavailable(snapshotWith([cartLine(11, 1), cartLine(14, 4, 1, { stock: 0 })]))).toBe(
      true,
    );
  });

  it('the line of a product, or null', () => {
    expect(selectLineOfProduct(2)(snapshotWith(items))).toEqual(cartLine(12, 2, 1));
    expect(selectLineOfProduct(9)(snapshotWith(items))).toBeNull();
  });

  it('a line’s quantity note, or null', () => {
    const noted = withContext({ quantityNotes: { 12: 'Na stanju su samo 2 komada.' } });
    expect(selectQuantityNote(12)(noted)).toBe('Na stanju su samo 2 komada.');
    expect(selectQuantityNote(11)(noted)).toBeNull();
  });

  it('the removal question belongs to the line whose 0 was typed', () => {
    const asked = withContext({ removalAsked: 12 });
    expect(selectRemovalAsked(12)(asked)).toBe(true);
    expect(selectRemovalAsked(11)(asked)).toBe(false);
    expect(selectRemovalAsked(12)(snapshotWith(items))).toBe(false);
  });

  it('the stepper shows the last quantity asked for the line, running or waiting, else what it holds', () => {
    expect(selectLineTarget(11)(snapshotWith(items))).toBe(2);
    expect(selectLineTarget(99)(snapshotWith(items))).toBe(0);
    const asked = withContext({
      running: { type: 'updateQuantity', cartItemId: 11, quantity: 3 },
      queue: [
        { type: 'updateQuantity', cartItemId: 11, quantity: 4 },
        { type: 'updateQuantity', cartItemId: 12, quantity: 7 },
        { type: 'remove', itemId: 11 },
      ],
    });
    expect(selectLineTarget(11)(asked)).toBe(4);
    expect(selectLineTarget(12)(asked)).toBe(7);
    const running = withContext({ running: { type: 'updateQuantity', cartItemId: 11, quantity: 3 } });
    expect(selectLineTarget(11)(running)).toBe(3);
    expect(selectLineTarget(12)(running)).toBe(1);
    const added = withContext({ running: { type: 'add', productId: 1, quantity: 5, requested: 5 } });
    expect(selectLineTarget(11)(added)).toBe(2);
  });

  it('phase and busy follow the read: loading and busy while it runs, ready and idle after', async () => {
    const cart = startCart();
    try {
      cart.subject.send({ type: 'cart.fetch' });
      await settle();
      expect(selectCartPhase(cart.subject.getSnapshot())).toBe('loading');
      expect(cart.subject.getSnapshot().hasTag('busy')).toBe(true);
      await cart.fakes.resolve('fetchCart', { id: CART_ID, userId: null, cartItems: items });
      expect(selectCartPhase(cart.subject.getSnapshot())).toBe('ready');
      expect(cart.subject.getSnapshot().hasTag('busy')).toBe(false);
      cart.subject.send({ type: 'cart.remove', itemId: 11 });
      await settle();
      expect(selectCartPhase(cart.subject.getSnapshot())).toBe('ready');
      expect(cart.subject.getSnapshot().hasTag('busy')).toBe(true);
    } finally {
      cart.stop();
    }
  });
});

describe('the cart page’s phase, from the cart and the app start', () => {
  const started = { starting: false, noCart: false };
  it('a cart that is here or failed says so, whatever the start', () => {
    expect(selectCartPagePhase('ready', { starting: true, noCart: false })).toBe('ready');
    expect(selectCartPagePhase('failed', started)).toBe('failed');
  });

  it('a start that got no cart is a failed cart page; while it is still deciding, loading', () => {
    expect(selectCartPagePhase('unloaded', { starting: false, noCart: true })).toBe('failed');
    expect(selectCartPagePhase('unloaded', { starting: true, noCart: false })).toBe('loading');
  });

  it('a cart being read or replaced (logout) is loading', () => {
    expect(selectCartPagePhase('loading', started)).toBe('loading');
    expect(selectCartPagePhase('unloaded', started)).toBe('loading');
  });
});
