import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlists } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { addToWishlist, itemsOf, verifiedShopper } from './wishlist-helpers';

describe('concurrent wishlist calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('20 concurrent create calls leave one default wishlist, and all answer its id', async () => {
    const client = new HttpClient(server.app);
    const user = await signInNewUser(server, client);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/wishlist/create')),
    );
    const rows = await server.database.db.select().from(wishlists).where(eq(wishlists.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(responses.map((r) => r.json())).toEqual(Array(20).fill({ wishlistId: rows[0]!.id }));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(19);
  });

  it('concurrent adds of different products take distinct priorities 1..n', async () => {
    const { client, wishlistId } = await verifiedShopper(server);
    const products = await Promise.all(Array.from({ length: 10 }, () => insertProduct(server)));
    const responses = await Promise.all(products.map((p) => addToWishlist(client, wishlistId, p.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const priorities = (await itemsOf(server, wishlistId)).map((item) => item.priority);
    expect(priorities).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
