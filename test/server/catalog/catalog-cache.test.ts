import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_CACHE_CONTROL, CATALOG_CHANGED_CHANNEL } from '../../../server/cache/catalog-cache-plugin';
import type { Database } from '../../../server/db/client';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { createTestDatabase } from '../../utils/test-database';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { TEST_TIMEOUTS } from '../../utils/timeouts';
import { guestWithCart, insertCart, orderBody } from '../orders/order-fixtures';

const stockOn = async (server: TestServer, slug: string) => {
  const response = await server.app.inject(`/api/products/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product.stock as number;
};

/** Orders the last `quantity` pieces of a product as a guest through `server`. */
async function orderAll(server: TestServer, productId: number, quantity: number) {
  const cartId = await insertCart(server, [{ productId, quantity }]);
  const response = await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId));
  expect(response.statusCode, response.body).toBe(201);
}

describe('cacheable catalogue answers', () => {
  let server: TestServer;
  let slug: string;

  beforeAll(async () => {
    server = await createTestServer();
    const category = await insertCategory(server, { name: 'Lampe', slug: 'lampe' });
    slug = (await insertProduct(server, { categoryId: category.id, name: 'Lampa stona', stock: 1 })).slug;
  });
  afterAll(() => server?.close());

  it('answers each GET catalogue call with an ETag, public caching, and 304 to a matching If-None-Match', async () => {
    for (const url of [
      '/api/categories',
      '/api/products',
      '/api/products?category=lampe&sort=price_asc',
      `/api/products/${slug}`,
      '/api/products/search?q=lampa',
      '/api/products/suggest?q=lam',
    ]) {
      const first = await server.app.inject(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(CATALOG_CACHE_CONTROL);
      expect(first.headers['cache-control'], url).toContain('stale-while-revalidate=');
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);

      const again = await server.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);

      const other = await server.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(first.body);
    }
  });

  it('keeps personal answers out of shared caches', async () => {
    const cart = await server.app.inject({ method: 'POST', url: '/api/cart/create' });
    expect(cart.headers['cache-control']).toBe('no-store');
  });

  it('reads the catalogue counter once for requests that arrive together, and answers each the same', async () => {
    const url = '/api/products?category=lampe';
    const first = await server.app.inject(url);
    const reads = vi.spyOn(server.app.catalogDb, 'execute');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => server.app.inject(url)));
      for (const answer of answers) expect(answer.body).toBe(first.body);
      expect(reads.mock.calls.length).toBeGreaterThan(0);
      expect(reads.mock.calls.length).toBeLessThan(answers.length);
    } finally {
      reads.mockRestore();
    }
  });

  it('shows at once a change written straight to the database, past the API (an import, a back office)', async () => {
    const before = await server.app.inject(`/api/products/${slug}`);
    expect(before.json().product.name).toBe('Lampa stona');
    await server.database.db.execute(sql`update products set name = 'Lampa podna' where slug = ${slug}`);
    const after = await server.app.inject(`/api/products/${slug}`);
    expect(after.json().product.name).toBe('Lampa podna');
  });

  it('shows stock 0 right after an order took the last piece, although the product was just read', async () => {
    const before = await server.app.inject(`/api/products/${slug}`);
    expect(before.json().product.stock).toBe(1);
    const listed = await server.app.inject('/api/products?category=lampe');
    expect(listed.json().facets.availableCount).toBe(1);

    await orderAll(server, before.json().product.id, 1);

    expect(await stockOn(server, slug)).toBe(0);
    const relisted = await server.app.inject('/api/products?category=lampe');
    expect(relisted.json().facets.availableCount).toBe(0);
    const stale = await server.app.inject({
      url: `/api/products/${slug}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
  });
});

describe('two instances sharing Redis', () => {
  let database: Database;
  const connections: Redis[] = [];
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const instance = async () => {
      const redis = new Redis('redis://127.0.0.1:6379');
      connections.push(redis);
      // A lifetime far beyond the wait below: B drops its copy because the change is announced
      // (Redis) or because the shared catalogue counter moved, whichever it sees first.
      const server = await createTestServer({ database, redis, config: { catalogCacheTtlMs: 3_600_000 } });
      await server.app.catalogSubscription;
      return server;
    };
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all(connections.map((redis) => redis.quit()));
    await database?.close();
  });

  it('drops the other instance’s cached product when an order on one takes its stock', async () => {
    const product = await insertProduct(a, { name: 'Čajnik', stock: 2 });
    expect(await stockOn(b, product.slug)).toBe(2);
    await orderAll(a, product.id, 2);
    await expect
      .poll(() => stockOn(b, product.slug), { timeout: TEST_TIMEOUTS.asyncUtil, interval: 50 })
      .toBe(0);
  });

  it('announces a change on the shared channel, for instances that do not share its counter in time', async () => {
    const listener = new Redis('redis://127.0.0.1:6379');
    connections.push(listener);
    const announced: string[] = [];
    listener.on('message', (channel: string) => announced.push(channel));
    await listener.subscribe(CATALOG_CHANGED_CHANNEL);
    const product = await insertProduct(a, { name: 'Džezva', stock: 1 });
    await orderAll(a, product.id, 1);
    await expect
      .poll(() => announced, { timeout: TEST_TIMEOUTS.asyncUtil, interval: 50 })
      .toContain(CATALOG_CHANGED_CHANNEL);
  });
});
