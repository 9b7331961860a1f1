import type { DbOrTx } from '../admin/audit';
import { withdrawalWindow } from './lifecycle';
import type { OrderRow } from './order-dto';
import { orderTimeline, shipmentOf } from './order-timeline';

/** What the shopper's order page shows of the order's life (contract/orders.ts orderDetailsResponseSchema). */
export async function orderProgress(db: DbOrTx, row: OrderRow, now = new Date()) {
  return {
    lifecycle: { fulfilment: row.fulfilmentState, payment: row.paymentState },
    timeline: await orderTimeline(db, row.id, { forShopper: true }),
    shipment: shipmentOf(row),
    withdrawal: withdrawalWindow(row, now),
  };
}
