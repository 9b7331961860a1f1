import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema } from '../../../contract/catalog';
import { apiErrorSchema } from '../../../contract/errors';
import { type products, reviews, users } from '../../../server/db/schema';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

type Row = typeof products.$inferSelect;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('GET /api/products', () => {
  let server: TestServer;
  // kuhinja (top) → frizideri, sporeti; bicikli (top); jednaki (top, for ties)
  let fridgeAlfa: Row;
  let steelFridge: Row;
  let stove: Row;
  let hood: Row;
  let bike: Row;
  let equals: Row[];

  const list = async (query: string) => {
    const response = await server.app.inject(`/api/products${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return productListSchema.parse(response.json());
  };
  const names = async (query: string) => (await list(query)).items.map((item) => item.name);

  beforeAll(async () => {
    server = await createTestServer();
    const kitchen = await insertCategory(server, { name: 'Kuhinja', slug: 'kuhinja' });
    const fridges = await insertCategory(server, {
      name: 'Frižideri',
      slug: 'frizideri',
      parentId: kitchen.id,
    });
    const stoves = await insertCategory(server, { name: 'Šporeti', slug: 'sporeti', parentId: kitchen.id });
    const bikes = await insertCategory(server, { name: 'Bicikli', slug: 'bicikli' });
    const ties = await insertCategory(server, { name: 'Jednaki', slug: 'jednaki' });

    fridgeAlfa = await insertProduct(server, {
      categoryId: fridges.id,
      name: 'Frižider Alfa',
      brand: 'Gorenje',
      price: 50_000,
      popularity: 10,
      createdAt: daysAgo(5),
      stock: 5,
      images: ['/images/catalog/frizideri-1.svg', '/images/catalog/frizideri-2.svg'],
    });
    steelFridge = await insertProduct(server, {
      categoryId: fridges.id,
      name: 'Čelični frižider',
      brand: 'Bosch',
      price: 60_000,
      discountPrice: 45_000,
      popularity: 30,
      createdAt: daysAgo(1),
      stock: 0,
    });
    stove = await insertProduct(server, {
      categoryId: stoves.id,
      name: 'Šporet Beta',
      brand: 'Gorenje',
      price: 40_000,
      popularity: 20,
      createdAt: daysAgo(3),
      available: false,
    });
    // A discount price above the price is no discount: it pays 20 000.
    hood = await insertProduct(server, {
      categoryId: kitchen.id,
      name: 'Aspirator',
      brand: 'Bosch',
      price: 20_000,
      discountPrice: 25_000,
      popularity: 20,
      createdAt: daysAgo(10),
    });
    bike = await insertProduct(server, {
      categoryId: bikes.id,
      name: 'Bicikl',
      brand: 'Capriolo',
      price: 30_000,
      popularity: 100,
    });
    equals = [];
    const sameMoment = daysAgo(2);
    for (let n = 0; n < 7; n++) {
      equals.push(
        await insertProduct(server, {
          categoryId: ties.id,
          popularity: 5,
          price: 1000,
          createdAt: sameMoment,
        }),
      );
    }
  });
  afterAll(() => server.close());

  it('lists every product with the page, the page size and no category when none is asked for', async () => {
    const result = await list('');
    expect(result.total).toBe(12);
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(24);
    expect(result.category).toBeNull();
    expect(result.items).toHaveLength(12);
  });

  it('answers each item as the spec’s Product, with the first image as thumbnail', async () => {
    const result = await list('?category=frizideri&sort=name');
    expect(result.items[1]).toEqual({
      id: fridgeAlfa.id,
      name: 'Frižider Alfa',
      ean: fridgeAlfa.ean,
      slug: fridgeAlfa.slug,
      price: 50_000,
      available: true,
      shippingPrice: 0,
      discountPrice: 0,
      thumbnail: '/images/catalog/frizideri-1.svg',
      stock: 5,
      brand: 'Gorenje',
      categoryId: fridgeAlfa.categoryId,
    });
  });

  it('gives a reviewed product its rating (average to one decimal, count), and none to the others', async () => {
    const reviewers = await server.database.db
      .insert(users)
      .values(
        [1, 2, 3].map((n) => ({
          email: `ocena-liste-${n}@example.rs`,
          passwordHash: 'x',
          firstName: 'Ana',
          lastName: 'Anić',
          isVerified: true,
        })),
      )
      .returning();
    await server.database.db.insert(reviews).values(
      [5, 4, 4].map((rating, index) => ({
        productId: steelFridge.id,
        userId: reviewers[index]!.id,
        rating,
        text: 'Dobar frižider.',
      })),
    );
    const items = (await list('?category=frizideri&sort=name')).items;
    expect(items.find((item) => item.id === steelFridge.id)?.rating).toEqual({ average: 4.3, count: 3 });
    expect(items.find((item) => item.id === fridgeAlfa.id)).not.toHaveProperty('rating');
  });

  it('lists a top category with the products of its subcategories, and names the category with its breadcrumbs', async () => {
    const result = await list('?category=kuhinja');
    expect(result.items.map((item) => item.id).sort()).toEqual(
      [fridgeAlfa.id, steelFridge.id, stove.id, hood.id].sort(),
    );
    expect(result.total).toBe(4);
    expect(result.category).toEqual({
      name: 'Kuhinja',
      slug: 'kuhinja',
      path: [{ name: 'Kuhinja', slug: 'kuhinja' }],
    });
  });

  it('lists a subcategory with only its products and a path from the top category', async () => {
    const result = await list('?category=frizideri');
    expect(result.items.map((item) => item.id).sort()).toEqual([fridgeAlfa.id, steelFridge.id].sort());
    expect(result.category).toEqual({
      name: 'Frižideri',
      slug: 'frizideri',
      path: [
        { name: 'Kuhinja', slug: 'kuhinja' },
        { name: 'Frižideri', slug: 'frizideri' },
      ],
    });
  });

  it('answers 404 with a Serbian error for a category that does not exist', async () => {
    const response = await server.app.inject('/api/products?category=nepostojeca');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Kategorija ne postoji.', code: 'NOT_FOUND' });
  });

  it('filters by price range on the price the shopper pays (the discount price when it is lower)', async () => {
    // Čelični frižider costs 60 000 but pays 45 000; Frižider Alfa pays 50 000.
    expect(await names('?category=kuhinja&minPrice=40000&maxPrice=46000&sort=price_asc')).toEqual([
      'Šporet Beta',
      'Čelični frižider',
    ]);
    // Aspirator's discount price (25 000) is above its price, so it pays 20 000.
    expect(await names('?category=kuhinja&maxPrice=20000')).toEqual(['Aspirator']);
    expect(await names('?category=kuhinja&minPrice=50001')).toEqual([]);
  });

  it('filters by one brand or several, given comma-separated or repeated', async () => {
    expect(await names('?category=kuhinja&brand=Bosch&sort=name')).toEqual(['Aspirator', 'Čelični frižider']);
    expect(await names('?brand=Bosch,Capriolo&sort=name')).toEqual([
      'Aspirator',
      'Bicikl',
      'Čelični frižider',
    ]);
    expect(await names('?brand=Bosch&brand=Capriolo&sort=name')).toEqual([
      'Aspirator',
      'Bicikl',
      'Čelični frižider',
    ]);
  });

  it('filters by a brand whatever its case, as a shopper may type it into the address', async () => {
    expect(await names('?category=kuhinja&brand=bosch&sort=name')).toEqual(['Aspirator', 'Čelični frižider']);
    expect(await names('?brand=BOSCH,capriolo&sort=name&page=2&pageSize=2')).toEqual(['Čelični frižider']);
  });

  it('filters nothing with an empty brand filter', async () => {
    const all = (await list('')).total;
    expect((await list('?brand=')).total).toBe(all);
    expect((await list('?brand=,%20,')).total).toBe(all);
  });

  it('filters to products in stock: available and with stock above zero', async () => {
    // Čelični frižider has stock 0, Šporet Beta is unavailable.
    expect(await names('?category=kuhinja&available=true&sort=name')).toEqual(['Aspirator', 'Frižider Alfa']);
    expect(await names('?category=kuhinja&available=false&sort=name')).toHaveLength(4);
  });

  it('lists only products on sale: a discount price above 0 and below the price', async () => {
    // Čelični frižider pays 45 000 of 60 000; the Aspirator's 25 000 is above its price, no discount.
    expect(await names('?onSale=true&sort=name')).toEqual(['Čelični frižider']);
    expect(await names('?category=kuhinja&onSale=1')).toEqual(['Čelični frižider']);
    expect(await names('?category=bicikli&onSale=true')).toEqual([]);
    expect((await list('?onSale=false')).total).toBe((await list('')).total);
  });

  it('counts the sale list’s total and facets over its products only', async () => {
    const result = await list('?category=kuhinja&onSale=true');
    expect(result.total).toBe(1);
    expect(result.facets).toEqual({
      brands: [{ name: 'Bosch', count: 1 }],
      price: { min: 45_000, max: 45_000 },
      availableCount: 0,
    });
    expect((await list('?category=kuhinja&onSale=true&available=true')).total).toBe(0);
  });

  it('keeps the sale filter on later pages, in every sort, of the whole catalogue and of a category', async () => {
    for (const category of ['', '&category=kuhinja'])
      for (const sort of ['popular', 'price_asc', 'price_desc', 'newest', 'name']) {
        const query = `?onSale=true&sort=${sort}&pageSize=1${category}`;
        expect(await names(query)).toEqual(['Čelični frižider']);
        expect(await names(`${query}&page=2`)).toEqual([]);
      }
  });

  it('refuses an onSale value other than true, false, 1 or 0 with the contract’s validation error', async () => {
    const response = await server.app.inject('/api/products?onSale=yes');
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_ERROR');
  });

  it('sorts by popularity, most popular first, equal popularity by id', async () => {
    expect(await names('?category=kuhinja&sort=popular')).toEqual([
      'Čelični frižider',
      'Šporet Beta',
      'Aspirator',
      'Frižider Alfa',
    ]);
    expect(await names('?category=kuhinja')).toEqual(await names('?category=kuhinja&sort=popular'));
  });

  it('sorts by the pay price, ascending and descending', async () => {
    expect(await names('?category=kuhinja&sort=price_asc')).toEqual([
      'Aspirator',
      'Šporet Beta',
      'Čelični frižider',
      'Frižider Alfa',
    ]);
    expect(await names('?category=kuhinja&sort=price_desc')).toEqual([
      'Frižider Alfa',
      'Čelični frižider',
      'Šporet Beta',
      'Aspirator',
    ]);
    // Listed in neither price order, so no order but the asked one gives these.
    expect(await names('?brand=Bosch,Capriolo&sort=price_desc')).toEqual([
      'Čelični frižider',
      'Bicikl',
      'Aspirator',
    ]);
    expect(await names('?brand=Bosch,Capriolo&sort=price_asc')).toEqual([
      'Aspirator',
      'Bicikl',
      'Čelični frižider',
    ]);
  });

  it('sorts by newest first', async () => {
    expect(await names('?category=kuhinja&sort=newest')).toEqual([
      'Čelični frižider',
      'Šporet Beta',
      'Frižider Alfa',
      'Aspirator',
    ]);
  });

  it('sorts by name ignoring diacritics (Č with C, Š with S)', async () => {
    expect(await names('?category=kuhinja&sort=name')).toEqual([
      'Aspirator',
      'Čelični frižider',
      'Frižider Alfa',
      'Šporet Beta',
    ]);
  });

  it('pages through products with equal sort keys without overlap or gaps, in every sort', async () => {
    const expected = equals.map((row) => row.id);
    for (const sort of ['popular', 'price_asc', 'price_desc', 'newest']) {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const result = await list(`?category=jednaki&sort=${sort}&pageSize=3&page=${page}`);
        expect(result.total).toBe(7);
        expect(result.page).toBe(page);
        seen.push(...result.items.map((item) => item.id));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('lists on every later page of a category with subcategories what one sorted list puts there, in every sort', async () => {
    for (const sort of ['popular', 'price_asc', 'price_desc', 'newest', 'name']) {
      const whole = (await list(`?category=kuhinja&sort=${sort}&pageSize=60`)).items.map((item) => item.id);
      expect(whole.length, sort).toBeGreaterThan(3);
      const paged: number[] = [];
      for (let page = 1; (page - 1) * 2 < whole.length; page++)
        paged.push(
          ...(await list(`?category=kuhinja&sort=${sort}&pageSize=2&page=${page}`)).items.map(
            (item) => item.id,
          ),
        );
      expect(paged, sort).toEqual(whole);
    }
  });

  it('answers a page past the end with no items and the full total', async () => {
    const result = await list('?category=jednaki&pageSize=3&page=4');
    expect(result.items).toEqual([]);
    expect(result.total).toBe(7);
  });

  it('counts brands over everything but the brand filter, and price range and stock over the filtered list', async () => {
    const result = await list('?category=kuhinja&brand=Bosch');
    expect(result.total).toBe(2);
    expect(result.facets).toEqual({
      brands: [
        { name: 'Bosch', count: 2 },
        { name: 'Gorenje', count: 2 },
      ],
      // Pay prices: Aspirator 20 000, Čelični frižider 45 000 (not its 60 000).
      price: { min: 20_000, max: 45_000 },
      // Čelični frižider has stock 0.
      availableCount: 1,
    });
  });

  it('narrows brand facets by the other filters', async () => {
    const result = await list('?category=kuhinja&available=true');
    expect(result.facets.brands).toEqual([
      { name: 'Bosch', count: 1 },
      { name: 'Gorenje', count: 1 },
    ]);
    expect(result.facets.availableCount).toBe(2);
  });

  it('answers empty facets when nothing matches', async () => {
    const result = await list('?category=kuhinja&minPrice=1000000');
    expect(result).toMatchObject({ items: [], total: 0 });
    expect(result.facets).toEqual({ brands: [], price: { min: 0, max: 0 }, availableCount: 0 });
  });

  it('refuses an unknown sort and a page size above 60 with a validation error', async () => {
    const badSort = await server.app.inject('/api/products?sort=cheapest');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().code).toBe('VALIDATION_ERROR');
    const bigPage = await server.app.inject('/api/products?pageSize=61');
    expect(bigPage.statusCode).toBe(400);
  });

  it('lists products of another top category apart from the first', async () => {
    expect((await list('?category=bicikli')).items.map((item) => item.id)).toEqual([bike.id]);
  });
});
