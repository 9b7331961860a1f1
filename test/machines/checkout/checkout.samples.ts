import { reviewOf } from '../../../contract/order-review';
import type { PlacedOrder, PlaceOrderFailure } from '../../../machines/checkout/checkout.types';
import { CART_ID } from '../utils/products';

/** The cart as it tells checkout: `itemCount` pieces of one 1000 RSD product (0: an empty cart). */
export const cartChanged = (itemCount: number) => ({
  type: 'checkout.cartChanged' as const,
  cartId: CART_ID,
  itemCount,
  reviewed: reviewOf(
    itemCount === 0
      ? []
      : [{ product: { id: 1, price: 1000, discountPrice: 0, shippingPrice: 0 }, quantity: itemCount }],
  ),
});

/** "Kupujem kao pravno lice" unticked, nothing typed in the company's fields. */
export const noCompany = { asCompany: false, name: '', pib: '', registrationNumber: '' };
/** The same cart with a promo code applied (10 % off the goods): the promo form's success. */
export const cartChangedWithPromo = (itemCount: number) => ({
  ...cartChanged(itemCount),
  reviewed: reviewOf(
    [{ product: { id: 1, price: 1000, discountPrice: 0, shippingPrice: 0 }, quantity: itemCount }],
    { code: 'ZIMA10', kind: 'percent', value: 10 },
  ),
});

export const validDelivery = {
  customer: { firstName: 'Marko', lastName: 'Markovic', email: 'Marko@Primer.rs', phone: '+381 64 123 4567' },
  address: { street: 'Bulevar oslobođenja 12', city: 'Novi Sad', postalCode: '21000' },
  note: 'Pozvati pre dostave',
  company: noCompany,
};

/** The same shopper buying as a company: PIB 100000024 (MOD 11,10 check digit 4), an R1 invoice. */
export const companyDelivery = {
  ...validDelivery,
  company: { asCompany: true, name: ' Primer d.o.o.', pib: '100 000 024', registrationNumber: '12345678' },
};

/** A company whose PIB's check digit is wrong and whose matični broj is short. */
export const invalidCompanyDelivery = {
  ...validDelivery,
  company: { asCompany: true, name: 'Primer d.o.o.', pib: '100000025', registrationNumber: '1234' },
};

export const otherValidDelivery = {
  ...validDelivery,
  customer: { ...validDelivery.customer, firstName: 'Jovana' },
};

export const invalidDelivery = {
  customer: { firstName: ' ', lastName: '', email: 'nije-adresa', phone: '12' },
  address: { street: '', city: 'Niš', postalCode: '180' },
  company: noCompany,
};

export const profilePrefill = {
  customer: { firstName: 'Ana', lastName: 'Anić', email: 'ana@primer.rs', phone: '0601234567' },
  address: { street: 'Knez Mihailova 1', city: 'Beograd', postalCode: '11000' },
};

export const placedOrder: PlacedOrder = {
  order: {
    id: '0b7a4c2e-1f3d-4e5a-8b6c-7d8e9f0a1b2c',
    number: '23-2026-001001',
    status: 'received',
    items: [
      {
        productId: 1,
        name: 'Proizvod 1',
        slug: 'proizvod-1',
        thumbnail: '/images/proizvod-1.svg',
        unitPrice: 1000,
        quantity: 2,
        lineTotal: 2000,
      },
    ],
    subtotal: 2000,
    shipping: 290,
    total: 2290,
    paymentMethod: 'cash_on_delivery',
    customer: {
      firstName: 'Marko',
      lastName: 'Markovic',
      email: 'marko@primer.rs',
      phone: '+381 64 123 4567',
    },
    address: { street: 'Bulevar oslobođenja 12', city: 'Novi Sad', postalCode: '21000' },
    note: 'Pozvati pre dostave',
    createdAt: '2025-01-01T10:00:00.000Z',
  },
  accessToken: 'pristup-token-0123456789',
  paymentSlip: null,
};

export const outOfStock: PlaceOrderFailure = {
  kind: 'outOfStock',
  message: 'Nema dovoljno proizvoda na stanju.',
  items: [{ productId: 1, name: 'Proizvod 1', requested: 2, available: 1 }],
};
export const changed: PlaceOrderFailure = {
  kind: 'changed',
  message:
    'Porudžbina se promenila od kada ste je pregledali. Proverite izmene i potvrdite porudžbinu ponovo.',
  changes: ['Količina proizvoda „Proizvod 1“ je promenjena sa 2 na 3.'],
};
export const refused: PlaceOrderFailure = { kind: 'refused', message: 'Korpa je prazna.' };
export const unanswered: PlaceOrderFailure = { kind: 'unanswered', message: 'Server ne odgovara.' };
/** What a failed fetch throws without an answer: not a PlaceOrderFailure at all. */
export const networkError = new Error('Network Error');

export { CART_ID };
