import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, assign, createActor, setup, toPromise } from 'xstate';
import { cartItemSchema, cartSchema, removeUnavailableResponseSchema } from '../../contract/cart';
import { successSchema } from '../../contract/errors';
import { routes } from '../../contract/routes';
import { UNAVAILABLE_REMOVED_TOAST } from '../../machines/cart/cart.messages';
import { cartActions, cartActors } from '../../src/actors/cart.actors';
import { configureApi } from '../../src/api/request';
import { createFakeBrowser, createTabBus } from '../machines/utils/fake-browser';
import { contractJson } from '../msw/contract-responses';
import { CART_ID, aCart, aCartItem } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';

/*
 * The cart machine's actors over the real src/api client and msw (the request each sends, what it
 * resolves with), what the other tabs and this tab's visibility tell the machine, and its effects.
 */

startMswServer();

const { seen, answer } = recordRequests();

beforeEach(() => {
  configureApi({ showToast: () => {}, sessionExpired: vi.fn() });
});

type ActorName = keyof ReturnType<typeof cartActors>;
const run = (name: ActorName, input?: unknown) =>
  toPromise(createActor(cartActors(createFakeBrowser().browser)[name] as AnyActorLogic, { input }).start());

type Action = (args: unknown, params?: unknown) => void;
const actionsOver = (fake: ReturnType<typeof createFakeBrowser>) =>
  cartActions(fake.browser) as unknown as Record<
    'logError' | 'notifyUnavailableRemoved' | 'announceChange',
    Action
  >;

const ok = () => contractJson(successSchema, { success: true });

describe('the cart actors’ requests and answers (spec §7)', () => {
  it('fetchCart: GET /api/cart resolves with the cart', async () => {
    answer(routes.cartGet, () => contractJson(cartSchema, aCart()));
    await expect(run('fetchCart')).resolves.toEqual(aCart());
    expect(seen).toEqual([{ method: 'GET', path: '/api/cart', body: undefined }]);
  });

  it('addItem: POST /api/cart/add-item with the cart and product resolves with the line', async () => {
    answer(routes.cartAddItem, () => contractJson(cartItemSchema, aCartItem()));
    await expect(run('addItem', { cartId: CART_ID, productId: 1 })).resolves.toEqual(aCartItem());
    expect(seen).toEqual([
      { method: 'POST', path: '/api/cart/add-item', body: { cartId: CART_ID, productId: 1 } },
    ]);
  });

  it('updateQuantity: PUT /api/cart/update-quantity with the line and quantity resolves with the line', async () => {
    const body = { cartItemId: 11, cartId: CART_ID, quantity: 3 };
    answer(routes.cartUpdateQuantity, () => contractJson(cartItemSchema, aCartItem({ quantity: 3 })));
    await expect(run('updateQuantity', body)).resolves.toEqual(aCartItem({ quantity: 3 }));
    expect(seen).toEqual([{ method: 'PUT', path: '/api/cart/update-quantity', body }]);
  });

  it('removeItem: DELETE /api/cart/remove-item/{itemId} of the input’s line', async () => {
    answer(routes.cartRemoveItem, ok);
    await expect(run('removeItem', { itemId: 11 })).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/cart/remove-item/11', body: undefined }]);
  });

  it('clearCart: DELETE /api/cart/clear/{cartId} of the input’s cart', async () => {
    answer(routes.cartClear, ok);
    await expect(run('clearCart', { cartId: CART_ID })).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: `/api/cart/clear/${CART_ID}`, body: undefined }]);
  });

  it('removeUnavailable: DELETE /api/cart/remove-unavailable-items/{cartId} resolves with the count removed', async () => {
    answer(routes.cartRemoveUnavailable, () => contractJson(removeUnavailableResponseSchema, { removed: 2 }));
    await expect(run('removeUnavailable', { cartId: CART_ID })).resolves.toEqual({ removed: 2 });
    expect(seen).toEqual([
      { method: 'DELETE', path: `/api/cart/remove-unavailable-items/${CART_ID}`, body: undefined },
    ]);
  });
});

/** A parent that invokes watchOtherTabs over `fake` and keeps every event it sends back. */
function watching(fake: ReturnType<typeof createFakeBrowser>) {
  const parent = setup({
    types: { context: {} as { heard: string[] } },
    actors: { watch: cartActors(fake.browser).watchOtherTabs as AnyActorLogic },
  }).createMachine({
    context: { heard: [] },
    invoke: { src: 'watch' },
    on: {
      '*': {
        actions: assign({ heard: ({ context, event }) => [...context.heard, event.type] }),
      },
    },
  });
  return createActor(parent).start();
}

describe('what the other tabs and this tab’s visibility tell the cart', () => {
  it('another tab’s cart change is sent back as cart.changedElsewhere', () => {
    const tabs = createTabBus();
    const [here, other] = [createFakeBrowser({ tabs }), createFakeBrowser({ tabs })];
    const parent = watching(here);
    other.browser.otherTabs.announceCartChange();
    expect(parent.getSnapshot().context.heard).toEqual(['cart.changedElsewhere']);
  });

  it('this tab becoming visible is sent back as cart.tabVisible', () => {
    const fake = createFakeBrowser();
    const parent = watching(fake);
    fake.becomeVisible();
    expect(parent.getSnapshot().context.heard).toEqual(['cart.tabVisible']);
  });

  it('stops watching when the cart stops', () => {
    const tabs = createTabBus();
    const [here, other] = [createFakeBrowser({ tabs }), createFakeBrowser({ tabs })];
    const parent = watching(here);
    parent.stop();
    other.browser.otherTabs.announceCartChange();
    here.becomeVisible();
    expect(parent.getSnapshot().context.heard).toEqual([]);
  });
});

describe('the cart machine’s effects', () => {
  it('logError logs the failure’s message with its error', () => {
    const fake = createFakeBrowser();
    const error = new Error('mreža');
    actionsOver(fake).logError({}, { message: 'Učitavanje korpe nije uspelo', error });
    expect(fake.errors).toEqual([{ message: 'Učitavanje korpe nije uspelo', error }]);
  });

  it('notifyUnavailableRemoved shows the 7000 ms unavailable-items info toast (spec §8)', () => {
    const fake = createFakeBrowser();
    actionsOver(fake).notifyUnavailableRemoved({});
    expect(fake.toasts).toEqual([UNAVAILABLE_REMOVED_TOAST]);
    expect(fake.toasts[0]).toMatchObject({ kind: 'info', durationMs: 7000 });
  });

  it('announceChange tells the other tabs once that the cart changed', () => {
    const tabs = createTabBus();
    const [here, other] = [createFakeBrowser({ tabs }), createFakeBrowser({ tabs })];
    const otherHeard = vi.fn();
    other.browser.otherTabs.watch({ cartChanged: otherHeard, visible: () => {} });
    actionsOver(here).announceChange({});
    expect(here.announcements()).toBe(1);
    expect(otherHeard).toHaveBeenCalledTimes(1);
  });
});
