import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { miniCartMachine } from '../../../machines/mini-cart/mini-cart.machine';
import { selectAddedLine, selectMiniCartOpen } from '../../../machines/mini-cart/mini-cart.selectors';

// The mini-cart after a shopper's own add (issue 14), rule by rule, through its selectors.

let miniCart: ReturnType<typeof createActor<typeof miniCartMachine>>;
afterEach(() => miniCart?.stop());
function start() {
  miniCart = createActor(miniCartMachine);
  miniCart.start();
  return miniCart;
}
const send = (event: Record<string, unknown>) => (miniCart as AnyActorRef).send(event);
const open = () => selectMiniCartOpen(miniCart.getSnapshot());
const added = () => selectAddedLine(miniCart.getSnapshot());

describe('mini-cart: shown after an add, with what was added', () => {
  it('closed, showing nothing, until an add', () => {
    start();
    expect(open()).toBe(false);
    expect(added()).toBeNull();
  });

  it('an add of one piece opens it with that line; another add while open shows that one instead', () => {
    start();
    send({ type: 'miniCart.show', productId: 12, quantity: 1 });
    expect(open()).toBe(true);
    expect(added()).toEqual({ productId: 12, quantity: 1 });
    send({ type: 'miniCart.show', productId: 31, quantity: 3 });
    expect(open()).toBe(true);
    expect(added()).toEqual({ productId: 31, quantity: 3 });
  });

  it('closing it forgets the line', () => {
    start();
    send({ type: 'miniCart.show', productId: 12, quantity: 2 });
    send({ type: 'miniCart.close' });
    expect(open()).toBe(false);
    expect(added()).toBeNull();
  });

  it('a show without a product or a positive whole quantity opens nothing, and changes nothing when open', () => {
    start();
    const refused = [
      { type: 'miniCart.show' },
      { type: 'miniCart.show', productId: 12, quantity: 0 },
      { type: 'miniCart.show', productId: 12, quantity: 1.5 },
      { type: 'miniCart.show', productId: 12.5, quantity: 1 },
      { type: 'miniCart.show', productId: 12 },
      { type: 'miniCart.show', quantity: 1 },
    ];
    for (const event of refused) send(event);
    expect(open()).toBe(false);
    send({ type: 'miniCart.show', productId: 12, quantity: 1 });
    for (const event of refused) send(event);
    expect(added()).toEqual({ productId: 12, quantity: 1 });
    expect(open()).toBe(true);
  });
});
