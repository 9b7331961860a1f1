import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRsd, NO_BREAK_SPACE } from '../../contract/format';

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
