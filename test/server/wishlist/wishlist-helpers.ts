import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { wishlistItems } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import type { TestServer } from '../../utils/test-server';

/** A verified shopper's browser with the default wishlist created. */
export async function verifiedShopper(server: TestServer) {
  const client = new HttpClient(server.app);
  const user = await signInNewUser(server, client);
  const response = await client.post('/api/wishlist/create');
  expect(response.statusCode).toBe(201);
  return { client, user, wishlistId: response.json().wishlistId as number };
}

export async function addToWishlist(client: HttpClient, wishlistId: number, productId: number) {
  return client.post('/api/wishlist/add-item/product', { wishlistId, productId });
}

/** Adds n new products, returning their ids in the order they were added. */
export async function addNewProducts(server: TestServer, client: HttpClient, wishlistId: number, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const product = await insertProduct(server);
    expect((await addToWishlist(client, wishlistId, product.id)).statusCode).toBe(201);
    ids.push(product.id);
  }
  return ids;
}

/** What the database holds: product id and priority per item, by priority. */
export async function itemsOf(server: TestServer, wishlistId: number) {
  return server.database.db
    .select({ productId: wishlistItems.productId, priority: wishlistItems.priority })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(asc(wishlistItems.priority), asc(wishlistItems.id));
}
