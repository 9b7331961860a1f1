import { afterEach, describe, expect, it } from 'vitest';
import {
  selectCanRetry,
  selectCanStart,
  selectCheckoutStep,
  selectFieldErrors,
  selectIsPaymentMethodMissing,
  selectReviewChanges,
  selectShortItems,
} from '../../../machines/checkout/checkout.selectors';
import type { CheckoutContext } from '../../../machines/checkout/checkout.types';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { settle } from '../utils/fake-actors';
import { type KeyMaker, startCheckout } from './checkout.harness';
import {
  CART_ID,
  cartChanged,
  changed,
  invalidDelivery,
  networkError,
  otherValidDelivery,
  outOfStock,
  placedOrder,
  profilePrefill,
  refused,
  validDelivery,
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
    expect(selectCheckoutStep(snapshot() as never)).toBe(1);
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
    expect(selectCheckoutStep(snapshot() as never)).toBe(1);
    expect(selectFieldErrors(snapshot() as never)).toEqual({
      'customer.firstName': 'Unesite ime.',
      'customer.lastName': 'Unesite prezime.',
      'customer.email': 'Unesite ispravnu e-adresu.',
      'customer.phone': 'Unesite ispravan broj telefona.',
      'address.street': 'Unesite ulicu i broj.',
      'address.postalCode': 'Poštanski broj ima 5 cifara.',
    });
    await send({ type: 'checkout.delivery.submit', ...validDelivery });
    expect(selectCheckoutStep(snapshot() as never)).toBe(2);
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
    });
    expect(selectCheckoutStep(snapshot() as never)).toBe(1);
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
    expect(selectCheckoutStep(snapshot() as never)).toBe(0);
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
    expect(selectCheckoutStep(snapshot() as never)).toBe('placed');
    expect(context().placed).toEqual(placedOrder);
    expect(sendsIn(checkout.log.entries, 'cart').at(-1)).toEqual({ type: 'cart.ordered' });
    expect(actionsIn(checkout.log.entries, 'navigateToConfirmation')).toEqual([
      { orderId: placedOrder.order.id, token: placedOrder.accessToken },
    ]);
  });

  it('a cart emptied elsewhere during delivery or review returns the checkout to the cart', async () => {
    await atReview();
    await send(cartChanged(0));
    expect(selectCheckoutStep(snapshot() as never)).toBe(0);
    expect(sendsIn(checkout.log.entries, 'cart').at(-1)).toEqual({ type: 'cart.setStep', step: 0 });
  });
});
