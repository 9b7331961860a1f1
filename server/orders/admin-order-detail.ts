import type { AdminOrderDetail } from '../../contract/admin';
import { paymentReferenceOf } from '../../contract/order-number';
import type { DbOrTx } from '../admin/audit';
import type { Db } from '../db/client';
import { allowedStaffEvents } from './lifecycle';
import { type OrderRow, loadOrder } from './order-dto';
import { orderTimeline, shipmentOf } from './order-timeline';

/** The order as the back office shows it: its life, its version and the actions allowed now. */
export async function adminOrderDetail(
  db: Db | DbOrTx,
  row: OrderRow,
  now = new Date(),
): Promise<AdminOrderDetail> {
  return {
    order: await loadOrder(db as Db, row),
    lifecycle: { fulfilment: row.fulfilmentState, payment: row.paymentState },
    version: row.version,
    timeline: await orderTimeline(db, row.id),
    shipment: shipmentOf(row),
    refundedAmount: row.refundedAmount,
    paymentReference: paymentReferenceOf(row.number),
    allowed: allowedStaffEvents(row, now),
  };
}
