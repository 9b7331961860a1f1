import { randomInt } from 'node:crypto';
import { orderNumberOf } from '../../contract/order-number';

const belgradeYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Belgrade', year: 'numeric' });

/**
 * A fresh order number (contract/order-number.ts): this year in Belgrade and six digits from the
 * system's secure random source, so numbers can be neither counted nor guessed from one another.
 * Unique only with high probability: the orders table's unique index decides, and placeOrder draws
 * again on a collision.
 */
export function drawOrderNumber(now = new Date()): string {
  const year = Number(belgradeYear.format(now));
  return orderNumberOf(year, String(randomInt(0, 1_000_000)).padStart(6, '0'));
}
