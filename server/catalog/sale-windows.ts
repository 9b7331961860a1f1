import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';

/**
 * Sets each scheduled product's discount in effect on `today` (Belgrade, `YYYY-MM-DD`; the
 * database's day when left out): its sale price from its first day to its last, 0 outside them
 * (contract/discount.ts effectiveDiscountPrice, SQL shop_effective_discount of migration 0020).
 * One UPDATE that writes only the rows whose state changed, so that it is idempotent and several
 * instances may run it at once: the second finds nothing to do. It reads only the candidates: a
 * discount that may have begun (products_sale_from_idx over the last 31 days) or one shown now
 * (the sale indexes' predicate). The write moves catalog_version, which drops cached answers, and
 * the price history trigger keeps the change. Answers how many products changed.
 */
export async function applySaleWindows(db: Db, today?: string): Promise<number> {
  const day = today === undefined ? sql`shop_today()` : sql`${today}::date`;
  const effective = sql`shop_effective_discount(sale_price, sale_from, sale_until, ${day})`;
  const due = sql`sale_from is not null
        and ((sale_from > ${day} - 31 and sale_from <= ${day}) or (discount_price > 0 and discount_price < price))
        and discount_price <> ${effective}`;
  // catalog_version's trigger is per statement: an UPDATE of no rows would still move it and drop
  // every instance's cache each minute, so the UPDATE runs only when a row is due.
  const pending = rowsOf<{ id: number }>(await db.execute(sql`select id from products where ${due} limit 1`));
  if (pending.length === 0) return 0;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`update products set discount_price = ${effective} where ${due} returning id`),
  );
  return rows.length;
}
