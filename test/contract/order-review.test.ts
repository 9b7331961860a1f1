import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BULKY_SHIPPING_PRICE } from '../../contract/money';
import { type ReviewableLine, reviewChanges, reviewOf } from '../../contract/order-review';

const lineArb = (id: number) =>
  fc.record({
    product: fc.record({
      id: fc.constant(id),
      price: fc.integer({ min: 1, max: 500_000 }),
      discountPrice: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 600_000 })),
      shippingPrice: fc.constantFrom(0, 0, BULKY_SHIPPING_PRICE),
    }),
    quantity: fc.integer({ min: 1, max: 99 }),
  });
const linesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 })
  .chain((ids) => fc.tuple(...ids.map(lineArb)));
const nameOf = (id: number) => `Proizvod ${id}`;

describe('the order the shopper reviewed (contract/order-review.ts)', () => {
  it('a cart reviewed and unchanged has no changes', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        expect(reviewChanges(reviewOf(lines), reviewOf(lines), nameOf)).toEqual([]);
      }),
    );
  });

  it('any change of a quantity, a line or a pay price is named', () => {
    fc.assert(
      fc.property(
        linesArb,
        fc.nat(),
        fc.constantFrom('quantity', 'removed', 'price'),
        (lines, pick, kind) => {
          const index = pick % lines.length;
          const changed: ReviewableLine[] = lines.map((line, i) => {
            if (i !== index) return line;
            if (kind === 'quantity') return { ...line, quantity: line.quantity + 1 };
            return { ...line, product: { ...line.product, price: line.product.price + 1, discountPrice: 0 } };
          });
          const now = kind === 'removed' ? lines.filter((_, i) => i !== index) : changed;
          const seen = reviewOf(lines);
          const after = reviewOf(now);
          const samePrice = seen.lines[index]!.unitPrice === after.lines[index]?.unitPrice;
          if (kind === 'price' && samePrice) return; // a discount below the new price keeps the pay price
          expect(reviewChanges(seen, after, nameOf).length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('reviews pay prices, shipping and total by the shared money rules', () => {
    const lines = [
      { product: { id: 1, price: 2000, discountPrice: 1500, shippingPrice: 0 }, quantity: 2 },
      { product: { id: 2, price: 1000, discountPrice: 0, shippingPrice: 0 }, quantity: 1 },
    ];
    expect(reviewOf(lines)).toEqual({
      lines: [
        { productId: 1, quantity: 2, unitPrice: 1500 },
        { productId: 2, quantity: 1, unitPrice: 1000 },
      ],
      shipping: 290,
      total: 4290,
    });
  });
});
