import { desc, eq, sql } from 'drizzle-orm';
import { orderStatusOf } from '../../contract/order-status';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';
import type { OrderSummary } from './order-dto';

/** A user's order history, newest first, each with how many pieces it holds. */
export async function listUserOrders(db: Db, userId: number): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      fulfilment: orders.fulfilmentState,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      createdAt: orders.createdAt,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.number));
  return rows.map(({ fulfilment, ...row }) => ({
    ...row,
    status: orderStatusOf(fulfilment),
    itemCount: Number(row.itemCount),
    createdAt: row.createdAt.toISOString(),
  }));
}
