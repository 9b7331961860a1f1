/** The no-break space: a line never breaks between an amount and its currency. */
export const NO_BREAK_SPACE = '\u00a0';

/**
 * A whole number as Serbian writes it, a dot between thousands: "1.490", "-12.000". It writes what
 * `Intl.NumberFormat('sr-Latn-RS')` writes (test/contract/format.test.ts compares them; only a
 * negative amount that rounds to 0 reads "0", not "-0"), without building an ICU formatter as the
 * page starts: on a slow phone that alone was a 57 ms task.
 */
export function groupThousands(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/**
 * A number of 0 or more to one decimal, with a decimal comma, as `Intl.NumberFormat('sr-Latn-RS',
 * { maximumFractionDigits: 1 })` writes it: 4.5 → "4,5", 4 → "4", 4.26 → "4,3" (a rating's average).
 */
export function formatTenths(value: number): string {
  const tenths = Math.round(value * 10);
  return `${groupThousands(Math.trunc(tenths / 10))}${tenths % 10 ? `,${tenths % 10}` : ''}`;
}

/**
 * An amount of dinars as Serbian shoppers read it: "1.490 RSD" (dot between thousands), with a
 * no-break space before the currency so that "RSD" never wraps away from its amount.
 */
export function formatRsd(amount: number): string {
  return `${groupThousands(amount)}${NO_BREAK_SPACE}RSD`;
}
