import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { orderConfirmationMail } from '../../../server/mail/templates/order-mails';

const ORDER: Order = {
  id: '0b7d3c55-1e2f-4a6b-8c9d-0e1f2a3b4c5d',
  number: '47-2026-318205',
  status: 'received',
  items: [
    {
      productId: 1,
      name: 'Čajnik od livenog gvožđa',
      slug: 'cajnik',
      thumbnail: '',
      unitPrice: 10_000,
      quantity: 1,
      lineTotal: 10_000,
    },
  ],
  subtotal: 10_000,
  shipping: 0,
  promoCode: 'ZIMA10',
  discount: 1_000,
  total: 9_000,
  paymentMethod: 'cash_on_delivery',
  customer: {
    firstName: 'Jelena',
    lastName: 'Đorđević',
    email: 'jelena@example.rs',
    phone: '+381 64 123 4567',
  },
  address: { street: 'Kneza Miloša 12', city: 'Beograd', postalCode: '11000' },
  note: null,
  createdAt: '2026-12-15T08:02:44.000Z',
};
const mail = (script: 'latin' | 'cyrillic', order = ORDER) =>
  orderConfirmationMail({
    order,
    paymentSlip: null,
    orderUrl: 'https://prodavnica.rs/p',
    script,
    products: [],
  });

describe('the order mail names the promo code and its discount', () => {
  it('in Latin, between the goods and shipping, in the text and the HTML part', () => {
    const { text, html } = mail('latin');
    expect(text).toContain(
      'Vrednost proizvoda: 10.000\u00a0RSD\nPopust (kod ZIMA10): −1.000\u00a0RSD\nDostava: besplatna\nUkupno za plaćanje: 9.000\u00a0RSD',
    );
    expect(html).toContain('Popust (kod ZIMA10): −1.000\u00a0RSD');
  });
  it('in Cyrillic, the code kept in the Latin letters it is typed in', () => {
    expect(mail('cyrillic').text).toContain('Попуст (код ZIMA10): −1.000\u00a0RSD');
  });
  it('says nothing of a code on an order without one', () => {
    expect(mail('latin', { ...ORDER, promoCode: null, discount: 0, total: 10_000 }).text).not.toContain(
      'Popust',
    );
  });
});
