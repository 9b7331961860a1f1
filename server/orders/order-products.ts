import { inArray } from 'drizzle-orm';
import type { Order } from '../../contract/orders';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/** The order's lines as named, each with its product's brand: a mail keeps brand and model Latin. */
export async function brandedItemsOf(db: Db, order: Order): Promise<{ name: string; brand: string }[]> {
  if (order.items.length === 0) return [];
  const rows = await db
    .select({ id: products.id, brand: products.brand })
    .from(products)
    .where(
      inArray(
        products.id,
        order.items.map((item) => item.productId),
      ),
    );
  const brandOf = new Map(rows.map((row) => [row.id, row.brand]));
  return order.items.flatMap((item) => {
    const brand = brandOf.get(item.productId);
    return brand === undefined ? [] : [{ name: item.name, brand }];
  });
}
