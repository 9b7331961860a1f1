import { expect } from 'vitest';
import { assign, type EventObject, fromPromise } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { CheckoutContext, DeliveryForm, Prefill } from '../../../machines/checkout/checkout.types';
import { validateDelivery } from '../../../machines/checkout/checkout.validation';
import { type CartStep, systemIds } from '../../../machines/shared/system';
import { actionsIn, EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness, ModelStepResult } from '../utils/model-test';
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
      saveDefaultAddress: fakes.logic(),
      validateDelivery: realValidation
        ? fromPromise(async ({ input }: { input: DeliveryForm }) => validateDelivery(input))
        : fakes.logic(),
    },
    actions: {
      navigateToConfirmation: log.action('navigateToConfirmation'),
      showStep: log.action('showStep'),
      saveDelivery: log.action('saveDelivery'),
      notifyDefaultAddress: log.action('notifyDefaultAddress'),
    },
  });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: systemIds.checkout,
    neighbours: [systemIds.cart],
    log,
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}

/**
 * Session storage keeps what a reload must not lose: whenever a step changes the form (other than
 * the profile's prefill, which comes again), its valid details or the payment method, the
 * `saveDelivery` action is given all three as they now are.
 */
export function checkSavedForReload({ before, event, after, effects }: ModelStepResult<EventObject>) {
  const savedOf = ({ form, details, paymentMethod }: CheckoutContext) => ({ form, details, paymentMethod });
  const [was, now] = [savedOf(before.context), savedOf(after.context)];
  const saves = actionsIn(effects, 'saveDelivery');
  if (saves.length > 0) expect(saves.at(-1)).toEqual(now);
  if (JSON.stringify(was) !== JSON.stringify(now) && event.type !== 'xstate.done.actor.loadPrefill')
    expect(saves.length).toBeGreaterThan(0);
}

/**
 * The profile's prefill fills only the fields still empty (what the shopper typed stays), and only a
 * signed-in shopper (one with a profile) may keep the address as the default; a guest's null
 * changes nothing else.
 */
export function checkPrefill({ before, event, after }: ModelStepResult<EventObject>) {
  const was = before.context as CheckoutContext;
  const now = after.context as CheckoutContext;
  const prefill = (event as unknown as { output: Prefill | null }).output;
  expect(now.canSaveDefault).toBe(prefill !== null);
  // A signed-in shopper's address is kept for next time unless they untick it.
  expect(now.saveAsDefault).toBe(prefill !== null);
  if (!prefill) {
    expect(now.form).toEqual(was.form);
    return;
  }
  for (const part of ['customer', 'address'] as const) {
    for (const [field, value] of Object.entries(was.form[part])) {
      const given = ((prefill[part] ?? {}) as Record<string, string>)[field];
      expect((now.form[part] as Record<string, string>)[field]).toBe(value.trim() === '' ? given : value);
    }
  }
}

/** The step a checkout snapshot shows: 0 cart, 1 delivery, 2 payment and review, or placed. */
export const stepOf = (snapshot: ModelStepResult<EventObject>['after']): CartStep | 'placed' =>
  snapshot.matches('placed')
    ? 'placed'
    : snapshot.matches('payment')
      ? 2
      : snapshot.matches('delivery')
        ? 1
        : 0;
