import { eq } from 'drizzle-orm';
import { type DiscountWindow, discountWindowProblem } from '../../contract/discount';
import { hasValidCheckDigit } from '../catalog/ean';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { badRequest } from '../http-errors';
import type { Tx } from './staff-actor';

/** A 400 VALIDATION_ERROR naming one field, as the schema checks answer (plugins/errors.ts). */
export const fieldError = (field: string, message: string) =>
  badRequest(message, 'VALIDATION_ERROR', { issues: [{ path: [field], message }] });

/**
 * A discount as it will be stored (contract/discount.ts): a price below the price, first and last
 * day, at most 31 days. Checked after an edit on the merged fields; the field named is the one the
 * edit changed when the stored price is what clashes.
 */
export function checkDiscount(price: number, window: DiscountWindow, changed: 'price' | 'discountPrice') {
  const problem = discountWindowProblem(price, window);
  if (!problem) return;
  if (problem.field === 'discountPrice' && changed === 'price' && window.discountPrice > 0)
    throw fieldError('price', `Cena mora biti veća od akcijske cene (${window.discountPrice} din.).`);
  throw fieldError(problem.field, problem.message);
}

export function checkEan(ean: string) {
  if (!hasValidCheckDigit(ean)) throw fieldError('ean', `Kontrolna cifra EAN koda "${ean}" nije ispravna.`);
}

export async function checkCategoryExists(db: Db | Tx, categoryId: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw fieldError('categoryId', 'Izabrana kategorija ne postoji.');
}
