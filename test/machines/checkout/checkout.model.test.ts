import { expect } from 'vitest';
import type { DeliveryValidation } from '../../../machines/checkout/checkout.form';
import { validateDelivery } from '../../../machines/checkout/checkout.validation';
import { PLACE_ORDER_FALLBACK_MESSAGE } from '../../../machines/checkout/checkout.messages';
import type {
  CheckoutContext,
  CheckoutEvent,
  PlaceOrderFailure,
} from '../../../machines/checkout/checkout.types';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import {
  type KeyMaker,
  checkPrefill,
  checkSavedForReload,
  checkoutWithKeys,
  startCheckout,
  stepOf,
} from './checkout.harness';
import { checkAgainstOracle } from './checkout.oracle';
import {
  cartChanged,
  cartChangedWithPromo,
  changed,
  invalidDelivery,
  networkError,
  otherValidDelivery,
  outOfStock,
  placedOrder,
  profilePrefill,
  refused,
  unanswered,
  validDelivery,
} from './checkout.samples';

/*
 * The checkout's model: the real machine walked with sample events. The idempotency key is made
 * from the attempt's body and the key it replaces, so the walk stays finite, a key differs
 * whenever the body does, and a key made again differs from the one before.
 */
const keyFromBody: KeyMaker = ({ details, paymentMethod, idempotencyKey }) =>
  `key-${paymentMethod}-${details?.customer.firstName ?? 'none'}-${idempotencyKey?.endsWith('-a') ? 'b' : 'a'}`;

type ModelEvent = CheckoutEvent | ActorCompletion;

/** What the contract's validation answers for each sample form. */
const validationOf = (form: typeof validDelivery | typeof invalidDelivery) =>
  validateDelivery({ ...form, note: 'note' in form ? form.note : '' });

const events: ModelEvent[] = [
  cartChanged(2),
  cartChangedWithPromo(2),
  cartChanged(0),
  actorDone('loadPrefill', profilePrefill),
  // A guest's prefill (null) is walked by the default-address model: here it would double the walk.
  actorFailed('loadPrefill', new Error('Server ne odgovara.')),
  { type: 'checkout.start' },
  { type: 'checkout.delivery.submit', ...validDelivery },
  { type: 'checkout.delivery.submit', ...invalidDelivery },
  actorDone('validateDelivery', validationOf(validDelivery)),
  actorDone('validateDelivery', validationOf(otherValidDelivery)),
  actorDone('validateDelivery', validationOf(invalidDelivery)),
  actorFailed('validateDelivery', new Error('Provera nije učitana.')),
  { type: 'checkout.back' },
  { type: 'checkout.payment.select', method: 'cash_on_delivery' },
  { type: 'checkout.payment.select', method: 'bank_transfer' },
  { type: 'checkout.place' },
  { type: 'checkout.retry' },
  actorDone('placeOrder', placedOrder),
  actorFailed('placeOrder', outOfStock),
  actorFailed('placeOrder', changed),
  actorFailed('placeOrder', refused),
  actorFailed('placeOrder', unanswered),
  actorFailed('placeOrder', networkError),
];

const machine = checkoutWithKeys(keyFromBody);
const transitions = transitionsOf(machine, { events: () => events as CheckoutEvent[] });

/** The rules of DESIGN §3 Checkout, restated independently of the machine. */
function checkCheckoutRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  // Where the step leads, its context and all its effects, against the oracle of the rules.
  checkAgainstOracle({ before, event, after, effects }, keyFromBody);
  const was = before.context as CheckoutContext;
  const now = after.context as CheckoutContext;
  const toCart = sendsIn(effects, 'cart');

  // The cart's cartStep follows the checkout step (placing an order resets it on the cart's side).
  const [from, to] = [stepOf(before), stepOf(after)];
  const stepSends = toCart.filter((sent) => sent.type === 'cart.setStep');
  expect(stepSends).toEqual(from !== to && to !== 'placed' ? [{ type: 'cart.setStep', step: to }] : []);
  expect(after.hasTag('busy')).toBe(after.matches({ payment: 'placing' }));

  // The order call gets the validated details, the cart id, the attempt's key and the method.
  for (const input of invokesIn(effects, 'placeOrder')) {
    expect(input).toEqual({
      ...now.details,
      cartId: now.cart.cartId,
      reviewed: now.cart.reviewed,
      idempotencyKey: now.idempotencyKey,
      paymentMethod: now.paymentMethod,
    });
    expect(now.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  }

  checkSavedForReload({ before, event, after, effects });

  const failure = (event as { error?: unknown }).error as PlaceOrderFailure | Error | undefined;
  switch (event.type) {
    case 'checkout.start':
      // Only the cart (or a placed order) starts the delivery step, and only with items.
      expect(to === 1 && from !== 1).toBe(
        was.cart.cartId !== null && was.cart.itemCount > 0 && from !== 1 && from !== 2,
      );
      break;
    case 'checkout.delivery.submit': {
      // The submitted form is kept and checked; nothing else changes until the check answers.
      if (!before.matches({ delivery: { form: 'editing' } })) break;
      const { type: _, ...form } = event;
      expect(after.matches({ delivery: { form: 'validating' } })).toBe(true);
      expect(now.form).toEqual({ ...form, note: form.note ?? '' });
      expect(invokesIn(effects, 'validateDelivery')).toEqual([now.form]);
      break;
    }
    case 'xstate.done.actor.validateDelivery': {
      const { details, fieldErrors } = (event as { output: DeliveryValidation }).output;
      // A signed-in shopper's tick (on by default) saves the address first: the default-address
      // model walks that save; here the review waits for it.
      const savesDefault = details !== null && was.canSaveDefault && was.saveAsDefault;
      expect(to).toBe(details && !savesDefault ? 2 : 1);
      expect(after.matches({ delivery: { form: 'savingDefault' } })).toBe(savesDefault);
      expect(now.fieldErrors).toEqual(fieldErrors ?? {});
      if (details) {
        expect(now.details).toEqual(details);
        // A changed body is a new attempt: its key is made afresh when placing.
        if (JSON.stringify(details) !== JSON.stringify(was.details)) expect(now.idempotencyKey).toBeNull();
        else expect(now.idempotencyKey).toBe(was.idempotencyKey);
      } else expect(now.details).toEqual(was.details);
      break;
    }
    case 'xstate.error.actor.validateDelivery':
      // Nothing is lost or invented: the shopper goes on with the form as it was.
      expect(now).toEqual(was);
      expect(after.matches({ delivery: { form: 'editing' } })).toBe(true);
      break;
    case 'xstate.error.actor.loadPrefill':
      expect(now).toEqual(was);
      expect(after.matches({ delivery: { prefill: 'loaded' } })).toBe(true);
      break;
    case 'checkout.payment.select':
      if (!before.matches({ payment: 'review' })) break;
      expect(after.matches({ payment: { review: 'choosing' } })).toBe(true);
      expect(now.paymentMethod).toBe(event.method);
      expect(now.idempotencyKey).toBe(event.method === was.paymentMethod ? was.idempotencyKey : null);
      break;
    case 'checkout.place':
      if (!before.matches({ payment: 'review' })) break;
      expect(after.matches({ payment: 'placing' })).toBe(was.paymentMethod !== null);
      // Without a method the review asks for one (and sends nothing).
      expect(after.matches({ payment: { review: 'methodMissing' } })).toBe(was.paymentMethod === null);
      // Same attempt, same key; a new attempt gets one.
      if (after.matches({ payment: 'placing' }) && was.idempotencyKey)
        expect(now.idempotencyKey).toBe(was.idempotencyKey);
      if (after.matches({ payment: 'placing' })) expect(now.idempotencyKey).not.toBeNull();
      break;
    case 'checkout.retry':
      // Only an unanswered order is sent again (a running one is not sent twice).
      expect(!before.matches({ payment: 'placing' }) && after.matches({ payment: 'placing' })).toBe(
        before.matches({ payment: 'unanswered' }),
      );
      expect(now.idempotencyKey).toBe(was.idempotencyKey);
      break;
    case 'xstate.done.actor.placeOrder':
      expect(after.value).toBe('placed');
      expect(now.placed).toEqual(placedOrder);
      expect(actionsIn(effects, 'navigateToConfirmation')).toEqual([
        { orderId: placedOrder.order.id, token: placedOrder.accessToken },
      ]);
      expect(toCart).toEqual([{ type: 'cart.ordered' }]);
      expect(now.idempotencyKey).toBeNull();
      break;
    case 'xstate.error.actor.placeOrder':
      if (failure && 'kind' in failure && failure.kind === 'outOfStock') {
        expect(to).toBe(0);
        expect(now.shortItems).toEqual(failure.items);
        expect(toCart).toContainEqual({ type: 'cart.fetch' });
        expect(now.idempotencyKey).toBeNull();
      } else if (failure && 'kind' in failure && failure.kind === 'changed') {
        // Back to the review, which shows what changed over the re-fetched cart (to the cart if it
        // was emptied meanwhile); a new attempt.
        if (was.cart.itemCount > 0) expect(after.matches({ payment: 'review' })).toBe(true);
        else expect(to).toBe(0);
        expect(now.changes).toEqual(failure.changes);
        expect(now.failureMessage).toBe(failure.message);
        expect(toCart).toContainEqual({ type: 'cart.fetch' });
        expect(now.idempotencyKey).toBeNull();
      } else {
        expect(
          after.matches({
            payment: 'kind' in failure! && failure.kind === 'refused' ? 'refused' : 'unanswered',
          }),
        ).toBe(true);
        expect(now.failureMessage).toBe('kind' in failure! ? failure.message : PLACE_ORDER_FALLBACK_MESSAGE);
        expect(now.idempotencyKey).toBe(was.idempotencyKey);
      }
      break;
    case 'xstate.done.actor.loadPrefill':
      checkPrefill({ before, event, after, effects });
      break;
    case 'checkout.cartChanged':
      expect(now.cart).toEqual({
        cartId: event.cartId,
        itemCount: event.itemCount,
        reviewed: event.reviewed,
      });
      // An emptied cart ends the delivery and review steps.
      if (event.itemCount === 0 && (from === 1 || before.matches({ payment: 'review' }))) expect(to).toBe(0);
      break;
  }
  if (event.type !== 'xstate.done.actor.placeOrder') {
    expect(actionsIn(effects, 'navigateToConfirmation')).toEqual([]);
    expect(toCart.filter((sent) => sent.type === 'cart.ordered')).toEqual([]);
  }
}

describeModel('checkout', {
  // "Sačuvaj kao podrazumevanu adresu" has a model of its own (checkout.default-address.model.test.ts).
  statesWalkedElsewhere: ['checkout.delivery.form.savingDefault'],
  machine,
  transitions: transitions as never,
  // The attempt's key is kept when the details or the payment method come back unchanged, and
  // dropped when they change: both sides of each rule are replayed.
  apart: (source, event) => {
    const was = source.context as CheckoutContext;
    if (event.type === 'xstate.done.actor.validateDelivery') {
      const { details } = (event as { output: DeliveryValidation }).output;
      return JSON.stringify(details) === JSON.stringify(was.details);
    }
    if (event.type === 'checkout.payment.select') return event.method === was.paymentMethod;
    return undefined;
  },
  start: () => startCheckout(keyFromBody),
  check: checkCheckoutRules,
});
