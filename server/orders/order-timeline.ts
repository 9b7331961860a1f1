import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { shipmentSchema, timelineEntrySchema } from '../../contract/order-timeline';
import { trackingUrlOf } from '../../contract/shipment-tracking';
import type { DbOrTx } from '../admin/audit';
import { orderEvents } from '../db/schema';
import type { OrderRow } from './order-dto';

export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type Shipment = z.infer<typeof shipmentSchema>;

/** What a shopper reads for a staff member: the shop acted, not a named employee. */
export const SHOP_ACTOR_NAME = 'Prodavnica';

/**
 * The order's history, oldest first. Staff see who acted; the shopper (`forShopper`) sees the
 * shop's name instead of an employee's.
 */
export async function orderTimeline(
  db: DbOrTx,
  orderId: string,
  { forShopper = false }: { forShopper?: boolean } = {},
): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    event: row.event,
    actor: {
      kind: row.actorKind,
      name: forShopper && row.actorKind === 'staff' ? SHOP_ACTOR_NAME : row.actorName,
    },
    from: { fulfilment: row.fromFulfilment, payment: row.fromPayment },
    to: { fulfilment: row.toFulfilment, payment: row.toPayment },
    note: row.note,
  }));
}

/** The shipment, once the order was shipped, with its tracking link. */
export function shipmentOf(row: OrderRow): Shipment | null {
  if (!row.shipmentCarrier || !row.shipmentTrackingNumber) return null;
  return {
    carrier: row.shipmentCarrier,
    trackingNumber: row.shipmentTrackingNumber,
    trackingUrl: trackingUrlOf(row.shipmentCarrier, row.shipmentTrackingNumber),
  };
}
