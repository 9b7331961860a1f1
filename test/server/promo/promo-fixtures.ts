import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { reviewOf } from '../../../contract/order-review';
import type { PlaceOrderBody } from '../../../contract/orders';
import { addDays, belgradeDateOf } from '../../../contract/belgrade-calendar';
import { cartItems, carts, products, promoCodes } from '../../../server/db/schema';
import type { TestServer } from '../../utils/test-server';
import { orderBody } from '../orders/order-fixtures';

/** A Belgrade day relative to today: -1 yesterday, 1 tomorrow. */
export const dayFromToday = (days: number) => addDays(belgradeDateOf(new Date()), days);

export const uniqueCode = (prefix = 'KOD') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

/** A code valid today (10 % off, no limits) unless overridden, written straight to the database. */
export async function insertPromo(server: TestServer, values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await server.database.db
    .insert(promoCodes)
    .values({
      code: uniqueCode(),
      kind: 'percent',
      value: 10,
      validFrom: dayFromToday(-1),
      validTo: dayFromToday(1),
      ...values,
    })
    .returning();
  return row!;
}

export async function setCartPromo(server: TestServer, cartId: string, code: string | null) {
  await server.database.db.update(carts).set({ promoCode: code }).where(eq(carts.id, cartId));
}

export async function promoRow(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row!;
}

/** The POST /api/orders body of a shopper who reviewed the cart with the code applied. */
export async function promoOrderBody(
  server: TestServer,
  cartId: string,
  promo: typeof promoCodes.$inferSelect,
  overrides: Partial<PlaceOrderBody> = {},
): Promise<PlaceOrderBody> {
  const rows = await server.database.db
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  return orderBody(server, cartId, { reviewed: reviewOf(rows, promo), ...overrides });
}
