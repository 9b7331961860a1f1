import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { HttpClient } from '../../../utils/http-client';
import { insertCategory, insertProduct } from '../../../utils/fixtures';
import { createTestDatabase } from '../../../utils/test-database';
import { type TestServer, createTestServer } from '../../../utils/test-server';
import { type StaffClient, signedInStaff } from '../staff-helpers';
import { patch, testPicture, uploadPhoto } from './catalog-admin-helpers';

const HOUR = 3_600_000;

// Without Redis: what B learns of A's writes it learns from the database they share (the
// catalogue counter, migration 0006), which every cached answer checks first.
describe('an edit in the back office on one instance shows on another at once', () => {
  let database: Database;
  let a: TestServer;
  let b: TestServer;
  let admin: StaffClient;
  let shopperOnB: HttpClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Each keeps catalogue answers an hour: only the shared counter can drop them.
    a = await createTestServer({ database, config: { catalogCacheTtlMs: HOUR } });
    b = await createTestServer({ database, config: { catalogCacheTtlMs: HOUR } });
    admin = await signedInStaff(a, 'admin');
    shopperOnB = new HttpClient(b.app);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('a price, a name and a stock edited on A are on B’s product page, listing and search', async () => {
    const category = await insertCategory(a, { slug: 'dve-instance' });
    const product = await insertProduct(a, { categoryId: category.id, name: 'Toster Jutro', price: 2_990 });
    const page = () => shopperOnB.get(`/api/products/${product.slug}`);
    const listed = async () => (await shopperOnB.get('/api/products?category=dve-instance')).json().items[0];
    // Cached on B.
    expect((await page()).json().product.price).toBe(2_990);
    expect((await listed()).name).toBe('Toster Jutro');

    await patch(admin.client, `/api/admin/products/${product.id}`, { price: 2_490, name: 'Toster Veče' });
    await admin.client.put(`/api/admin/products/${product.id}/stock`, { stock: 0 });

    expect((await page()).json().product).toMatchObject({ price: 2_490, name: 'Toster Veče', stock: 0 });
    expect(await listed()).toMatchObject({ price: 2_490, name: 'Toster Veče' });
    const found = (await shopperOnB.get('/api/products/search?q=vece')).json();
    expect(found.items.map((item: { id: number }) => item.id)).toContain(product.id);
  });

  it('a category renamed and moved on A is in B’s category tree', async () => {
    const parent = await insertCategory(a, { slug: 'roditelj-dve' });
    const child = await insertCategory(a, { name: 'Pre', slug: 'dete-dve' });
    await insertProduct(a, { categoryId: child.id });
    const tree = async () =>
      (await shopperOnB.get('/api/categories')).json() as {
        slug: string;
        productCount: number;
        children: { name: string }[];
      }[];
    expect((await tree()).find((node) => node.slug === 'roditelj-dve')!.productCount).toBe(0);

    await patch(admin.client, `/api/admin/categories/${child.id}`, { name: 'Posle', parentId: parent.id });

    const moved = (await tree()).find((node) => node.slug === 'roditelj-dve')!;
    expect(moved.productCount).toBe(1);
    expect(moved.children.map((node) => node.name)).toEqual(['Posle']);
  });

  it('a photo uploaded on A is on B’s product page and served by B', async () => {
    const product = await insertProduct(a);
    expect((await shopperOnB.get(`/api/products/${product.slug}`)).json().product.photos).toBeUndefined();
    const photo = (await uploadPhoto(admin.client, product.id, await testPicture('jpeg', 400, 400))).json()
      .image;
    expect((await shopperOnB.get(`/api/products/${product.slug}`)).json().product.photos).toEqual([photo]);
    const served = await shopperOnB.get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});
