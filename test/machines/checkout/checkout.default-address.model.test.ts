import { expect } from 'vitest';
import type { DeliveryValidation } from '../../../machines/checkout/checkout.form';
import type { CheckoutContext, CheckoutEvent } from '../../../machines/checkout/checkout.types';
import { validateDelivery } from '../../../machines/checkout/checkout.validation';
import { actionsIn, invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { checkPrefill, checkSavedForReload, checkoutWithKeys, startCheckout } from './checkout.harness';
import { checkAgainstOracle } from './checkout.oracle';
import { cartChanged, invalidDelivery, profilePrefill, validDelivery } from './checkout.samples';

/*
 * The checkout's third model: "Sačuvaj kao podrazumevanu adresu". Only a signed-in shopper (the
 * profile answered the prefill) is offered it; ticked, a valid delivery form first becomes the
 * profile's default address, and the review shows whether or not that worked.
 */
const key = () => 'key-default-address-01';
const machine = checkoutWithKeys(key);

type ModelEvent = CheckoutEvent | ActorCompletion;
const events: ModelEvent[] = [
  cartChanged(2),
  actorDone('loadPrefill', profilePrefill),
  actorDone('loadPrefill', null),
  { type: 'checkout.start' },
  { type: 'checkout.delivery.saveAsDefault', save: true },
  { type: 'checkout.delivery.saveAsDefault', save: false },
  { type: 'checkout.delivery.submit', ...validDelivery },
  actorDone('validateDelivery', validateDelivery(validDelivery)),
  actorDone('validateDelivery', validateDelivery({ ...invalidDelivery, note: '' })),
  actorDone('saveDefaultAddress', undefined),
  actorFailed('saveDefaultAddress', new Error('Server ne odgovara.')),
  { type: 'checkout.back' },
];
const transitions = transitionsOf(machine, { events: () => events as CheckoutEvent[] });

function checkDefaultAddress({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as CheckoutContext;
  const now = after.context as CheckoutContext;
  const notices = actionsIn(effects, 'notifyDefaultAddress');
  switch (event.type) {
    case 'xstate.done.actor.loadPrefill':
      checkPrefill({ before, event, after, effects });
      break;
    case 'checkout.delivery.saveAsDefault':
      // The tick belongs to the delivery form: elsewhere it changes nothing.
      expect(now.saveAsDefault).toBe(before.matches('delivery') ? event.save : was.saveAsDefault);
      break;
    case 'xstate.done.actor.validateDelivery': {
      const valid = (event as { output: DeliveryValidation }).output.details !== null;
      const saves = valid && was.canSaveDefault && was.saveAsDefault;
      expect(after.matches({ delivery: { form: 'savingDefault' } })).toBe(saves);
      // The address saved is the one just checked, as the shopper typed it.
      expect(invokesIn(effects, 'saveDefaultAddress')).toEqual(
        saves ? [{ address: now.form.address, phone: now.form.customer.phone }] : [],
      );
      break;
    }
    case 'xstate.done.actor.saveDefaultAddress':
    case 'xstate.error.actor.saveDefaultAddress':
      // Only the save's own answer counts (there is none to wait for in any other state).
      if (!before.matches({ delivery: { form: 'savingDefault' } })) break;
      // Saved or not, the review shows; the shopper is told which.
      expect(after.matches({ payment: 'review' })).toBe(true);
      expect(notices).toEqual([{ saved: event.type === 'xstate.done.actor.saveDefaultAddress' }]);
      return;
  }
  expect(notices).toEqual([]);
}

describeModel('checkout', {
  part: 'default-address',
  machine,
  transitions: transitions as never,
  start: () => startCheckout(key),
  check: (step: ModelStepResult<ModelEvent>) => {
    checkAgainstOracle(step, key);
    checkSavedForReload(step);
    checkDefaultAddress(step);
  },
});
