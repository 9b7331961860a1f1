import { describe, expect, it } from 'vitest';
import { checkFields } from '../../contract/check-fields';
import { priceRangeSchema } from '../../contract/price-range';

// The listing's price range as typed (contract/price-range.ts): the rules its form checks.

const check = (minPrice: string, maxPrice: string) => checkFields(priceRangeSchema, { minPrice, maxPrice });

describe('the price range', () => {
  it('empty bounds are no bounds; whole dinars, a fraction dropped', () => {
    expect(check('', '')).toEqual({ ok: true, data: { minPrice: null, maxPrice: null } });
    expect(check(' 1000 ', '2499,90')).toEqual({ ok: true, data: { minPrice: 1000, maxPrice: 2499 } });
  });

  it('refuses what is not a positive number, on its own field', () => {
    expect(check('-5', '')).toEqual({ ok: false, errors: { minPrice: 'Unesite cenu kao pozitivan broj.' } });
    expect(check('', 'abc')).toEqual({ ok: false, errors: { maxPrice: 'Unesite cenu kao pozitivan broj.' } });
  });

  it('the lowest may not be above the highest; equal is a single price', () => {
    expect(check('20000', '10000')).toEqual({
      ok: false,
      errors: { maxPrice: 'Najniža cena ne može biti veća od najviše.' },
    });
    expect(check('5000', '5000').ok).toBe(true);
  });

  it('a price above what the API takes is refused before it reaches the URL', () => {
    expect(check('', '100000001')).toEqual({ ok: false, errors: { maxPrice: 'Cena je prevelika.' } });
    expect(check('', '100000000').ok).toBe(true);
  });
});
