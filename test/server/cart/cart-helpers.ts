import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartItems } from '../../../server/db/schema';
import type { HttpClient } from '../../utils/http-client';
import type { TestServer } from '../../utils/test-server';

/** Creates a cart the way the storefront does; the client keeps the cart_id cookie. */
export async function createCart(client: HttpClient): Promise<string> {
  const response = await client.post('/api/cart/create');
  expect(response.statusCode).toBe(201);
  return response.json().cartId;
}

export async function addItem(client: HttpClient, cartId: string, productId: number) {
  return client.post('/api/cart/add-item', { cartId, productId });
}

/** What the database holds for a cart: product id and quantity per line, in insertion order. */
export async function linesOf(server: TestServer, cartId: string) {
  const rows = await server.database.db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
  return rows.map(({ productId, quantity }) => ({ productId, quantity }));
}
