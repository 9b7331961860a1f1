import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../admin/audit';
import { orderItems, products } from '../db/schema';

/**
 * Puts an order's pieces back in stock, inside the event's transaction. Called only on the
 * transitions into `cancelled` and `returned`, each of which an order takes at most once (the
 * lifecycle has no way back), under the order's row lock: the stock never returns twice.
 */
export async function returnStock(
  tx: DbOrTx,
  orderId: string,
): Promise<{ productId: number; quantity: number }[]> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  // Product id order, as placing an order locks them: no deadlock with a checkout.
  for (const line of lines)
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  return lines;
}
