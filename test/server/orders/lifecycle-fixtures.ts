import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '../../../contract/orders';
import { orderEvents, orders, products } from '../../../server/db/schema';
import { placeOrder } from '../../../server/orders/place-order';
import { insertProduct } from '../../utils/fixtures';
import type { TestServer } from '../../utils/test-server';
import { insertCart, orderBody } from './order-fixtures';

/**
 * An order placed through the real checkout code (placeOrder), of `quantity` pieces of a new
 * product with `stock` pieces before the order.
 */
export async function placeTestOrder(
  server: TestServer,
  {
    paymentMethod = 'cash_on_delivery',
    quantity = 2,
    stock = 10,
    userId = null,
    customer,
  }: {
    paymentMethod?: PaymentMethod;
    quantity?: number;
    stock?: number;
    userId?: number | null;
    customer?: { firstName: string; lastName: string; email: string; phone: string };
  } = {},
) {
  const product = await insertProduct(server, { stock, price: 5_000 });
  const cartId = await insertCart(server, [{ productId: product.id, quantity }], userId);
  const body = await orderBody(server, cartId, { paymentMethod, ...(customer ? { customer } : {}) });
  const placed = await placeOrder(server.database.db, body, userId);
  return { ...placed, product, body };
}

export async function orderRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function historyOf(server: TestServer, id: string) {
  return server.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(orderEvents.id);
}

export async function stockOfProduct(server: TestServer, id: number) {
  const [row] = await server.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

/** Moves an order straight to a stored state (as if its events had happened), for tests of later steps. */
export async function storeLifecycle(
  server: TestServer,
  id: string,
  values: Partial<typeof orders.$inferInsert>,
) {
  await server.database.db.update(orders).set(values).where(eq(orders.id, id));
}
