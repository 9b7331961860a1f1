import { fromPromise } from 'xstate';
import type { Cart, CartItem } from '../../contract/cart';
import type { cartMachine } from '../../machines/cart/cart.machine';
import type {
  AddItemInput,
  CartIdInput,
  RemovedCount,
  RemoveItemInput,
  UpdateQuantityInput,
} from '../../machines/cart/cart.types';
import * as api from '../api/cart';
import { showUnavailableRemoved } from './app.actors';
import type { Browser } from './browser';
import type { ActionsOf, ActorsOf } from './provide-types';

/** The cart machine's calls over src/api (which rejects an add answered with an `error` field). */
export function cartActors(): ActorsOf<typeof cartMachine> {
  return {
    fetchCart: fromPromise<Cart, void>(() => api.fetchCart()),
    addItem: fromPromise<CartItem, AddItemInput>(({ input }) => api.addCartItem(input)),
    updateQuantity: fromPromise<CartItem, UpdateQuantityInput>(({ input }) =>
      api.updateCartItemQuantity(input),
    ),
    removeItem: fromPromise<unknown, RemoveItemInput>(({ input }) => api.removeCartItem(input.itemId)),
    clearCart: fromPromise<unknown, CartIdInput>(({ input }) => api.clearCart(input.cartId)),
    removeUnavailable: fromPromise<RemovedCount, CartIdInput>(async ({ input }) => ({
      removed: await api.removeUnavailableCartItems(input.cartId),
    })),
  };
}

/** The cart machine's effects: failures only logged (spec §8), the unavailable-items toast. */
export function cartActions(browser: Browser): ActionsOf<typeof cartMachine> {
  return {
    logError: (_, { message, error }) => browser.logError(message, error),
    notifyUnavailableRemoved: (_, { count }) => showUnavailableRemoved(browser, count),
  };
}
