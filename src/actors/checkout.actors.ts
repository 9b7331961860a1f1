import { assign, fromPromise } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { PlacedOrder, PlaceOrderInput } from '../../machines/checkout/checkout.types';
import { placeOrder } from '../api/orders';
import type { Browser } from './browser';
import { toPlaceOrderFailure } from './place-order-failure';
import type { ActionsOf, ActorsOf } from './provide-types';

/** Where a placed order is confirmed; the same link the confirmation mail carries. */
export const confirmationPath = (orderId: string, token: string) =>
  `/potvrdjena-kupovina?${new URLSearchParams({ order: orderId, token })}`;

/** The checkout's call: POST /api/orders, its failures mapped to what the checkout tells apart. */
export function checkoutActors(): ActorsOf<typeof checkoutMachine> {
  return {
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input }) => {
      try {
        return await placeOrder(input);
      } catch (error) {
        throw toPlaceOrderFailure(error);
      }
    }),
  };
}

/** The checkout's effects: a fresh idempotency key per attempt, and the confirmation page. */
export function checkoutActions(browser: Browser): ActionsOf<typeof checkoutMachine> {
  return {
    newIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
    navigateToConfirmation: (_, { orderId, token }) =>
      browser.navigation.navigate(confirmationPath(orderId, token)),
  };
}
