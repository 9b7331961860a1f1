import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { orderConfirmationMail } from '../../../server/mail/templates/order-mails';

// The order confirmation of a company purchase (issue 36): the R1 invoice's company and the
// delivery estimate, in Latin and in Cyrillic; the company's name stays as typed.
const ORDER: Order = {
  id: '0b7d3c55-1e2f-4a6b-8c9d-0e1f2a3b4c5d',
  number: '47-2026-318205',
  status: 'received',
  items: [
    {
      productId: 7,
      name: 'Frižider Gorenje NRK6192',
      slug: 'frizider',
      thumbnail: '/images/products/frizider.webp',
      unitPrice: 64990,
      quantity: 1,
      lineTotal: 64990,
    },
  ],
  subtotal: 64990,
  shipping: 1490,
  total: 66480,
  paymentMethod: 'cash_on_delivery',
  customer: {
    firstName: 'Jelena',
    lastName: 'Đorđević',
    email: 'jelena@example.rs',
    phone: '+381 64 123 4567',
  },
  address: { street: 'Kneza Miloša 12', city: 'Beograd', postalCode: '11000' },
  note: null,
  company: { name: 'Primer d.o.o.', pib: '100000024', registrationNumber: '12345678' },
  deliveryEstimate: 'Isporuka: od 30. decembra do 4. januara',
  createdAt: '2026-12-28T08:02:44.000Z',
};
const URL = 'https://prodavnica.rs/potvrdjena-kupovina?order=0b7d&token=Pq7';
const products = [{ name: 'Frižider Gorenje NRK6192', brand: 'Gorenje' }];

describe('orderConfirmationMail: company and delivery date', () => {
  it('Latin: the R1 line and the delivery estimate after the payment method', () => {
    const mail = orderConfirmationMail({
      order: ORDER,
      paymentSlip: null,
      orderUrl: URL,
      script: 'latin',
      products,
    });
    expect(mail.text).toContain(
      [
        'Način plaćanja: plaćanje pouzećem (kuriru prilikom preuzimanja)',
        '',
        'Račun: R1, na firmu Primer d.o.o., PIB 100000024, matični broj 12345678',
        '',
        'Isporuka: od 30. decembra do 4. januara',
      ].join('\n'),
    );
    expect(mail.html).toContain('Račun: R1, na firmu Primer d.o.o., PIB 100000024, matični broj 12345678');
  });

  it('Cyrillic: the shop’s words in Cyrillic, the company as typed', () => {
    const mail = orderConfirmationMail({
      order: ORDER,
      paymentSlip: null,
      orderUrl: URL,
      script: 'cyrillic',
      products,
    });
    expect(mail.text).toContain('Рачун: R1, на фирму Primer d.o.o., ПИБ 100000024, матични број 12345678');
    expect(mail.text).toContain('Испорука: од 30. децембра до 4. јануара');
  });

  it('a bank transfer says the estimate holds when the money arrives the same day', () => {
    const mail = orderConfirmationMail({
      order: { ...ORDER, paymentMethod: 'bank_transfer', company: null },
      paymentSlip: null,
      orderUrl: URL,
      script: 'latin',
      products,
    });
    expect(mail.text).toContain(
      'Isporuka: od 30. decembra do 4. januara (ako uplata stigne istog dana; inače od dana uplate)',
    );
    expect(mail.text).not.toContain('Račun: R1');
  });
});
