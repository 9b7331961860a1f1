import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart } from '../../contract/cart';
import { cartMachine } from '../../machines/cart/cart.machine';
import { cartActions, cartActors } from '../../src/actors/cart.actors';
import { createFakeBrowser, createTabBus, type TabBus } from '../machines/utils/fake-browser';
import { CART_ID } from '../machines/utils/products';

const emptyCart: Cart = { id: CART_ID, userId: null, cartItems: [] } as unknown as Cart;

/** One tab's cart with the real src/actors effects over a fake browser on the shared bus; counts its reads. */
function openTab(tabs: TabBus) {
  const browser = createFakeBrowser({ tabs });
  let reads = 0;
  const machine = cartMachine.provide({
    actors: {
      watchOtherTabs: cartActors(browser.browser).watchOtherTabs,
      fetchCart: fromPromise(async () => {
        reads += 1;
        return emptyCart;
      }),
      clearCart: fromPromise<unknown, { cartId: string }>(async () => ({ success: true })),
    },
    actions: cartActions(browser.browser),
  });
  const cart = createActor(machine).start();
  return { cart, browser, reads: () => reads };
}

const settled = (tab: ReturnType<typeof openTab>) =>
  waitFor(tab.cart, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.queue.length === 0);

describe('the cart across the tabs of one browser', () => {
  it('a change in one tab makes the other read the cart again, and not itself', async () => {
    const tabs = createTabBus();
    const [a, b] = [openTab(tabs), openTab(tabs)];
    for (const tab of [a, b]) {
      tab.cart.send({ type: 'cart.fetch' });
      await settled(tab);
    }
    expect([a.reads(), b.reads()]).toEqual([1, 1]);

    a.cart.send({ type: 'cart.clear' });
    await settled(a);
    await settled(b);
    expect(a.browser.announcements()).toBe(1);
    expect([a.reads(), b.reads()]).toEqual([1, 2]);
    // B only read: it tells nobody.
    expect(b.browser.announcements()).toBe(0);
  });

  it('a tab the shopper comes back to reads the cart again', async () => {
    const tab = openTab(createTabBus());
    tab.browser.becomeVisible();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Before the cart was first read there is nothing to refresh.
    expect(tab.reads()).toBe(0);
    tab.cart.send({ type: 'cart.fetch' });
    await settled(tab);
    tab.browser.becomeVisible();
    await settled(tab);
    expect(tab.reads()).toBe(2);
  });

  it('stops listening when the cart stops', async () => {
    const tabs = createTabBus();
    const [a, b] = [openTab(tabs), openTab(tabs)];
    b.cart.send({ type: 'cart.fetch' });
    await settled(b);
    b.cart.stop();
    a.cart.send({ type: 'cart.fetch' });
    await settled(a);
    a.cart.send({ type: 'cart.clear' });
    await settled(a);
    expect(b.reads()).toBe(1);
  });
});
