import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../server/db/schema';
import { shareImagePath } from '../../../server/images/share-image';
import { insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { guestWithCart, insertCart, orderBody } from '../orders/order-fixtures';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const drawing = (name: string) => readFileSync(path.join(publicDir, 'images/catalog', `${name}.svg`));
const hashOf = (content: Buffer) => createHash('sha256').update(content).digest('base64url').slice(0, 10);
const fridge = `/images/catalog/fridge-front.${hashOf(drawing('fridge-front'))}.svg`;
const placeholder = `/images/catalog/placeholder.${hashOf(drawing('placeholder'))}.svg`;

describe('catalogue drawings under hashed names (audit #17: images cached)', () => {
  let server: TestServer;
  let slug: string;
  beforeAll(async () => {
    server = await createTestServer({ config: { clientDir: publicDir } });
    slug = (
      await insertProduct(server, {
        images: ['/images/catalog/fridge-front.svg', 'https://cdn.example/a.jpg'],
      })
    ).slug;
  });
  afterAll(() => server.close());

  it('names every drawing in the API by its content, outside images as they are', async () => {
    const detail = (await server.app.inject({ url: `/api/products/${slug}` })).json().product;
    expect(detail.images).toEqual([fridge, 'https://cdn.example/a.jpg']);
    expect(detail.thumbnail).toBe(fridge);
    const list = (await server.app.inject({ url: `/api/products?q=${slug}` })).json();
    expect(list.items.map((item: { thumbnail: string }) => item.thumbnail)).toContain(fridge);
    const bare = await insertProduct(server, { images: [] });
    expect((await server.app.inject({ url: `/api/products/${bare.slug}` })).json().product.images).toEqual([
      placeholder,
    ]);
  });

  it('serves a hashed drawing as it is, kept for a year', async () => {
    const response = await server.app.inject({ url: fridge });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(drawing('fridge-front'))).toBe(true);
  });

  it("moves an older hash to today's drawing, and answers an unknown one 404", async () => {
    const stale = await server.app.inject({ url: '/images/catalog/fridge-front.AAAAAAAAAA.svg' });
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(fridge);
    for (const url of [
      '/images/catalog/nema-takve.AAAAAAAAAA.svg',
      '/images/catalog/..%2Fsecret.AAAAAAAAAA.svg',
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Slika nije pronađena.', code: 'NOT_FOUND' });
    }
  });

  it('keeps the stored name in an order, and answers it under the hashed one', async () => {
    const product = await insertProduct(server, { images: ['/images/catalog/fridge-front.svg'] });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const placed = await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.items[0].thumbnail).toBe(fridge);
    const [stored] = await server.database.db
      .select({ thumbnail: orderItems.thumbnail })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.json().order.id));
    expect(stored!.thumbnail).toBe('/images/catalog/fridge-front.svg');
  });

  it('shares a hashed drawing as its PNG too', () => {
    expect(shareImagePath(fridge)).toBe('/images/share/fridge-front.png');
  });
});
