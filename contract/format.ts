const rsd = new Intl.NumberFormat('sr-Latn-RS', {
  style: 'currency',
  currency: 'RSD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** The no-break space: a line never breaks between an amount and its currency. */
export const NO_BREAK_SPACE = '\u00a0';

/**
 * An amount of dinars as Serbian shoppers read it: "1.490 RSD" (dot between thousands), with a
 * no-break space before the currency so that "RSD" never wraps away from its amount. ICU versions
 * differ in which space they put there (no-break, narrow no-break): this one is always U+00A0.
 */
export function formatRsd(amount: number): string {
  return rsd.format(amount).replace(/\s+/gu, NO_BREAK_SPACE);
}
