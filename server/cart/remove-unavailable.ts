import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';

/**
 * The cart session step (DESIGN §3 Cart): lines whose product is unavailable or out of stock are
 * removed and counted; lines asking for more than the stock left are lowered to the stock. The
 * lowered lines stay in the cart and so do not count as removed: the count is what the shopper's
 * "no longer available" notice reports.
 */
export async function removeUnavailableItems(db: Db, cartId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = rowsOf<{ id: number }>(
      await tx.execute(sql`
        delete from cart_items ci
        using products p
        where ci.cart_id = ${cartId}::uuid and p.id = ci.product_id and (not p.available or p.stock <= 0)
        returning ci.id`),
    );
    await tx.execute(sql`
      update cart_items ci
      set quantity = p.stock
      from products p
      where ci.cart_id = ${cartId}::uuid and p.id = ci.product_id and p.stock > 0 and ci.quantity > p.stock`);
    return removed.length;
  });
}
