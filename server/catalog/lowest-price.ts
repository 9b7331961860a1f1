import { sql } from 'drizzle-orm';
import { LOWEST_PRICE_DAYS, lowestPriceBefore } from '../../contract/discount';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';

/**
 * The lowest price of the 30 days before a product's discount began (Zakon o trgovini čl. 37),
 * from its price history: the rows of those days and the one in effect when they opened, read by
 * price_history_product_idx. The discount began at the Belgrade midnight of its first day; one
 * written without a schedule (psql) at its last price change. Undefined without such history.
 */
export async function lowestPriceBeforeDiscount(db: Db, productId: number): Promise<number | undefined> {
  const rows = rowsOf<{ changed_at: string | Date; pay_price: number; began: string | Date }>(
    await db.execute(sql`
      with began as (
        select coalesce(
          (select p.sale_from::timestamp at time zone 'Europe/Belgrade' from products p where p.id = ${productId}),
          (select max(changed_at) from price_history where product_id = ${productId})
        ) as at
      )
      select h.changed_at, h.pay_price, began.at as began from began, lateral (
        (select changed_at, pay_price from price_history
          where product_id = ${productId} and changed_at > began.at - make_interval(days => ${LOWEST_PRICE_DAYS})
            and changed_at < began.at)
        union all
        (select changed_at, pay_price from price_history
          where product_id = ${productId} and changed_at <= began.at - make_interval(days => ${LOWEST_PRICE_DAYS})
          order by changed_at desc limit 1)
      ) h`),
  );
  if (rows.length === 0) return undefined;
  const iso = (value: string | Date) => new Date(value).toISOString();
  const history = rows.map((row) => ({ changedAt: iso(row.changed_at), payPrice: row.pay_price }));
  return lowestPriceBefore(history, new Date(rows[0]!.began)) ?? undefined;
}
