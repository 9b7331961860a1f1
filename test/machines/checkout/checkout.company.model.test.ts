import { expect } from 'vitest';
import { isValidPib } from '../../../contract/company';
import type { DeliveryValidation } from '../../../machines/checkout/checkout.form';
import type { CheckoutContext, CheckoutEvent } from '../../../machines/checkout/checkout.types';
import { validateDelivery } from '../../../machines/checkout/checkout.validation';
import { invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, transitionsOf } from '../utils/model-walk';
import { type KeyMaker, checkSavedForReload, checkoutWithKeys, startCheckout } from './checkout.harness';
import { checkAgainstOracle } from './checkout.oracle';
import {
  cartChanged,
  companyDelivery,
  invalidCompanyDelivery,
  placedOrder,
  validDelivery,
} from './checkout.samples';

/*
 * The checkout's company model (issue 36, "Kupujem kao pravno lice"): the shopper ticks or unticks
 * the choice while editing, submits as a company (valid, or with a wrong PIB) or as a private buyer,
 * and orders. The oracle judges every step; here, besides, the rules of the choice: the company is
 * part of the reviewed details only when ticked and valid, it goes to the server with the order, and
 * switching between a private and a company order is a new attempt (a new idempotency key).
 */
const keyFromBody: KeyMaker = ({ details, idempotencyKey }) =>
  `key-company-${details?.company?.pib ?? 'private'}-${idempotencyKey?.endsWith('-a') ? 'b' : 'a'}`;
const machine = checkoutWithKeys(keyFromBody);

const ticked = { ...validDelivery, company: { ...companyDelivery.company } };
const unticked = { ...companyDelivery, company: { ...companyDelivery.company, asCompany: false } };

type ModelEvent = CheckoutEvent | ActorCompletion;
const events: ModelEvent[] = [
  cartChanged(2),
  { type: 'checkout.start' },
  { type: 'checkout.delivery.change', ...ticked },
  { type: 'checkout.delivery.change', ...unticked },
  { type: 'checkout.delivery.submit', ...companyDelivery },
  { type: 'checkout.delivery.submit', ...invalidCompanyDelivery },
  { type: 'checkout.delivery.submit', ...unticked },
  actorDone('validateDelivery', validateDelivery(companyDelivery)),
  actorDone('validateDelivery', validateDelivery(invalidCompanyDelivery)),
  actorDone('validateDelivery', validateDelivery(unticked)),
  { type: 'checkout.back' },
  { type: 'checkout.payment.select', method: 'bank_transfer' },
  { type: 'checkout.place' },
  actorDone('placeOrder', placedOrder),
];
const transitions = transitionsOf(machine, { events: () => events as CheckoutEvent[] });

function checkCompanyChoice({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as CheckoutContext;
  const now = after.context as CheckoutContext;
  if (event.type === 'xstate.done.actor.validateDelivery') {
    const { details, fieldErrors } = (event as { output: DeliveryValidation }).output;
    // The company's details are the checked ones, and only when the choice is ticked.
    if (details?.company) expect(isValidPib(details.company.pib)).toBe(true);
    if (fieldErrors?.['company.pib']) expect(now.details).toEqual(was.details);
    if (details && JSON.stringify(details.company) !== JSON.stringify(was.details?.company))
      expect(now.idempotencyKey).toBeNull();
  }
  // The order goes out with the company exactly as the review showed it (or none).
  for (const input of invokesIn(effects, 'placeOrder'))
    expect((input as { company?: unknown }).company).toEqual(now.details?.company);
}

describeModel('checkout', {
  part: 'company',
  machine,
  transitions: transitions as never,
  start: () => startCheckout(keyFromBody),
  check: (step: ModelStepResult<ModelEvent>) => {
    checkAgainstOracle(step, keyFromBody);
    checkSavedForReload(step);
    checkCompanyChoice(step);
  },
});
