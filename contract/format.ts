const rsd = new Intl.NumberFormat('sr-Latn-RS', {
  style: 'currency',
  currency: 'RSD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * An amount of dinars as Serbian shoppers read it: "1.490 RSD" (dot between thousands).
 * ICU puts a no-break space before the currency; a plain space keeps texts and mails predictable.
 */
export function formatRsd(amount: number): string {
  return rsd.format(amount).replace(/\u00a0/g, ' ');
}
