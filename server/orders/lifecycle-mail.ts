import type { FastifyInstance } from 'fastify';
import type { OrderEventType } from '../../contract/order-lifecycle';
import type { StoredWithdrawalForm } from '../db/schema';
import { orderLifecycleMail } from '../mail/templates/order-lifecycle-mails';
import { type OrderRow, loadOrder } from './order-dto';
import { brandedItemsOf } from './order-products';
import { shipmentOf } from './order-timeline';
import { orderPageUrl } from './order-url';

/**
 * Tells the shopper of an order event by mail, after its transaction committed: confirmed,
 * shipped (carrier and tracking link), cancelled (the reason), withdrawal received (the form) and
 * refunded (the amount); the other events send none. A mail that fails is logged (app.sendMail),
 * never undoing the event.
 */
export async function sendLifecycleMail(
  app: FastifyInstance,
  row: OrderRow,
  event: OrderEventType,
  extra: { reason?: string; refundedAmount?: number; withdrawalForm?: StoredWithdrawalForm } = {},
): Promise<void> {
  const order = await loadOrder(app.db, row);
  const mail = orderLifecycleMail({
    event,
    order,
    lifecycle: { fulfilment: row.fulfilmentState, payment: row.paymentState },
    shipment: shipmentOf(row),
    reason: extra.reason ?? null,
    refundedAmount: extra.refundedAmount,
    withdrawalForm: extra.withdrawalForm ?? null,
    script: row.script,
    orderUrl: orderPageUrl(app.config, row),
    products: await brandedItemsOf(app.db, order),
  });
  if (mail) await app.sendMail(mail);
}
