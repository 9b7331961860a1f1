import { assign, fromPromise } from 'xstate';
import type { DeliveryValidation } from '../../machines/checkout/checkout.form';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type {
  DeliveryForm,
  PlacedOrder,
  PlaceOrderFailure,
  PlaceOrderInput,
  Prefill,
} from '../../machines/checkout/checkout.types';
import { systemIds } from '../../machines/shared/system';
import { NETWORK_ERROR_TEXT } from '../api/api-error';
import type { Browser } from './browser';
import { loadDeliveryValidation } from './checkout-validation';
import * as profileApi from '../api/profile';
import type { ActionsOf, ActorsOf } from './provide-types';

/** Where a placed order is confirmed; the same link the confirmation mail carries. */
export const confirmationPath = (orderId: string, token: string) =>
  `/potvrdjena-kupovina?${new URLSearchParams({ order: orderId, token })}`;

/** The checkout's calls: the delivery check, the profile's prefill and POST /api/orders. */
export function checkoutActors(): ActorsOf<typeof checkoutMachine> {
  return {
    validateDelivery: fromPromise<DeliveryValidation, DeliveryForm>(async ({ input }) =>
      (await loadDeliveryValidation())(input),
    ),
    /** A guest has no profile (and asking would count as an expired session): null. */
    loadPrefill: fromPromise<Prefill | null, void>(async ({ system }) => {
      const auth = system.get(systemIds.auth);
      if (!auth?.getSnapshot().context.user) return null;
      // An expired session answers no profile (spec §4: the request resolves with empty data).
      const profile = await profileApi.fetchProfile();
      if (!profile) return null;
      return {
        customer: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          ...(profile.phone ? { phone: profile.phone } : {}),
        },
        address: profile.address,
      };
    }),
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
