import { afterEach, describe, expect, it } from 'vitest';
import {
  selectCanRetry,
  selectCanSaveDefault,
  selectCanStart,
  selectDeliveryDetails,
  selectDeliveryForm,
  selectFailureMessage,
  selectIsPaymentMethodMissing,
  selectIsPlacing,
  selectPaymentMethod,
  selectPlaceFailure,
  selectPlacedOrder,
  selectReviewChanges,
  selectSaveAsDefault,
} from '../../../machines/checkout/checkout.selectors';
import { settle } from '../utils/fake-actors';
import { startCheckout, stepOf } from './checkout.harness';
import {
  cartChanged,
  changed,
  networkError,
  placedOrder,
  profilePrefill,
  refused,
  validDelivery,
  noCompany,
} from './checkout.samples';

let checkout: ReturnType<typeof startCheckout>;
afterEach(() => checkout?.stop());

// The selectors take the machine's snapshot type; the harness's actor is typed loosely.
const snapshot = () => checkout.subject.getSnapshot() as never;
const send = async (event: { type: string } & Record<string, unknown>) => {
  checkout.subject.send(event);
  await settle();
};

let made = 0;
const start = () => {
  checkout = startCheckout(() => `kljuc-${String(++made).padStart(13, '0')}`, { realValidation: true });
};

/** A checkout at the review with a payment method chosen. */
async function atReview() {
  start();
  await send(cartChanged(2));
  await send({ type: 'checkout.start' });
  await send({ type: 'checkout.delivery.submit', ...validDelivery });
  await send({ type: 'checkout.payment.select', method: 'bank_transfer' });
}

describe('checkout selectors', () => {
  it('the steps a checkout goes through: 0 cart, 1 delivery, 2 review and placing, then placed', async () => {
    start();
    expect(stepOf(snapshot())).toBe(0);
    await send(cartChanged(2));
    await send({ type: 'checkout.start' });
    expect(stepOf(snapshot())).toBe(1);
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(stepOf(snapshot())).toBe(2);
    await send({ type: 'checkout.payment.select', method: 'bank_transfer' });
    await send({ type: 'checkout.place' });
    expect(stepOf(snapshot())).toBe(2);
    await checkout.fakes.resolve('placeOrder', placedOrder);
    expect(stepOf(snapshot())).toBe('placed');
  });

  it('the delivery form shows the profile prefill, then what the shopper submitted', async () => {
    start();
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    expect(selectDeliveryForm(snapshot())).toEqual({ ...profilePrefill, note: '', company: noCompany });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(selectDeliveryForm(snapshot())).toEqual(validDelivery);
    // Unticked, the company is not part of the details.
    expect(selectDeliveryDetails(snapshot())).toEqual({
      customer: { ...validDelivery.customer, email: 'marko@primer.rs' },
      address: validDelivery.address,
      note: validDelivery.note,
    });
  });

  it('saving as the default is offered to a signed-in shopper only, and reads the tick', async () => {
    start();
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    expect(selectCanSaveDefault(snapshot())).toBe(false);
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    expect(selectCanSaveDefault(snapshot())).toBe(true);
    expect(selectSaveAsDefault(snapshot())).toBe(true);
    await send({ type: 'checkout.delivery.saveAsDefault', save: false });
    expect(selectSaveAsDefault(snapshot())).toBe(false);
  });

  it('the chosen payment method; "Poruči" without one asks for it', async () => {
    start();
    await send(cartChanged(2));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(selectPaymentMethod(snapshot())).toBeNull();
    expect(selectIsPaymentMethodMissing(snapshot())).toBe(false);
    await send({ type: 'checkout.place' });
    expect(selectIsPaymentMethodMissing(snapshot())).toBe(true);
    await send({ type: 'checkout.payment.select', method: 'cash_on_delivery' });
    expect(selectPaymentMethod(snapshot())).toBe('cash_on_delivery');
    expect(selectIsPaymentMethodMissing(snapshot())).toBe(false);
  });

  it('the place button waits only while the order call runs', async () => {
    await atReview();
    expect(selectIsPlacing(snapshot())).toBe(false);
    await send({ type: 'checkout.place' });
    expect(selectIsPlacing(snapshot())).toBe(true);
    await checkout.fakes.reject('placeOrder', networkError);
    expect(selectIsPlacing(snapshot())).toBe(false);
  });

  it('"try again" is offered after no answer, not after a refusal nor at the review', async () => {
    await atReview();
    expect(selectCanRetry(snapshot())).toBe(false);
    await send({ type: 'checkout.place' });
    expect(selectCanRetry(snapshot())).toBe(false);
    await checkout.fakes.reject('placeOrder', networkError);
    expect(selectCanRetry(snapshot())).toBe(true);
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', refused);
    expect(selectCanRetry(snapshot())).toBe(false);
  });

  it('"continue to delivery" is offered once the cart has items', async () => {
    start();
    expect(selectCanStart(snapshot())).toBe(false);
    await send(cartChanged(1));
    expect(selectCanStart(snapshot())).toBe(true);
  });

  it('a refusal shows its message beside "Poruči"', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', refused);
    expect(selectFailureMessage(snapshot())).toBe(refused.message);
    expect(selectPlaceFailure(snapshot())).toBe(refused.message);
  });

  it('after a change refusal the changes notice says it: nothing more beside "Poruči"', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', changed);
    expect(selectReviewChanges(snapshot())).toHaveLength(1);
    expect(selectFailureMessage(snapshot())).toBe(changed.message);
    expect(selectPlaceFailure(snapshot())).toBeNull();
  });

  it('no failure, nothing beside "Poruči"; the placed order once it is placed', async () => {
    await atReview();
    expect(selectPlaceFailure(snapshot())).toBeNull();
    expect(selectPlacedOrder(snapshot())).toBeNull();
    await send({ type: 'checkout.place' });
    await checkout.fakes.resolve('placeOrder', placedOrder);
    expect(selectPlacedOrder(snapshot())).toEqual(placedOrder);
  });
});
