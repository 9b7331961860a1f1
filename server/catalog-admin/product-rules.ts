import { eq } from 'drizzle-orm';
import { hasValidCheckDigit } from '../catalog/ean';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { badRequest } from '../http-errors';
import type { Tx } from './staff-actor';

/** A 400 VALIDATION_ERROR naming one field, as the schema checks answer (plugins/errors.ts). */
export const fieldError = (field: string, message: string) =>
  badRequest(message, 'VALIDATION_ERROR', { issues: [{ path: [field], message }] });

/**
 * The price pair as it will be stored: a discount price (above 0: a promotion) must be below the
 * price. Checked on the pair after an edit, so a price lowered under the stored discount price is
 * refused as well as a discount price raised above the stored price.
 */
export function checkPricePair(price: number, discountPrice: number, changed: 'price' | 'discountPrice') {
  if (discountPrice > 0 && discountPrice >= price) {
    throw fieldError(
      changed,
      changed === 'price'
        ? `Cena mora biti veća od akcijske cene (${discountPrice} din.).`
        : 'Akcijska cena mora biti manja od cene.',
    );
  }
}

export function checkEan(ean: string) {
  if (!hasValidCheckDigit(ean)) throw fieldError('ean', `Kontrolna cifra EAN koda "${ean}" nije ispravna.`);
}

export async function checkCategoryExists(db: Db | Tx, categoryId: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw fieldError('categoryId', 'Izabrana kategorija ne postoji.');
}
