import { describe, expect, it } from 'vitest';
import { formatRsd } from '../../contract/format';
import { type ReviewedOrder, reviewChanges } from '../../contract/order-review';

// What the shopper reads when the order changed since the review (DESIGN §3 Checkout): one sentence
// per change, in this order, with the product's name and the amounts in RSD.

const nameOf = (id: number) => ({ 1: 'Blender Vihor', 2: 'Kuvalo Para', 3: 'Toster Stari' })[id] ?? `#${id}`;
const order = (lines: ReviewedOrder['lines'], shipping: number, total: number): ReviewedOrder => ({
  lines,
  shipping,
  total,
});
// Amounts as the shop writes them everywhere: "1.900 RSD".
const rsd = formatRsd;

describe('the changes since the review, as the shopper reads them', () => {
  it('names an added line, a changed quantity and price, a removed line, the shipping and the total', () => {
    const seen = order(
      [
        { productId: 1, quantity: 1, unitPrice: 1900 },
        { productId: 3, quantity: 1, unitPrice: 1200 },
      ],
      290,
      3390,
    );
    const now = order(
      [
        { productId: 1, quantity: 2, unitPrice: 2100 },
        { productId: 2, quantity: 1, unitPrice: 1900 },
      ],
      0,
      6100,
    );
    expect(reviewChanges(seen, now, nameOf)).toEqual([
      'Količina proizvoda „Blender Vihor“ je promenjena sa 1 na 2.',
      `Cena proizvoda „Blender Vihor“ je promenjena sa ${rsd(1900)} na ${rsd(2100)}.`,
      'U korpu je dodat proizvod „Kuvalo Para“ (količina: 1).',
      'Iz korpe je uklonjen proizvod „Toster Stari“.',
      `Dostava je promenjena sa ${rsd(290)} na ${rsd(0)}.`,
      `Ukupno za plaćanje je sada ${rsd(6100)} umesto ${rsd(3390)}.`,
    ]);
  });

  it('a line whose quantity and price stayed says nothing, even when another line changed', () => {
    const seen = order([{ productId: 1, quantity: 2, unitPrice: 1900 }], 290, 4090);
    const now = order(
      [
        { productId: 1, quantity: 2, unitPrice: 1900 },
        { productId: 2, quantity: 1, unitPrice: 0 },
      ],
      290,
      4090,
    );
    expect(reviewChanges(seen, now, nameOf)).toEqual([
      'U korpu je dodat proizvod „Kuvalo Para“ (količina: 1).',
    ]);
  });
});
