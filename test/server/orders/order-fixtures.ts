import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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

export function orderBody(cartId: string, overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    cartId,
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
