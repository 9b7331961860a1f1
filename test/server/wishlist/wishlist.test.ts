import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistSchema } from '../../../contract/wishlist';
import { wishlistItems, wishlists } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { addNewProducts, addToWishlist, itemsOf, verifiedShopper } from './wishlist-helpers';

describe('wishlist calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  describe('only verified users have a wishlist', () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/wishlist/create'],
      ['GET', '/api/wishlist/default'],
      ['POST', '/api/wishlist/add-item/product', { wishlistId: 1, productId: 1 }],
      ['DELETE', '/api/wishlist/remove-item/1'],
      ['DELETE', '/api/wishlist/remove-items', { wishlistItemIds: [1] }],
      ['DELETE', '/api/wishlist/clear/1'],
      ['PUT', '/api/wishlist/priority/1', { updatedList: [] }],
    ];

    it.each(calls)('%s %s without a session answers 401 shouldLogin', async (method, url, body) => {
      const response = await new HttpClient(server.app).request(method as 'GET', url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', shouldLogin: true });
      expect(response.json().error).toEqual(expect.any(String));
    });

    it.each(calls)('%s %s for an unverified user answers 403 NOT_VERIFIED', async (method, url, body) => {
      const client = new HttpClient(server.app);
      await signInNewUser(server, client, { isVerified: false });
      const response = await client.request(method as 'GET', url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Potvrdite svoju e-adresu da biste koristili listu želja.',
        code: 'NOT_VERIFIED',
      });
    });

    it('a signed-out caller is told to log in even when the body is invalid', async () => {
      const response = await new HttpClient(server.app).post('/api/wishlist/add-item/product', { x: 1 });
      expect(response.statusCode).toBe(401);
    });

    it('an unverified user gets no wishlist created', async () => {
      const client = new HttpClient(server.app);
      const user = await signInNewUser(server, client, { isVerified: false });
      await client.post('/api/wishlist/create');
      await client.get('/api/wishlist/default');
      expect(await server.database.db.select().from(wishlists).where(eq(wishlists.userId, user.id))).toEqual(
        [],
      );
    });
  });

  describe('POST /api/wishlist/create', () => {
    it('creates the default wishlist "Moja lista želja" once (201), then answers the same id (200)', async () => {
      const client = new HttpClient(server.app);
      const user = await signInNewUser(server, client);
      const first = await client.post('/api/wishlist/create');
      expect(first.statusCode).toBe(201);
      const second = await client.post('/api/wishlist/create');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ wishlistId: first.json().wishlistId });
      const rows = await server.database.db.select().from(wishlists).where(eq(wishlists.userId, user.id));
      expect(rows).toEqual([
        expect.objectContaining({ id: first.json().wishlistId, name: 'Moja lista želja', isDefault: true }),
      ]);
    });
  });

  describe('GET /api/wishlist/default', () => {
    it('creates the default wishlist lazily and answers it empty', async () => {
      const client = new HttpClient(server.app);
      const user = await signInNewUser(server, client);
      const response = await client.get('/api/wishlist/default');
      expect(response.statusCode).toBe(200);
      const [row] = await server.database.db.select().from(wishlists).where(eq(wishlists.userId, user.id));
      expect(response.json()).toEqual({
        id: row!.id,
        userId: user.id,
        name: 'Moja lista želja',
        isDefault: true,
        wishlistItems: [],
      });
      expect((await client.post('/api/wishlist/create')).json()).toEqual({ wishlistId: row!.id });
    });

    it('answers the items by priority, each with its product', async () => {
      const { client, wishlistId, user } = await verifiedShopper(server);
      const [a, b, c] = await addNewProducts(server, client, wishlistId, 3);
      await server.database.db
        .update(wishlistItems)
        .set({ priority: 9 })
        .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, a!)));
      const response = await client.get('/api/wishlist/default');
      const wishlist = wishlistSchema.parse(response.json());
      expect(wishlist).toMatchObject({ id: wishlistId, userId: user.id, isDefault: true });
      expect(wishlist.wishlistItems.map((item) => [item.product.id, item.priority])).toEqual([
        [b, 2],
        [c, 3],
        [a, 9],
      ]);
      expect(wishlist.wishlistItems[0]).toMatchObject({ wishlistId, product: { id: b, stock: 20 } });
    });
  });

  describe('POST /api/wishlist/add-item/product', () => {
    it('adds the product with priority 1 first, then max + 1, and answers 201 with the item', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const first = await insertProduct(server);
      const second = await insertProduct(server);
      const response = await addToWishlist(client, wishlistId, first.id);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        id: expect.any(Number),
        wishlistId,
        priority: 1,
        product: { id: first.id, name: first.name },
      });
      expect((await addToWishlist(client, wishlistId, second.id)).json().priority).toBe(2);
      expect(await itemsOf(server, wishlistId)).toEqual([
        { productId: first.id, priority: 1 },
        { productId: second.id, priority: 2 },
      ]);
    });

    it('takes max + 1 after removals leave gaps', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      await addNewProducts(server, client, wishlistId, 3);
      const [firstItem] = (await client.get('/api/wishlist/default')).json().wishlistItems;
      await client.delete(`/api/wishlist/remove-item/${firstItem.id}`);
      const product = await insertProduct(server);
      expect((await addToWishlist(client, wishlistId, product.id)).json().priority).toBe(4);
    });

    it('may hold a product that is unavailable or out of stock', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const product = await insertProduct(server, { available: false, stock: 0 });
      expect((await addToWishlist(client, wishlistId, product.id)).statusCode).toBe(201);
    });

    it('answers 409 ALREADY_IN_WISHLIST for a product already on the list', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const product = await insertProduct(server);
      await addToWishlist(client, wishlistId, product.id);
      const response = await addToWishlist(client, wishlistId, product.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Proizvod je već na listi želja.',
        code: 'ALREADY_IN_WISHLIST',
      });
      expect(await itemsOf(server, wishlistId)).toHaveLength(1);
    });

    it('answers 404 PRODUCT_NOT_FOUND for an unknown product', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const response = await addToWishlist(client, wishlistId, 999_999);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
    });

    it('answers 400 for a body without valid ids', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const response = await client.post('/api/wishlist/add-item/product', { wishlistId, productId: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('DELETE /api/wishlist/remove-item/:itemId', () => {
    it('removes the item and keeps the order of the rest', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const [a, , c] = await addNewProducts(server, client, wishlistId, 3);
      const items = (await client.get('/api/wishlist/default')).json().wishlistItems;
      const response = await client.delete(`/api/wishlist/remove-item/${items[1].id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await itemsOf(server, wishlistId)).toEqual([
        { productId: a, priority: 1 },
        { productId: c, priority: 3 },
      ]);
    });

    it('answers 404 for an item that does not exist', async () => {
      const { client } = await verifiedShopper(server);
      const response = await client.delete('/api/wishlist/remove-item/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Stavka liste želja nije pronađena.', code: 'NOT_FOUND' });
    });
  });

  describe('DELETE /api/wishlist/remove-items', () => {
    it('removes the listed items and answers how many', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const [, b] = await addNewProducts(server, client, wishlistId, 3);
      const items = (await client.get('/api/wishlist/default')).json().wishlistItems;
      const response = await client.delete('/api/wishlist/remove-items', {
        wishlistItemIds: [items[0].id, items[2].id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ removed: 2 });
      expect(await itemsOf(server, wishlistId)).toEqual([{ productId: b, priority: 2 }]);
    });

    it('answers 400 for an empty list', async () => {
      const { client } = await verifiedShopper(server);
      expect((await client.delete('/api/wishlist/remove-items', { wishlistItemIds: [] })).statusCode).toBe(
        400,
      );
    });
  });

  describe('DELETE /api/wishlist/clear/:wishlistId', () => {
    it('empties the wishlist but keeps it', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      await addNewProducts(server, client, wishlistId, 2);
      const response = await client.delete(`/api/wishlist/clear/${wishlistId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await itemsOf(server, wishlistId)).toEqual([]);
      expect((await client.get('/api/wishlist/default')).json()).toMatchObject({
        id: wishlistId,
        wishlistItems: [],
      });
    });

    it('answers 404 for a wishlist that does not exist', async () => {
      const { client } = await verifiedShopper(server);
      const response = await client.delete('/api/wishlist/clear/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Lista želja nije pronađena.', code: 'NOT_FOUND' });
    });
  });

  describe('PUT /api/wishlist/priority/:wishlistId', () => {
    it('gives the items the new positions and answers the reordered wishlist', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const [a, b, c] = (await addNewProducts(server, client, wishlistId, 3)) as [number, number, number];
      const response = await client.put(`/api/wishlist/priority/${wishlistId}`, {
        updatedList: [
          { productId: c, newPriority: 1 },
          { productId: a, newPriority: 2 },
          { productId: b, newPriority: 3 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const wishlist = wishlistSchema.parse(response.json());
      expect(wishlist.id).toBe(wishlistId);
      expect(wishlist.wishlistItems.map((item) => [item.product.id, item.priority])).toEqual([
        [c, 1],
        [a, 2],
        [b, 3],
      ]);
      expect(await itemsOf(server, wishlistId)).toEqual([
        { productId: c, priority: 1 },
        { productId: a, priority: 2 },
        { productId: b, priority: 3 },
      ]);
    });

    it('closes the gaps removals left when the client sends 1..n', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const [a, , c] = (await addNewProducts(server, client, wishlistId, 3)) as [number, number, number];
      const items = (await client.get('/api/wishlist/default')).json().wishlistItems;
      await client.delete(`/api/wishlist/remove-item/${items[1].id}`);
      const response = await client.put(`/api/wishlist/priority/${wishlistId}`, {
        updatedList: [
          { productId: a, newPriority: 1 },
          { productId: c, newPriority: 2 },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(await itemsOf(server, wishlistId)).toEqual([
        { productId: a, priority: 1 },
        { productId: c, priority: 2 },
      ]);
    });

    it('accepts an empty list for an empty wishlist', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const response = await client.put(`/api/wishlist/priority/${wishlistId}`, { updatedList: [] });
      expect(response.statusCode).toBe(200);
      expect(response.json().wishlistItems).toEqual([]);
    });

    it('refuses, changing nothing, a list that does not name exactly the products at 1..n', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const [a, b, c] = (await addNewProducts(server, client, wishlistId, 3)) as [number, number, number];
      const stranger = (await insertProduct(server)).id;
      const wrongLists = {
        'a product missing': [
          { productId: a, newPriority: 1 },
          { productId: b, newPriority: 2 },
        ],
        'a product twice': [
          { productId: a, newPriority: 1 },
          { productId: a, newPriority: 2 },
          { productId: c, newPriority: 3 },
        ],
        'a product not on the list': [
          { productId: a, newPriority: 1 },
          { productId: b, newPriority: 2 },
          { productId: stranger, newPriority: 3 },
        ],
        'a position twice': [
          { productId: c, newPriority: 1 },
          { productId: a, newPriority: 1 },
          { productId: b, newPriority: 2 },
        ],
        'a position beyond n': [
          { productId: c, newPriority: 1 },
          { productId: a, newPriority: 2 },
          { productId: b, newPriority: 4 },
        ],
        'one product too many': [
          { productId: c, newPriority: 1 },
          { productId: a, newPriority: 2 },
          { productId: b, newPriority: 3 },
          { productId: stranger, newPriority: 4 },
        ],
        'nothing at all': [],
      };
      for (const [why, updatedList] of Object.entries(wrongLists)) {
        const response = await client.put(`/api/wishlist/priority/${wishlistId}`, { updatedList });
        expect(response.statusCode, why).toBe(400);
        expect(response.json(), why).toEqual({
          error: 'Redosled liste nije ispravan.',
          code: 'VALIDATION_ERROR',
        });
      }
      expect(await itemsOf(server, wishlistId)).toEqual([
        { productId: a, priority: 1 },
        { productId: b, priority: 2 },
        { productId: c, priority: 3 },
      ]);
    });

    it('answers 400 for a position below 1', async () => {
      const { client, wishlistId } = await verifiedShopper(server);
      const [a] = (await addNewProducts(server, client, wishlistId, 1)) as [number];
      const response = await client.put(`/api/wishlist/priority/${wishlistId}`, {
        updatedList: [{ productId: a, newPriority: 0 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('another user’s wishlist is as good as missing', () => {
    it('cannot be added to, cleared, reordered or have its items removed', async () => {
      const owner = await verifiedShopper(server);
      const [a, b] = (await addNewProducts(server, owner.client, owner.wishlistId, 2)) as [number, number];
      const ownerItems = (await owner.client.get('/api/wishlist/default')).json().wishlistItems;
      const other = await verifiedShopper(server);
      const notFound = { error: 'Lista želja nije pronađena.', code: 'NOT_FOUND' };

      const add = await addToWishlist(other.client, owner.wishlistId, (await insertProduct(server)).id);
      expect(add.statusCode).toBe(404);
      expect(add.json()).toEqual(notFound);

      const clear = await other.client.delete(`/api/wishlist/clear/${owner.wishlistId}`);
      expect(clear.statusCode).toBe(404);
      expect(clear.json()).toEqual(notFound);

      const reorder = await other.client.put(`/api/wishlist/priority/${owner.wishlistId}`, {
        updatedList: [
          { productId: b, newPriority: 1 },
          { productId: a, newPriority: 2 },
        ],
      });
      expect(reorder.statusCode).toBe(404);
      expect(reorder.json()).toEqual(notFound);

      const removeOne = await other.client.delete(`/api/wishlist/remove-item/${ownerItems[0].id}`);
      expect(removeOne.statusCode).toBe(404);

      expect(await itemsOf(server, owner.wishlistId)).toEqual([
        { productId: a, priority: 1 },
        { productId: b, priority: 2 },
      ]);
    });

    it('remove-items ignores another user’s item ids and removes only the caller’s', async () => {
      const owner = await verifiedShopper(server);
      await addNewProducts(server, owner.client, owner.wishlistId, 1);
      const [ownerItem] = (await owner.client.get('/api/wishlist/default')).json().wishlistItems;
      const other = await verifiedShopper(server);
      await addNewProducts(server, other.client, other.wishlistId, 1);
      const [otherItem] = (await other.client.get('/api/wishlist/default')).json().wishlistItems;

      const response = await other.client.delete('/api/wishlist/remove-items', {
        wishlistItemIds: [ownerItem.id, otherItem.id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ removed: 1 });
      expect(await itemsOf(server, owner.wishlistId)).toHaveLength(1);
      expect(await itemsOf(server, other.wishlistId)).toEqual([]);
    });
  });
});
