import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import {
  selectCanRetry,
  selectCanStart,
  selectFieldErrors,
  selectIsPaymentMethodMissing,
  selectIsPlacing,
  selectReviewChanges,
  selectShortItems,
} from '../../../machines/checkout/checkout.selectors';
import { PLACE_ORDER_FALLBACK_MESSAGE } from '../../../machines/checkout/checkout.messages';
import type { CheckoutContext, DeliveryForm } from '../../../machines/checkout/checkout.types';
import { validateDelivery } from '../../../machines/checkout/checkout.validation';
import { systemIds } from '../../../machines/shared/system';
import { actionsIn, EffectLog, invokesIn, sendsIn } from '../utils/effect-log';
import { createFakeActors, settle } from '../utils/fake-actors';
import { startInSystem } from '../utils/system-harness';
import { type KeyMaker, startCheckout, stepOf } from './checkout.harness';
import {
  CART_ID,
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
  companyDelivery,
  invalidCompanyDelivery,
  noCompany,
} from './checkout.samples';

let checkout: ReturnType<typeof startCheckout>;
afterEach(() => checkout?.stop());

/** Keys 'kljuc-0000000000001', 'kljuc-0000000000002', … in the order they are made. */
function countingKeys(): KeyMaker {
  let made = 0;
  return () => `kljuc-${String(++made).padStart(13, '0')}`;
}

const snapshot = () => checkout.subject.getSnapshot();
const context = () => snapshot().context as CheckoutContext;
const send = async (event: { type: string } & Record<string, unknown>) => {
  checkout.subject.send(event);
  await settle();
};
const placeOrderKeys = () =>
  invokesIn(checkout.log.entries, 'placeOrder').map(
    (input) => (input as { idempotencyKey: string }).idempotencyKey,
  );

/** A checkout at the review step: the cart has items, delivery and payment chosen. */
async function atReview() {
  checkout = startCheckout(countingKeys(), { realValidation: true });
  await send(cartChanged(2));
  await send({ type: 'checkout.start' });
  await send({ type: 'checkout.delivery.submit', ...validDelivery });
  await send({ type: 'checkout.payment.select', method: 'cash_on_delivery' });
}

describe('checkout (DESIGN §3 Checkout)', () => {
  it('checkout starts only when the cart, as it last told, has items', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    expect(selectCanStart(snapshot() as never)).toBe(false);
    await send(cartChanged(0));
    expect(snapshot().can({ type: 'checkout.start' })).toBe(false);
    await send(cartChanged(3));
    await send({ type: 'checkout.start' });
    expect(stepOf(snapshot() as never)).toBe(1);
  });

  it("the cart's cartStep follows the checkout step", async () => {
    await atReview();
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.back' });
    expect(sendsIn(checkout.log.entries, 'cart')).toEqual([
      { type: 'cart.setStep', step: 1 },
      { type: 'cart.setStep', step: 2 },
      { type: 'cart.setStep', step: 1 },
      { type: 'cart.setStep', step: 0 },
    ]);
  });

  it('invalid delivery details stay on step 1 with a Serbian message per field', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...invalidDelivery });
    expect(stepOf(snapshot() as never)).toBe(1);
    expect(selectFieldErrors(snapshot() as never)).toEqual({
      'customer.firstName': 'Unesite ime.',
      'customer.lastName': 'Unesite prezime.',
      'customer.email': 'Unesite ispravnu e-adresu.',
      'customer.phone': 'Unesite ispravan broj telefona.',
      'address.street': 'Unesite ulicu i broj.',
      'address.postalCode': 'Poštanski broj ima 5 cifara.',
    });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(stepOf(snapshot() as never)).toBe(2);
    expect(context().fieldErrors).toEqual({});
    expect(context().details?.customer.email).toBe('marko@primer.rs');
  });

  it("the profile prefills the delivery fields still empty, never the shopper's own", async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    await send({
      type: 'checkout.delivery.submit',
      customer: { firstName: 'Petar', lastName: '', email: '', phone: '' },
      address: { street: '', city: '', postalCode: '' },
    });
    // The checkout loads the profile itself while the delivery step shows.
    expect(checkout.fakes.running('loadPrefill')).toHaveLength(1);
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    expect(context().form.customer).toEqual({ ...profilePrefill.customer, firstName: 'Petar' });
    expect(context().form.address).toEqual(profilePrefill.address);
  });

  it('a guest (no profile) or a profile that cannot be loaded leaves the form to the shopper', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    await checkout.fakes.resolve('loadPrefill', null);
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.start' });
    await checkout.fakes.reject('loadPrefill', new Error('Server ne odgovara.'));
    expect(context().form).toEqual({
      customer: { firstName: '', lastName: '', email: '', phone: '' },
      address: { street: '', city: '', postalCode: '' },
      note: '',
      company: noCompany,
    });
    expect(stepOf(snapshot() as never)).toBe(1);
  });

  it('placing without a payment method asks for one and sends nothing; choosing one clears it', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send(cartChanged(2));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await send({ type: 'checkout.place' });
    expect(selectIsPaymentMethodMissing(snapshot() as never)).toBe(true);
    expect(invokesIn(checkout.log.entries, 'placeOrder')).toEqual([]);
    await send({ type: 'checkout.payment.select', method: 'bank_transfer' });
    expect(selectIsPaymentMethodMissing(snapshot() as never)).toBe(false);
  });

  it('events sent without their payload (as the Stately visualizer does) are refused, not thrown', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send({ type: 'checkout.cartChanged' });
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit' });
    expect(snapshot().matches({ delivery: { form: 'editing' } })).toBe(true);
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await send({ type: 'checkout.payment.select' });
    expect(context().paymentMethod).toBeNull();
    expect(checkout.errors).toEqual([]);
  });

  it('buying as a company: ticked, the checked company goes with the order; a wrong PIB stops at the form', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...invalidCompanyDelivery });
    expect(snapshot().matches({ delivery: { form: 'editing' } })).toBe(true);
    expect(context().fieldErrors).toEqual({
      'company.pib': 'PIB nije ispravan (kontrolna cifra).',
      'company.registrationNumber': 'Matični broj mora imati 8 cifara.',
    });
    await send({ type: 'checkout.delivery.submit', ...companyDelivery });
    expect(context().details?.company).toEqual({
      name: 'Primer d.o.o.',
      pib: '100000024',
      registrationNumber: '12345678',
    });
    await send({ type: 'checkout.payment.select', method: 'cash_on_delivery' });
    await send({ type: 'checkout.place' });
    expect(invokesIn(checkout.log.entries, 'placeOrder')).toMatchObject([
      { company: { name: 'Primer d.o.o.', pib: '100000024', registrationNumber: '12345678' } },
    ]);
  });

  it('a form sent without its company part, or unticked, orders as a private buyer', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    const { company: _, ...withoutCompany } = validDelivery;
    await send({ type: 'checkout.delivery.change', ...withoutCompany });
    expect(context().form.company).toEqual(noCompany);
    await send({
      type: 'checkout.delivery.submit',
      ...validDelivery,
      company: { ...invalidCompanyDelivery.company, asCompany: false },
    });
    expect(context().fieldErrors).toEqual({});
    expect(context().details).not.toHaveProperty('company');
  });

  it('placing an order sends the cart id, the reviewed cart, the details, the payment method and a new idempotency key', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(invokesIn(checkout.log.entries, 'placeOrder')).toEqual([
      {
        cartId: CART_ID,
        reviewed: { lines: [{ productId: 1, quantity: 2, unitPrice: 1000 }], shipping: 290, total: 2290 },
        idempotencyKey: 'kljuc-0000000000001',
        paymentMethod: 'cash_on_delivery',
        customer: { ...validDelivery.customer, email: 'marko@primer.rs' },
        address: validDelivery.address,
        note: validDelivery.note,
      },
    ]);
  });

  it('a retry after a network error reuses the idempotency key', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', networkError);
    expect(selectCanRetry(snapshot() as never)).toBe(true);
    await send({ type: 'checkout.retry' });
    await checkout.fakes.reject('placeOrder', networkError);
    // Going back and placing again, with nothing changed, is still the same attempt.
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.place' });
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000001', 'kljuc-0000000000001']);
  });

  it('an attempt with other details or another payment method gets a new idempotency key', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', networkError);
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.payment.select', method: 'bank_transfer' });
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', networkError);
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.delivery.submit', ...otherValidDelivery });
    await send({ type: 'checkout.place' });
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000002', 'kljuc-0000000000003']);
  });

  it('an order refused by the server (not for stock) shows why and offers no retry', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', refused);
    expect(context().failureMessage).toBe('Korpa je prazna.');
    expect(snapshot().can({ type: 'checkout.retry' })).toBe(false);
  });

  it('an order refused for stock returns to the cart naming the short items', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', outOfStock);
    expect(stepOf(snapshot() as never)).toBe(0);
    expect(selectShortItems(snapshot() as never)).toEqual([
      { productId: 1, name: 'Proizvod 1', requested: 2, available: 1 },
    ]);
    expect(sendsIn(checkout.log.entries, 'cart').slice(-2)).toEqual([
      { type: 'cart.setStep', step: 0 },
      { type: 'cart.fetch' },
    ]);
    // The next attempt is a new one.
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await send({ type: 'checkout.place' });
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000002']);
  });

  it('an order refused because the cart changed since the review stays on the review, shows the changes and sends the re-fetched cart next', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', changed);
    expect(snapshot().matches({ payment: 'review' })).toBe(true);
    expect(selectReviewChanges(snapshot() as never)).toEqual([
      'Količina proizvoda „Proizvod 1“ je promenjena sa 2 na 3.',
    ]);
    expect(context().failureMessage).toBe(changed.message);
    expect(sendsIn(checkout.log.entries, 'cart').at(-1)).toEqual({ type: 'cart.fetch' });
    // The re-fetched cart is what the next attempt names, under a new key; the notice goes.
    await send(cartChanged(3));
    await send({ type: 'checkout.place' });
    expect(selectReviewChanges(snapshot() as never)).toEqual([]);
    const inputs = invokesIn(checkout.log.entries, 'placeOrder') as { reviewed: unknown }[];
    expect(inputs.at(-1)!.reviewed).toEqual(cartChanged(3).reviewed);
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000002']);
  });

  it('a placed order empties the cart and leads to /potvrdjena-kupovina', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.resolve('placeOrder', placedOrder);
    expect(stepOf(snapshot() as never)).toBe('placed');
    expect(context().placed).toEqual(placedOrder);
    expect(sendsIn(checkout.log.entries, 'cart').at(-1)).toEqual({ type: 'cart.ordered' });
    expect(actionsIn(checkout.log.entries, 'navigateToConfirmation')).toEqual([
      { orderId: placedOrder.order.id, token: placedOrder.accessToken },
    ]);
  });

  it('a cart emptied elsewhere during delivery or review returns the checkout to the cart', async () => {
    await atReview();
    await send(cartChanged(0));
    expect(stepOf(snapshot() as never)).toBe(0);
    expect(sendsIn(checkout.log.entries, 'cart').at(-1)).toEqual({ type: 'cart.setStep', step: 0 });
  });
});

/** The address bar moves the checkout asked for (`showStep` params), in order. */
const shownSteps = () => actionsIn(checkout.log.entries, 'showStep');
/** A checkout whose delivery step shows (the cart holds `pieces`); the profile not answered yet. */
async function atDelivery(pieces = 2) {
  checkout = startCheckout(countingKeys(), { realValidation: true });
  await send(cartChanged(pieces));
  await send({ type: 'checkout.start' });
}

describe('checkout: what the cart tells it', () => {
  it('a cart report without a piece count or review lines is ignored', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send({ ...cartChanged(2), itemCount: '2' });
    expect(selectCanStart(snapshot() as never)).toBe(false);
    await send({ ...cartChanged(2), reviewed: { shipping: 0, total: 0 } });
    expect(selectCanStart(snapshot() as never)).toBe(false);
    expect(context().cart.cartId).toBeNull();
    await send(cartChanged(2));
    expect(selectCanStart(snapshot() as never)).toBe(true);
  });

  it('a cart with pieces but no id yet (never read) cannot start the checkout', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send({ ...cartChanged(2), cartId: null });
    expect(selectCanStart(snapshot() as never)).toBe(false);
  });

  it('the delivery step goes back to the cart when the cart has no id any more', async () => {
    await atDelivery();
    await send({ ...cartChanged(2), cartId: null });
    expect(stepOf(snapshot() as never)).toBe(0);
    expect(shownSteps().at(-1)).toEqual({ step: 0, replace: true });
  });

  it('the cart changed under the review (another tab): the review names each change and the next order is a new attempt', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', networkError);
    await send({ type: 'checkout.back' });
    await send({ ...cartChanged(3), names: { 1: 'Usisivač' } });
    expect(snapshot().matches({ payment: { review: 'choosing' } })).toBe(true);
    expect(selectReviewChanges(snapshot() as never)).toEqual([
      'Količina proizvoda „Usisivač“ je promenjena sa 2 na 3.',
      'Ukupno za plaćanje je sada 3.290\u00a0RSD umesto 2.290\u00a0RSD.',
    ]);
    expect(context().failureMessage).toBe(changed.message);
    await send({ type: 'checkout.place' });
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000002']);
  });

  it('a promo code applied or removed on the review names no change, and the next order is a new attempt', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', networkError);
    await send({ type: 'checkout.back' });
    await send(cartChangedWithPromo(2));
    expect(snapshot().matches({ payment: { review: 'choosing' } })).toBe(true);
    expect(selectReviewChanges(snapshot() as never)).toEqual([]);
    await send({ type: 'checkout.place' });
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000002']);
    // The order sent is the review with the code: its discount off the goods.
    const inputs = invokesIn(checkout.log.entries, 'placeOrder') as { reviewed: unknown }[];
    expect(inputs.at(-1)!.reviewed).toEqual(cartChangedWithPromo(2).reviewed);
  });

  it('a change under the review without product names names the product by its number', async () => {
    await atReview();
    await send(cartChanged(3));
    expect(selectReviewChanges(snapshot() as never)[0]).toBe(
      'Količina proizvoda „#1“ je promenjena sa 2 na 3.',
    );
  });

  it('a report of the same review, or of another cart, shows no change notice', async () => {
    await atReview();
    await send(cartChanged(2));
    expect(selectReviewChanges(snapshot() as never)).toEqual([]);
    expect(context().failureMessage).toBeNull();
    await send({ ...cartChanged(3), cartId: 'druga-korpa-0000000000000000000000' });
    expect(selectReviewChanges(snapshot() as never)).toEqual([]);
    expect(context().failureMessage).toBeNull();
    // The root still takes the other cart as the one to order.
    expect(context().cart.cartId).toBe('druga-korpa-0000000000000000000000');
  });

  it('a cart emptied under the review is no change notice: the checkout returns to the cart', async () => {
    await atReview();
    await send(cartChanged(0));
    expect(selectReviewChanges(snapshot() as never)).toEqual([]);
    expect(context().failureMessage).toBeNull();
  });
});

describe('checkout: the address bar', () => {
  it('a reload on ?korak=dostava waits for the cart, then shows the delivery step', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send({ type: 'checkout.urlChanged', step: 1 });
    expect(stepOf(snapshot() as never)).toBe(0);
    await send(cartChanged(2));
    expect(stepOf(snapshot() as never)).toBe(1);
    expect(context().requestedStep).toBeNull();
  });

  it('a reload on ?korak=placanje without reviewable details shows the delivery step and says so in the address bar', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send({ type: 'checkout.urlChanged', step: 2 });
    await send(cartChanged(2));
    expect(stepOf(snapshot() as never)).toBe(1);
    expect(shownSteps()).toEqual([{ step: 1, replace: true }]);
  });

  it('a later step asked for with an empty cart sends the address bar back to the cart', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send({ type: 'checkout.urlChanged', step: 2 });
    await send(cartChanged(0));
    expect(stepOf(snapshot() as never)).toBe(0);
    expect(shownSteps()).toEqual([{ step: 0, replace: true }]);
    expect(context().requestedStep).toBeNull();
  });

  it('/korpa itself asks for no later step: an empty cart moves no address bar', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send({ type: 'checkout.urlChanged', step: 0 });
    await send(cartChanged(0));
    expect(shownSteps()).toEqual([]);
  });

  it('a step the checkout does not have is ignored', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send({ type: 'checkout.urlChanged', step: 3 });
    await send({ type: 'checkout.urlChanged', step: '1' });
    await send({ type: 'checkout.urlChanged' });
    expect(context().requestedStep).toBeNull();
    await send(cartChanged(0));
    expect(shownSteps()).toEqual([]);
  });

  it('while the order call runs the address bar stays on the review', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await send({ type: 'checkout.urlChanged', step: 1 });
    expect(selectIsPlacing(snapshot() as never)).toBe(true);
    expect(shownSteps().at(-1)).toEqual({ step: 2, replace: true });
    const count = shownSteps().length;
    await send({ type: 'checkout.urlChanged', step: 4 });
    expect(shownSteps()).toHaveLength(count);
  });

  it('back to /korpa after ordering shows the cart; an unknown step keeps the confirmation', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.resolve('placeOrder', placedOrder);
    await send({ type: 'checkout.urlChanged', step: 9 });
    expect(stepOf(snapshot() as never)).toBe('placed');
    await send(cartChanged(0));
    await send({ type: 'checkout.urlChanged', step: 0 });
    expect(stepOf(snapshot() as never)).toBe(0);
    // /korpa is no later step: the address bar stays where the shopper went.
    expect(shownSteps().at(-1)).toEqual({ step: 2, replace: false });
  });

  it('Forward to the review after an edit of the form shows the delivery step again', async () => {
    await atReview();
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.delivery.change', ...otherValidDelivery });
    await send({ type: 'checkout.urlChanged', step: 2 });
    expect(stepOf(snapshot() as never)).toBe(1);
    expect(shownSteps().at(-1)).toEqual({ step: 1, replace: true });
    // Submitted again, the review can show on Forward.
    await send({ type: 'checkout.delivery.submit', ...otherValidDelivery });
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.urlChanged', step: 2 });
    expect(stepOf(snapshot() as never)).toBe(2);
  });
});

describe('checkout: the default address and the form', () => {
  it('a signed-in shopper who ticked "Sačuvaj kao podrazumevanu adresu" saves the address before the review shows', async () => {
    await atDelivery();
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    await send({ type: 'checkout.delivery.saveAsDefault', save: true });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(invokesIn(checkout.log.entries, 'saveDefaultAddress')).toEqual([
      { address: validDelivery.address, phone: validDelivery.customer.phone },
    ]);
    await checkout.fakes.resolve('saveDefaultAddress', {});
    expect(actionsIn(checkout.log.entries, 'notifyDefaultAddress')).toEqual([{ saved: true }]);
    expect(stepOf(snapshot() as never)).toBe(2);
  });

  it('the tick taken back saves nothing', async () => {
    await atDelivery();
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    await send({ type: 'checkout.delivery.saveAsDefault', save: true });
    await send({ type: 'checkout.delivery.saveAsDefault', save: false });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(invokesIn(checkout.log.entries, 'saveDefaultAddress')).toEqual([]);
    expect(stepOf(snapshot() as never)).toBe(2);
  });

  it('a guest (no profile) saves no default address, ticked or not', async () => {
    await atDelivery();
    await checkout.fakes.resolve('loadPrefill', null);
    expect(context().canSaveDefault).toBe(false);
    await send({ type: 'checkout.delivery.saveAsDefault', save: true });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(invokesIn(checkout.log.entries, 'saveDefaultAddress')).toEqual([]);
    expect(stepOf(snapshot() as never)).toBe(2);
  });

  it('an invalid form saves no default address, ticked or not', async () => {
    await atDelivery();
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    await send({ type: 'checkout.delivery.saveAsDefault', save: true });
    await send({ type: 'checkout.delivery.submit', ...invalidDelivery });
    expect(invokesIn(checkout.log.entries, 'saveDefaultAddress')).toEqual([]);
    expect(stepOf(snapshot() as never)).toBe(1);
  });

  it('"Sačuvaj kao podrazumevanu adresu" is ticked for a signed-in shopper once the profile is read, not before', async () => {
    await atDelivery();
    expect(context().saveAsDefault).toBe(false);
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    expect(context().saveAsDefault).toBe(true);
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(invokesIn(checkout.log.entries, 'saveDefaultAddress')).toEqual([
      { address: validDelivery.address, phone: validDelivery.customer.phone },
    ]);
  });

  it('the default address choice is asked again on each visit of the delivery step: ticked again by default', async () => {
    await atDelivery();
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    await send({ type: 'checkout.delivery.saveAsDefault', save: false });
    await send({ type: 'checkout.back' });
    expect(context().canSaveDefault).toBe(false);
    expect(context().saveAsDefault).toBe(false);
    await send({ type: 'checkout.start' });
    await checkout.fakes.resolve('loadPrefill', null);
    expect(context().saveAsDefault).toBe(false);
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.start' });
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    expect(context().saveAsDefault).toBe(true);
  });

  it('the default address not saved still shows the review, with a word', async () => {
    await atDelivery();
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    await send({ type: 'checkout.delivery.saveAsDefault', save: true });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await checkout.fakes.reject('saveDefaultAddress', new Error('Server ne odgovara.'));
    expect(actionsIn(checkout.log.entries, 'notifyDefaultAddress')).toEqual([{ saved: false }]);
    expect(stepOf(snapshot() as never)).toBe(2);
  });

  it('each edit of the form is kept for a reload, as the whole form', async () => {
    await atDelivery();
    await send({ type: 'checkout.delivery.change', ...validDelivery, note: undefined });
    expect(actionsIn(checkout.log.entries, 'saveDelivery').at(-1)).toEqual({
      form: { ...validDelivery, note: '' },
      details: null,
      paymentMethod: null,
    });
    expect(context().formEdited).toBe(true);
  });

  it('a submit the check cannot run (its code did not load) leaves the form as it is', async () => {
    checkout = startCheckout(countingKeys());
    await send(cartChanged(2));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await checkout.fakes.reject('validateDelivery', new Error('Failed to fetch dynamically imported module'));
    expect(snapshot().matches({ delivery: { form: 'editing' } })).toBe(true);
    expect(context().form).toEqual(validDelivery);
    expect(context().details).toBeNull();
  });

  it('field errors from the check show until a valid submission', async () => {
    checkout = startCheckout(countingKeys());
    await send(cartChanged(2));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...invalidDelivery });
    await checkout.fakes.resolve('validateDelivery', {
      details: null,
      fieldErrors: { 'customer.email': 'Unesite ispravnu e-adresu.' },
    });
    expect(selectFieldErrors(snapshot() as never)).toEqual({
      'customer.email': 'Unesite ispravnu e-adresu.',
    });
  });
});

describe('checkout: one attempt, one idempotency key', () => {
  it('the same details submitted again and the same payment method chosen again keep the attempt', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', networkError);
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.payment.select', method: 'cash_on_delivery' });
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await send({ type: 'checkout.place' });
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000001']);
  });

  it('a placed order ends its attempt: the next checkout gets a new key', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.resolve('placeOrder', placedOrder);
    await send(cartChanged(1));
    await send({ type: 'checkout.start' });
    expect(context().placed).toBeNull();
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await send({ type: 'checkout.place' });
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000002']);
  });

  it('an attempt refused because the cart changed ends: placing again is a new attempt', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', changed);
    await send({ type: 'checkout.place' });
    expect(placeOrderKeys()).toEqual(['kljuc-0000000000001', 'kljuc-0000000000002']);
  });

  it('a new try clears the last failure: placing again, or starting the checkout again', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', refused);
    await send({ type: 'checkout.back' });
    await send({ type: 'checkout.place' });
    expect(context().failureMessage).toBeNull();
    await checkout.fakes.reject('placeOrder', outOfStock);
    expect(context().failureMessage).toBe(outOfStock.message);
    await send({ type: 'checkout.start' });
    expect(context().failureMessage).toBeNull();
    expect(context().shortItems).toEqual([]);
  });

  it('anything the order call throws that is not a known failure counts as no answer, with the fallback message', async () => {
    await atReview();
    await send({ type: 'checkout.place' });
    await checkout.fakes.reject('placeOrder', unanswered);
    expect(context().failureMessage).toBe(unanswered.message);
    expect(selectCanRetry(snapshot() as never)).toBe(true);
    await send({ type: 'checkout.retry' });
    await checkout.fakes.reject('placeOrder', 'kraj');
    expect(context().failureMessage).toBe(PLACE_ORDER_FALLBACK_MESSAGE);
    expect(selectCanRetry(snapshot() as never)).toBe(true);
  });
});

describe('checkout: reports and details it must not trip over', () => {
  it('a cart report without its review is ignored, at the cart and at the review, without an error', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    const { reviewed: _reviewed, ...withoutReview } = cartChanged(2);
    await send(withoutReview);
    expect(selectCanStart(snapshot() as never)).toBe(false);
    await atReview();
    await send({ ...withoutReview, itemCount: 3 });
    expect(snapshot().matches({ payment: 'review' })).toBe(true);
    expect(context().cart.itemCount).toBe(2);
    expect(checkout.errors).toEqual([]);
  });

  it('a note of spaces only is no note: the order is placed without one', async () => {
    checkout = startCheckout(countingKeys(), { realValidation: true });
    await send(cartChanged(2));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...validDelivery, note: '   ' });
    expect(context().details?.note).toBeUndefined();
    await send({ type: 'checkout.payment.select', method: 'cash_on_delivery' });
    await send({ type: 'checkout.place' });
    const [input] = invokesIn(checkout.log.entries, 'placeOrder') as { note?: string }[];
    expect(input?.note).toBeUndefined();
    expect(JSON.parse(JSON.stringify(input))).not.toHaveProperty('note');
  });

  it('the review after saving the default address shows the checked details', async () => {
    await atDelivery();
    await checkout.fakes.resolve('loadPrefill', profilePrefill);
    await send({ type: 'checkout.delivery.saveAsDefault', save: true });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await checkout.fakes.resolve('saveDefaultAddress', {});
    expect(context().details?.customer.email).toBe('marko@primer.rs');
    expect(context().formEdited).toBe(false);
  });

  it('the checkout makes no idempotency key of its own: without the shop providing one, placing fails loudly', async () => {
    const log = new EffectLog();
    const fakes = createFakeActors(log);
    const machine = checkoutMachine.provide({
      actors: {
        placeOrder: fakes.logic(),
        loadPrefill: fakes.logic(),
        saveDefaultAddress: fakes.logic(),
        validateDelivery: fromPromise(async ({ input }: { input: DeliveryForm }) => validateDelivery(input)),
      },
    });
    const started = startInSystem(machine, {
      systemId: systemIds.checkout,
      neighbours: [systemIds.cart],
      log,
    });
    checkout = { ...started, log, fakes };
    await send(cartChanged(2));
    await send({ type: 'checkout.start' });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    await send({ type: 'checkout.payment.select', method: 'cash_on_delivery' });
    await send({ type: 'checkout.place' });
    expect(invokesIn(log.entries, 'placeOrder')).toEqual([]);
    expect(started.errors).toEqual([new Error("action 'newIdempotencyKey' is not provided")]);
  });
});
