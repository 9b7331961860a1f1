import { assign, fromPromise } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { CheckoutContext, DeliveryForm } from '../../../machines/checkout/checkout.types';
import { validateDelivery } from '../../../machines/checkout/checkout.validation';
import { systemIds } from '../../../machines/shared/system';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/** Makes a key from what the machine knows; deterministic, so the model and the replay agree. */
export type KeyMaker = (context: CheckoutContext) => string;

/** The checkout with the given key maker (and no other effect), for the graph walk. */
export const checkoutWithKeys = (makeKey: KeyMaker) =>
  checkoutMachine.provide({
    actions: { newIdempotencyKey: assign({ idempotencyKey: ({ context }) => makeKey(context) }) },
  });

/**
 * The checkout with fake actors and recorded navigation, beside a recording cart. With
 * `realValidation`, the delivery form is checked at once by the contract's schema (as the shop's
 * lazily loaded validation does); otherwise the test settles `validateDelivery` itself.
 */
export function startCheckout(makeKey: KeyMaker, { realValidation = false } = {}): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = checkoutWithKeys(makeKey).provide({
    actors: {
      placeOrder: fakes.logic(),
      loadPrefill: fakes.logic(),
      validateDelivery: realValidation
        ? fromPromise(async ({ input }: { input: DeliveryForm }) => validateDelivery(input))
        : fakes.logic(),
    },
    actions: { navigateToConfirmation: log.action('navigateToConfirmation') },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: systemIds.checkout,
    neighbours: [systemIds.cart],
    log,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
