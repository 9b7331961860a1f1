import { describe, expect, it } from 'vitest';
import { isValidModel97 } from '../../../contract/model-97';
import { ORDER_NUMBER_PATTERN } from '../../../contract/order-number';
import { drawOrderNumber } from '../../../server/orders/order-number';

describe('drawOrderNumber', () => {
  it("takes the year in Belgrade: 23:30 UTC on New Year's Eve is already the new year", () => {
    expect(drawOrderNumber(new Date('2025-12-31T23:30:00Z')).slice(3, 7)).toBe('2026');
    expect(drawOrderNumber(new Date('2025-12-31T22:30:00Z')).slice(3, 7)).toBe('2025');
  });

  it('draws six random digits under valid model-97 control digits, rarely the same twice', () => {
    const drawn = Array.from({ length: 200 }, () => drawOrderNumber());
    for (const number of drawn) {
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
      expect(number.length).toBe(14);
      expect(isValidModel97(number)).toBe(true);
    }
    // 200 draws from a million: a repeat has a chance of about 2 %, five repeats practically none.
    expect(new Set(drawn).size).toBeGreaterThan(195);
  });
});
