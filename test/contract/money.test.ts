import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BULKY_SHIPPING_PRICE,
  type PricedLine,
  leftToFreeShipping,
  orderTotals,
  orderValue,
  payPrice,
  shippingFee,
} from '../../contract/money';

const line = (price: number, quantity: number, shippingPrice = 0, discountPrice = 0): PricedLine => ({
  product: { price, discountPrice, shippingPrice },
  quantity,
});

const productArb = fc.record({
  price: fc.integer({ min: 1, max: 500_000 }),
  discountPrice: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 600_000 })),
  shippingPrice: fc.constantFrom(0, 0, 0, BULKY_SHIPPING_PRICE),
});
const lineArb = fc.record({ product: productArb, quantity: fc.integer({ min: 1, max: 99 }) });
const linesArb = fc.array(lineArb, { maxLength: 12 });

describe('pay price', () => {
  it('is the discount price when it is above 0 and below the regular price', () => {
    expect(payPrice({ price: 2000, discountPrice: 1500 })).toBe(1500);
  });

  it('is the regular price when there is no discount or the discount is not lower', () => {
    expect(payPrice({ price: 2000, discountPrice: 0 })).toBe(2000);
    expect(payPrice({ price: 2000, discountPrice: 2000 })).toBe(2000);
    expect(payPrice({ price: 2000, discountPrice: 2500 })).toBe(2000);
  });

  it('never exceeds the regular price and is always positive (property)', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        const paid = payPrice(product);
        expect(paid).toBeLessThanOrEqual(product.price);
        expect(paid).toBeGreaterThan(0);
      }),
    );
  });
});

describe('shipping fee (spec §9)', () => {
  it('is 290 below an order value of 5000', () => {
    expect(shippingFee([line(4999, 1)])).toBe(290);
  });

  it('is 0 from an order value of 5000 up', () => {
    expect(shippingFee([line(5000, 1)])).toBe(0);
    expect(shippingFee([line(2500, 2)])).toBe(0);
  });

  it('counts the discounted price toward the 5000 threshold', () => {
    expect(shippingFee([line(6000, 1, 0, 4000)])).toBe(290);
  });

  it('is 1490 per unit of every item with shipping price 1490, whatever the order value', () => {
    expect(shippingFee([line(80_000, 2, 1490), line(1000, 3)])).toBe(2980);
    expect(shippingFee([line(100, 1, 1490), line(200, 4, 1490)])).toBe(1490 * 5);
  });

  it('is nothing for an empty cart', () => {
    expect(shippingFee([])).toBe(0);
  });

  it('follows the rule for any cart (property)', () => {
    fc.assert(
      fc.property(
        linesArb.filter((lines) => lines.length > 0),
        (lines) => {
          const bulkyUnits = lines
            .filter((l) => l.product.shippingPrice === BULKY_SHIPPING_PRICE)
            .reduce((sum, l) => sum + l.quantity, 0);
          const value = lines.reduce((sum, l) => sum + payPrice(l.product) * l.quantity, 0);
          const expected = bulkyUnits > 0 ? 1490 * bulkyUnits : value >= 5000 ? 0 : 290;
          expect(shippingFee(lines)).toBe(expected);
        },
      ),
    );
  });
});

describe('order totals', () => {
  it('total is subtotal plus shipping, all whole dinars (property)', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const totals = orderTotals(lines);
        expect(totals.subtotal).toBe(orderValue(lines));
        expect(totals.total).toBe(totals.subtotal + totals.shipping);
        for (const amount of Object.values(totals)) expect(Number.isInteger(amount)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the lines (property)', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        expect(orderTotals([...lines].reverse())).toEqual(orderTotals(lines));
      }),
    );
  });

  it('tells how much is left to free delivery, and nothing for bulky carts', () => {
    expect(leftToFreeShipping([line(3000, 1)])).toBe(2000);
    expect(leftToFreeShipping([line(6000, 1)])).toBe(0);
    expect(leftToFreeShipping([line(3000, 1), line(100, 1, 1490)])).toBe(0);
  });
});
