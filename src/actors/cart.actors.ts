import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { Cart, CartItem } from '../../contract/cart';
import type { cartMachine } from '../../machines/cart/cart.machine';
import type {
  AddItemInput,
  CartIdInput,
  RemovedCount,
  RemoveItemInput,
  UpdateQuantityInput,
} from '../../machines/cart/cart.types';
import { showUnavailableRemoved } from './app.actors';
import type { Browser } from './browser';
import * as cartApi from '../api/cart';
import type { ActionsOf, ActorsOf } from './provide-types';

/**
 * The cart machine's calls over src/api (which rejects an add answered with an `error` field), and
 * what the other tabs and this tab's visibility tell it.
 */
export function cartActors(browser: Browser): ActorsOf<typeof cartMachine> {
  return {
    watchOtherTabs: fromCallback<EventObject>(({ sendBack }) =>
      browser.otherTabs.watch({
        cartChanged: () => sendBack({ type: 'cart.changedElsewhere' }),
        visible: () => sendBack({ type: 'cart.tabVisible' }),
      }),
    ),
    fetchCart: fromPromise<Cart, void>(async () => cartApi.fetchCart()),
    addItem: fromPromise<CartItem, AddItemInput>(async ({ input }) => cartApi.addCartItem(input)),
    updateQuantity: fromPromise<CartItem, UpdateQuantityInput>(async ({ input }) =>
      cartApi.updateCartItemQuantity(input),
    ),
    removeItem: fromPromise<unknown, RemoveItemInput>(async ({ input }) =>
      cartApi.removeCartItem(input.itemId),
    ),
    clearCart: fromPromise<unknown, CartIdInput>(async ({ input }) => cartApi.clearCart(input.cartId)),
    removeUnavailable: fromPromise<RemovedCount, CartIdInput>(async ({ input }) => ({
      removed: await cartApi.removeUnavailableCartItems(input.cartId),
    })),
  };
}

/** The cart machine's effects: failures only logged (spec §8), the unavailable-items toast, the other tabs told. */
export function cartActions(browser: Browser): ActionsOf<typeof cartMachine> {
  return {
    logError: (_, { message, error }) => browser.logError(message, error),
    notifyUnavailableRemoved: () => showUnavailableRemoved(browser),
    announceChange: () => browser.otherTabs.announceCartChange(),
  };
}
