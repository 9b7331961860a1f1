import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetailResponseSchema, productListSchema } from '../../../contract/catalog';
import { reviews, users } from '../../../server/db/schema';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

describe('GET /api/products/:slug', () => {
  let server: TestServer;
  let subcategoryId: number;

  const addReviews = async (productId: number, ratings: number[]) => {
    for (const [n, rating] of ratings.entries()) {
      const [user] = await server.database.db
        .insert(users)
        .values({
          email: `ocena-${productId}-${n}@example.rs`,
          passwordHash: 'x',
          firstName: 'Ana',
          lastName: 'Jović',
        })
        .returning();
      await server.database.db
        .insert(reviews)
        .values({ productId, userId: user!.id, rating, text: 'Odličan.' });
    }
  };

  beforeAll(async () => {
    server = await createTestServer();
    const top = await insertCategory(server, { name: 'Bela tehnika', slug: 'bela-tehnika' });
    subcategoryId = (await insertCategory(server, { name: 'Frižideri', slug: 'frizideri', parentId: top.id }))
      .id;
  });
  afterAll(() => server.close());

  it('answers the product with description, images, brand, breadcrumbs, attributes and its rating', async () => {
    const fridge = await insertProduct(server, {
      categoryId: subcategoryId,
      name: 'Kombinovani frižider Gorenje NRK6192',
      slug: 'kombinovani-frizider-gorenje-nrk6192',
      ean: '3838782492536',
      brand: 'Gorenje',
      description: 'Prostrani frižider sa zamrzivačem. No Frost tehnologija.',
      price: 64_990,
      discountPrice: 57_990,
      shippingPrice: 1490,
      stock: 3,
      images: ['/images/catalog/frizideri-1.svg', '/images/catalog/frizideri-2.svg'],
      attributes: [
        { key: 'volume', value: 300 },
        { key: 'energy_class', value: 'E' },
        { key: 'no_frost', value: true },
        { key: 'width', value: 59.5 },
        { name: 'Ručke', value: 'Inox' },
      ],
    });
    await addReviews(fridge.id, [5, 4, 4]);

    const response = await server.app.inject('/api/products/kombinovani-frizider-gorenje-nrk6192');

    expect(response.statusCode).toBe(200);
    expect(productDetailResponseSchema.parse(response.json())).toEqual({
      product: {
        id: fridge.id,
        name: 'Kombinovani frižider Gorenje NRK6192',
        ean: '3838782492536',
        slug: 'kombinovani-frizider-gorenje-nrk6192',
        price: 64_990,
        available: true,
        shippingPrice: 1490,
        discountPrice: 57_990,
        thumbnail: '/images/catalog/frizideri-1.svg',
        stock: 3,
        brand: 'Gorenje',
        categoryId: subcategoryId,
        energyClass: 'E',
        description: 'Prostrani frižider sa zamrzivačem. No Frost tehnologija.',
        images: ['/images/catalog/frizideri-1.svg', '/images/catalog/frizideri-2.svg'],
        categoryPath: [
          { name: 'Bela tehnika', slug: 'bela-tehnika' },
          { name: 'Frižideri', slug: 'frizideri' },
        ],
        // name and value as before typed specifications, with key, group and type added.
        attributes: [
          {
            key: 'volume',
            name: 'Ukupna zapremina',
            value: '300 l',
            group: 'Osnovne karakteristike',
            type: 'number',
            number: 300,
            unit: 'l',
          },
          { key: 'energy_class', name: 'Energetski razred', value: 'E', group: 'Energija', type: 'option' },
          {
            key: 'no_frost',
            name: 'No Frost',
            value: 'Da',
            group: 'Osnovne karakteristike',
            type: 'boolean',
          },
          {
            key: 'width',
            name: 'Širina',
            value: '59,5 cm',
            group: 'Dimenzije',
            type: 'number',
            number: 59.5,
            unit: 'cm',
          },
          { key: '', name: 'Ručke', value: 'Inox', group: 'Ostalo', type: 'text' },
        ],
        // (5 + 4 + 4) / 3 = 4.333… → one decimal.
        rating: { average: 4.3, count: 3 },
      },
    });
  });

  it('rounds the average rating to one decimal', async () => {
    const product = await insertProduct(server, { categoryId: subcategoryId, slug: 'dve-ocene' });
    await addReviews(product.id, [5, 4, 5, 5]); // 4.75
    const response = await server.app.inject('/api/products/dve-ocene');
    expect(response.json().product.rating).toEqual({ average: 4.8, count: 4 });
  });

  it('answers rating 0 of 0 and the placeholder image for a product without reviews or images', async () => {
    await insertProduct(server, { categoryId: subcategoryId, slug: 'bez-slike', images: [] });
    const { product } = (await server.app.inject('/api/products/bez-slike')).json();
    expect(product.rating).toEqual({ average: 0, count: 0 });
    expect(product.images).toEqual(['/images/catalog/placeholder.svg']);
    expect(product.thumbnail).toBe('/images/catalog/placeholder.svg');
  });

  it('answers 404 with a Serbian error for a product that does not exist', async () => {
    const response = await server.app.inject('/api/products/nepostojeci-proizvod');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
  });

  it('does not let products slugged "search" or "suggest" capture the search and suggest calls', async () => {
    await insertProduct(server, { categoryId: subcategoryId, slug: 'search', name: 'Lopta' });
    await insertProduct(server, { categoryId: subcategoryId, slug: 'suggest', name: 'Mreža' });

    const searchResponse = await server.app.inject('/api/products/search?q=lopta');
    expect(searchResponse.statusCode).toBe(200);
    expect(productListSchema.parse(searchResponse.json()).items.map((item) => item.slug)).toEqual(['search']);

    const suggestResponse = await server.app.inject('/api/products/suggest?q=mreza');
    expect(suggestResponse.statusCode).toBe(200);
    expect(suggestResponse.json().suggestions.map((s: { slug: string }) => s.slug)).toEqual(['suggest']);

    // Without a query they are still the search and suggest calls, which ask for one.
    expect((await server.app.inject('/api/products/search')).statusCode).toBe(400);
    expect((await server.app.inject('/api/products/suggest')).statusCode).toBe(400);
  });
});
