import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { deliveryEstimate, deliveryKindOf } from '../../contract/delivery-estimate';
import { orderStatusOf } from '../../contract/order-status';
import type { Order, orderSummarySchema } from '../../contract/orders';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { servedImagePath } from '../images/catalog-image-names';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The order as the shopper sees it: what was bought, at which price, where it goes. */
export function toOrderDto(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    id: row.id,
    number: row.number,
    status: orderStatusOf(row.fulfilmentState),
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      slug: item.slug,
      thumbnail: servedImagePath(item.thumbnail),
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      lineTotal: item.unitPrice * item.quantity,
    })),
    subtotal: row.subtotal,
    shipping: row.shipping,
    promoCode: row.promoCode,
    discount: row.discount,
    total: row.total,
    paymentMethod: row.paymentMethod,
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
    address: { street: row.street, city: row.city, postalCode: row.postalCode },
    note: row.note,
    company: companyOf(row),
    deliveryEstimate: deliveryEstimate(row.createdAt, deliveryKindOf(items.map((item) => item.shippingPrice)))
      .text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The company the order was bought as; the columns are all set or all null (a check says so). */
export function companyOf(row: OrderRow): Order['company'] {
  if (row.companyName === null || row.companyPib === null || row.companyRegistrationNumber === null)
    return null;
  return { name: row.companyName, pib: row.companyPib, registrationNumber: row.companyRegistrationNumber };
}

/** The order with its items, read with the given connection or transaction. */
export async function loadOrder(db: Db, row: OrderRow): Promise<Order> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  return toOrderDto(row, items);
}

export async function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}
