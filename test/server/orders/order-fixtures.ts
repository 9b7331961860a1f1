import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { type ReviewedOrder, reviewOf } from '../../../contract/order-review';
import type { PlaceOrderBody } from '../../../contract/orders';
import { cartItems, carts, orders, products } from '../../../server/db/schema';
import { CART_COOKIE } from '../../../server/cart/cart-access';
import { HttpClient } from '../../utils/http-client';
import type { TestServer } from '../../utils/test-server';

export type Line = { productId: number; quantity: number };

/** A cart with the given lines, written straight to the database; owned by a user when given. */
export async function insertCart(server: TestServer, lines: Line[], userId: number | null = null) {
  const id = randomUUID();
  await server.database.db.insert(carts).values({ id, userId });
  if (lines.length > 0)
    await server.database.db.insert(cartItems).values(lines.map((l) => ({ cartId: id, ...l })));
  return id;
}

/** A guest's browser holding the cart in its cart_id cookie. */
export function guestWithCart(server: TestServer, cartId: string) {
  const client = new HttpClient(server.app);
  client.setCookie(CART_COOKIE, cartId);
  return client;
}

export const newIdempotencyKey = () => `kljuc-${randomBytes(12).toString('hex')}`;

/** What a shopper reviewing this cart now sees: its lines at today's prices, shipping and total. */
export async function reviewOfCart(server: TestServer, cartId: string): Promise<ReviewedOrder> {
  const rows = await server.database.db
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  return reviewOf(rows);
}

/** A review of one line, for a cart emptied since (the review step never shows an empty cart). */
export const STALE_REVIEW: ReviewedOrder = {
  lines: [{ productId: 1, quantity: 1, unitPrice: 1000 }],
  shipping: 290,
  total: 1290,
};

/** The POST /api/orders body of a shopper who reviewed the cart as it is now. */
export async function orderBody(
  server: TestServer,
  cartId: string,
  overrides: Partial<PlaceOrderBody> = {},
): Promise<PlaceOrderBody> {
  const reviewed = await reviewOfCart(server, cartId);
  return {
    cartId,
    reviewed: reviewed.lines.length > 0 ? reviewed : STALE_REVIEW,
    idempotencyKey: newIdempotencyKey(),
    customer: {
      firstName: 'Jelena',
      lastName: 'Đorđević',
      email: `jelena-${randomBytes(4).toString('hex')}@example.rs`,
      phone: '+381 64 123 4567',
    },
    address: { street: 'Kneza Miloša 12', city: 'Beograd', postalCode: '11000' },
    paymentMethod: 'cash_on_delivery',
    ...overrides,
  };
}

export async function stockOf(server: TestServer, productId: number) {
  const [row] = await server.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export async function cartLines(server: TestServer, cartId: string) {
  return server.database.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.productId);
}

export async function ordersOfCart(server: TestServer, cartId: string) {
  return server.database.db.select().from(orders).where(eq(orders.cartId, cartId));
}
