import { eq } from 'drizzle-orm';
import type { OrderLifecycleState } from '../../contract/order-lifecycle';
import type { OrderLifecycleEvent } from '../../machines/order-lifecycle/order-lifecycle.types';
import type { DbOrTx } from '../admin/audit';
import { orderEvents, orders } from '../db/schema';
import type { OrderRow } from './order-dto';
import { returnStock } from './return-stock';

/** Who moved the order: a staff member (by id, with the name they had), or the shopper. */
export type EventActor = { kind: 'staff'; staffId: number; name: string } | { kind: 'shopper'; name: string };

/** The order's row, locked until the transaction ends: its events are decided one at a time. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

type Transition = {
  row: OrderRow;
  event: OrderLifecycleEvent;
  from: OrderLifecycleState;
  to: OrderLifecycleState;
  actor: EventActor;
  note: string | null;
  /** The event's own columns (the shipment, the delivery date, the refunded sum, the form). */
  set?: Partial<typeof orders.$inferInsert>;
  now: Date;
};

/**
 * Writes a decided transition inside the caller's transaction, with the order row locked: the new
 * states and version, the history row, and the stock back when the order is cancelled or its goods
 * are accepted back (each happens at most once in an order's life).
 */
export async function writeTransition(
  tx: DbOrTx,
  { row, event, from, to, actor, note, set = {}, now }: Transition,
) {
  const [updated] = await tx
    .update(orders)
    .set({ ...set, fulfilmentState: to.fulfilment, paymentState: to.payment, version: row.version + 1 })
    .where(eq(orders.id, row.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: row.id,
    at: now,
    event: event.type,
    actorKind: actor.kind,
    actorStaffId: actor.kind === 'staff' ? actor.staffId : null,
    actorName: actor.name,
    fromFulfilment: from.fulfilment,
    fromPayment: from.payment,
    toFulfilment: to.fulfilment,
    toPayment: to.payment,
    note,
  });
  const goodsBack =
    (to.fulfilment === 'cancelled' || to.fulfilment === 'returned') && to.fulfilment !== from.fulfilment;
  const stockReturned = goodsBack ? await returnStock(tx, row.id) : [];
  return { row: updated!, stockReturned };
}
