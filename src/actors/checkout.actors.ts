import { assign, fromPromise } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { PlacedOrder, PlaceOrderFailure, PlaceOrderInput } from '../../machines/checkout/checkout.types';
import { NETWORK_ERROR_TEXT } from '../api/api-error';
import type { Browser } from './browser';
import type { ActionsOf, ActorsOf } from './provide-types';

/** Where a placed order is confirmed; the same link the confirmation mail carries. */
export const confirmationPath = (orderId: string, token: string) =>
  `/potvrdjena-kupovina?${new URLSearchParams({ order: orderId, token })}`;

/** The checkout's call: POST /api/orders, its failures mapped to what the checkout tells apart. */
export function checkoutActors(): ActorsOf<typeof checkoutMachine> {
  return {
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input }) => {
      // The call, its schemas and the failure mapping arrive with the first order.
      let place: ((input: PlaceOrderInput) => Promise<PlacedOrder>) | undefined;
      try {
        place = (await import('./place-order'))?.placeOrderOrFail;
      } catch {
        // Nothing was sent: as after no answer, a retry (with the same key) may follow.
      }
      if (!place) throw { kind: 'unanswered', message: NETWORK_ERROR_TEXT } satisfies PlaceOrderFailure;
      return place(input);
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
