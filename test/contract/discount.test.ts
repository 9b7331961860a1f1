import { describe, expect, it } from 'vitest';
import {
  discountDays,
  discountWindowProblem,
  effectiveDiscountPrice,
  formatUnitPrice,
  lowestPriceBefore,
} from '../../contract/discount';

const window = (discountPrice: number, discountFrom: string | null, discountUntil: string | null) => ({
  discountPrice,
  discountFrom,
  discountUntil,
});

describe('discount window', () => {
  it('lasts at most 31 days, its first and last day included', () => {
    expect(discountDays('2026-12-01', '2026-12-31')).toBe(31);
    expect(discountWindowProblem(1000, window(800, '2026-12-01', '2026-12-31'))).toBeNull();
    expect(discountWindowProblem(1000, window(800, '2026-12-01', '2027-01-01'))).toEqual({
      field: 'discountUntil',
      message: 'Akcija može trajati najviše 31 dan.',
    });
    // Across February and a year's end, counted in calendar days.
    expect(discountWindowProblem(1000, window(800, '2027-02-01', '2027-03-03'))).toBeNull();
    expect(discountWindowProblem(1000, window(800, '2027-02-01', '2027-03-04'))?.field).toBe('discountUntil');
  });

  it('may be one day; an end before the start is refused', () => {
    expect(discountWindowProblem(1000, window(800, '2026-12-15', '2026-12-15'))).toBeNull();
    expect(discountWindowProblem(1000, window(800, '2026-12-15', '2026-12-14'))).toEqual({
      field: 'discountUntil',
      message: 'Akcija ne može da se završi pre nego što počne.',
    });
  });

  it('needs both days and a price below the regular one; no discount needs no days', () => {
    expect(discountWindowProblem(1000, window(0, null, null))).toBeNull();
    expect(discountWindowProblem(1000, window(800, null, '2026-12-15'))?.field).toBe('discountFrom');
    expect(discountWindowProblem(1000, window(800, '2026-12-01', null))?.field).toBe('discountUntil');
    expect(discountWindowProblem(1000, window(800, '2026-02-30', '2026-03-02'))?.field).toBe('discountFrom');
    expect(discountWindowProblem(1000, window(1000, '2026-12-01', '2026-12-02'))?.field).toBe(
      'discountPrice',
    );
    expect(discountWindowProblem(1000, window(0, '2026-12-01', '2026-12-02'))?.field).toBe('discountPrice');
  });

  it('is in effect from its first day to its last, both included, and not outside them', () => {
    const sale = window(800, '2026-12-01', '2026-12-15');
    expect(effectiveDiscountPrice(sale, '2026-11-30')).toBe(0);
    expect(effectiveDiscountPrice(sale, '2026-12-01')).toBe(800);
    expect(effectiveDiscountPrice(sale, '2026-12-15')).toBe(800);
    expect(effectiveDiscountPrice(sale, '2026-12-16')).toBe(0);
    expect(effectiveDiscountPrice(window(0, null, null), '2026-12-01')).toBe(0);
  });
});

describe('lowest price of the 30 days before a discount', () => {
  const start = new Date('2026-12-01T00:00:00Z');
  const at = (daysBefore: number) => new Date(start.getTime() - daysBefore * 86_400_000).toISOString();

  it('counts the price in effect when the 30 days opened and every later one', () => {
    const history = [
      { changedAt: at(60), payPrice: 900 },
      { changedAt: at(40), payPrice: 1200 },
      { changedAt: at(10), payPrice: 1100 },
      { changedAt: at(0), payPrice: 700 },
    ];
    // 900 ended 40 days before: out; 1200 was in effect when the span opened: in.
    expect(lowestPriceBefore(history, start)).toBe(1100);
    expect(lowestPriceBefore(history.slice(0, 2), start)).toBe(1200);
  });

  it('takes a change exactly 30 days before as the opening price, and none at or after the start', () => {
    expect(
      lowestPriceBefore(
        [
          { changedAt: at(31), payPrice: 500 },
          { changedAt: at(30), payPrice: 1000 },
          { changedAt: at(0), payPrice: 400 },
        ],
        start,
      ),
    ).toBe(1000);
  });

  it('is null without history before the start, whatever the order of the rows', () => {
    expect(lowestPriceBefore([{ changedAt: at(0), payPrice: 400 }], start)).toBeNull();
    expect(lowestPriceBefore([], start)).toBeNull();
    expect(
      lowestPriceBefore(
        [
          { changedAt: at(5), payPrice: 950 },
          { changedAt: at(50), payPrice: 1000 },
        ],
        start,
      ),
    ).toBe(950);
  });
});

describe('unit price', () => {
  it('is the pay price per unit, to the para, written as Serbian does', () => {
    expect(formatUnitPrice(649, { netQuantity: 5, netUnit: 'kg' })).toBe('129,80\u00a0din/kg');
    expect(formatUnitPrice(399, { netQuantity: 0.25, netUnit: 'kg' })).toBe('1.596,00\u00a0din/kg');
    expect(formatUnitPrice(1299, { netQuantity: 3, netUnit: 'l' })).toBe('433,00\u00a0din/l');
    expect(formatUnitPrice(2490, { netQuantity: 25, netUnit: 'm' })).toBe('99,60\u00a0din/m');
    expect(formatUnitPrice(1000, { netQuantity: 3, netUnit: 'kom' })).toBe('333,33\u00a0din/kom');
  });

  it('is absent without a net quantity', () => {
    expect(formatUnitPrice(649, { netQuantity: null, netUnit: null })).toBeNull();
    expect(formatUnitPrice(649, { netQuantity: 0, netUnit: 'kg' })).toBeNull();
  });
});
