import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRsd, formatTenths, groupThousands, NO_BREAK_SPACE } from '../../contract/format';

describe('formatRsd: dinars as Serbian shoppers read them', () => {
  it.each([
    [0, '0\u00a0RSD'],
    [290, '290\u00a0RSD'],
    [1490, '1.490\u00a0RSD'],
    [125990, '125.990\u00a0RSD'],
    [1234567, '1.234.567\u00a0RSD'],
  ])('%i is written "%s": a dot between thousands and a no-break space before RSD', (amount, text) => {
    expect(formatRsd(amount)).toBe(text);
  });

  it('never puts a breakable space in an amount, so "RSD" cannot wrap away from its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 100_000_000 }), (amount) => {
        const text = formatRsd(amount);
        expect(text).not.toMatch(/[ \t\n\u2000-\u200b\u202f]/);
        expect(text.endsWith(`${NO_BREAK_SPACE}RSD`)).toBe(true);
      }),
    );
  });
});

describe('groupThousands: what Intl writes for sr-Latn-RS, without building a formatter on the page', () => {
  const intlRsd = new Intl.NumberFormat('sr-Latn-RS', {
    style: 'currency',
    currency: 'RSD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const intlCount = new Intl.NumberFormat('sr-Latn-RS');
  const amounts = fc.oneof(
    fc.integer({ min: -10_000_000, max: 100_000_000 }),
    fc.constantFrom(0, 1, 999, 1000, 9999, 10_000, 999_999, 1_000_000, -1, -1000),
  );

  it('a count is grouped as Intl groups it', () => {
    fc.assert(
      fc.property(amounts, (count) => {
        expect(groupThousands(count)).toBe(intlCount.format(count));
      }),
    );
  });

  it('an amount of dinars reads as Intl writes it, with its space made no-break', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatRsd(amount)).toBe(intlRsd.format(amount).replace(/\s+/gu, NO_BREAK_SPACE));
      }),
    );
  });

  it('a fraction of a dinar is rounded as Intl rounds it, half away from zero', () => {
    for (const amount of [0.5, 1.5, 1489.5, -0.5, -2.5, 2.4999])
      expect(formatRsd(amount)).toBe(intlRsd.format(amount).replace(/\s+/gu, NO_BREAK_SPACE));
  });
});

describe('formatTenths: one decimal with a comma, as Intl writes it for sr-Latn-RS', () => {
  const intlTenths = new Intl.NumberFormat('sr-Latn-RS', { maximumFractionDigits: 1 });

  it.each([
    [4.5, '4,5'],
    [4, '4'],
    [4.26, '4,3'],
    [4.35, '4,4'],
    [0.04, '0'],
  ])('%d is written "%s"', (value, text) => {
    expect(formatTenths(value)).toBe(text);
  });

  it('any average of whole ratings, and any number of hundredths, reads as Intl writes it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 100 }))
            .map(([sum, n]) => sum / n),
          fc.integer({ min: 0, max: 1_000_000 }).map((hundredths) => hundredths / 100),
        ),
        (value) => {
          expect(formatTenths(value)).toBe(intlTenths.format(value));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
