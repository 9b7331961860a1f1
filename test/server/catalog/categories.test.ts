import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTreeSchema } from '../../../contract/catalog';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

describe('GET /api/categories', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers an empty list when the shop has no categories', async () => {
    const response = await server.app.inject('/api/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers the tree of top categories and subcategories, each counting its own and its subcategories’ products, ordered by position then name', async () => {
    const home = await insertCategory(server, { name: 'Kuća i bašta', slug: 'kuca-i-basta', position: 1 });
    const white = await insertCategory(server, { name: 'Bela tehnika', slug: 'bela-tehnika', position: 0 });
    // Same position: ordered by name, ignoring diacritics (Č sorts with C, before F).
    const fridges = await insertCategory(server, {
      name: 'Frižideri',
      slug: 'frizideri',
      parentId: white.id,
    });
    const stoves = await insertCategory(server, {
      name: 'Čuvari toplote',
      slug: 'cuvari-toplote',
      parentId: white.id,
    });
    const garden = await insertCategory(server, {
      name: 'Bašta',
      slug: 'basta',
      parentId: home.id,
      position: 2,
    });
    const furniture = await insertCategory(server, {
      name: 'Nameštaj',
      slug: 'namestaj',
      parentId: home.id,
      position: 1,
    });
    const chairs = await insertCategory(server, { name: 'Stolice', slug: 'stolice', parentId: furniture.id });
    for (const categoryId of [
      fridges.id,
      fridges.id,
      stoves.id,
      white.id,
      chairs.id,
      chairs.id,
      furniture.id,
    ]) {
      await insertProduct(server, { categoryId });
    }
    await insertProduct(server, { categoryId: fridges.id, available: false, stock: 0 });

    const response = await server.app.inject('/api/categories');

    expect(response.statusCode).toBe(200);
    const tree = categoryTreeSchema.parse(response.json());
    expect(tree).toEqual([
      {
        id: white.id,
        name: 'Bela tehnika',
        slug: 'bela-tehnika',
        productCount: 5,
        children: [
          { id: stoves.id, name: 'Čuvari toplote', slug: 'cuvari-toplote', productCount: 1, children: [] },
          { id: fridges.id, name: 'Frižideri', slug: 'frizideri', productCount: 3, children: [] },
        ],
      },
      {
        id: home.id,
        name: 'Kuća i bašta',
        slug: 'kuca-i-basta',
        productCount: 3,
        children: [
          {
            id: furniture.id,
            name: 'Nameštaj',
            slug: 'namestaj',
            productCount: 3,
            children: [{ id: chairs.id, name: 'Stolice', slug: 'stolice', productCount: 2, children: [] }],
          },
          { id: garden.id, name: 'Bašta', slug: 'basta', productCount: 0, children: [] },
        ],
      },
    ]);
  });
});
