import { assign, fromPromise } from 'xstate';
import type { DeliveryValidation } from '../../machines/checkout/checkout.form';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type {
  DefaultDelivery,
  DeliveryForm,
  PlacedOrder,
  PlaceOrderFailure,
  PlaceOrderInput,
  Prefill,
} from '../../machines/checkout/checkout.types';
import {
  DEFAULT_ADDRESS_NOT_SAVED_TOAST,
  DEFAULT_ADDRESS_SAVED_TOAST,
} from '../../machines/checkout/checkout.messages';
import { savedDeliveryOf } from '../../machines/checkout/checkout.saved';
import { systemIds } from '../../machines/shared/system';
import { NETWORK_ERROR_TEXT } from '../api/api-error';
import type { Browser } from './browser';
import { CART_PATH, checkoutUrl } from './checkout-url';
import { loadDeliveryValidation } from './checkout-validation';
import * as profileApi from '../api/profile';
import type { ActionsOf, ActorsOf } from './provide-types';

/** Where a placed order is confirmed; the same link the confirmation mail carries. */
export const confirmationPath = (orderId: string, token: string) =>
  `/potvrdjena-kupovina?${new URLSearchParams({ order: orderId, token })}`;

/** Where the checkout keeps its form for a reload (session storage: this tab, until the browser closes). */
export const SAVED_DELIVERY_KEY = 'checkout_delivery';

/** The checkout's calls: the delivery check, the profile's prefill and default address, POST /api/orders. */
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
    /** The profile keeps its name; its delivery address and phone become the ones just given. */
    saveDefaultAddress: fromPromise<unknown, DefaultDelivery>(async ({ input }) => {
      const profile = await profileApi.fetchProfile();
      if (!profile) throw new Error('no profile: the session ended');
      const { firstName, lastName } = profile;
      return profileApi.updateProfile({ firstName, lastName, phone: input.phone, address: input.address });
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

/**
 * The checkout's effects: a fresh idempotency key per attempt, the address bar following the step
 * (only while the shopper is on the cart page), the form kept in session storage, the confirmation page.
 */
export function checkoutActions(browser: Browser): ActionsOf<typeof checkoutMachine> {
  return {
    newIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
    showStep: (_, { step, replace }) => {
      const [path] = browser.navigation.currentPath().split('?');
      if (path === CART_PATH) browser.navigation.navigate(checkoutUrl(step), { replace });
    },
    saveDelivery: (_, saved) => {
      try {
        browser.session.setItem(SAVED_DELIVERY_KEY, JSON.stringify(saved));
      } catch (error) {
        // Storage full or refused (private mode): the checkout works on, only a reload loses the form.
        browser.logError('checkout: the delivery form could not be kept for a reload', error);
      }
    },
    restoreDelivery: assign(() => {
      try {
        return savedDeliveryOf(browser.session.getItem(SAVED_DELIVERY_KEY)) ?? {};
      } catch {
        return {};
      }
    }),
    notifyDefaultAddress: (_, { saved }) =>
      browser.showToast(saved ? DEFAULT_ADDRESS_SAVED_TOAST : DEFAULT_ADDRESS_NOT_SAVED_TOAST),
    navigateToConfirmation: (_, { orderId, token }) =>
      browser.navigation.navigate(confirmationPath(orderId, token)),
  };
}
