import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttributeFacet, productListSchema, searchResultSchema } from '../../../contract/catalog';
import { apiErrorSchema } from '../../../contract/errors';
import type { StoredAttribute } from '../../../contract/product-specs';
import { rowsOf } from '../../../server/db/sql-rows';
import { products } from '../../../server/db/schema';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

type Fridge = [name: string, brand: string, energy: string, volume: number, noFrost: boolean, stock: number];
const fridges: Fridge[] = [
  ['Frižider Gorenje 1', 'Gorenje', 'A', 300, true, 5],
  ['Frižider Gorenje 2', 'Gorenje', 'B', 350, false, 5],
  ['Frižider Bosch 1', 'Bosch', 'A', 400, true, 5],
  ['Frižider Bosch 2', 'Bosch', 'C', 250, true, 0],
  ['Frižider LG 1', 'LG', 'A', 320, false, 5],
  ['Frižider LG 2', 'LG', 'B', 380, true, 5],
];
const specsOf = ([, , energy, volume, noFrost]: Fridge): StoredAttribute[] => [
  { key: 'energy_class', value: energy },
  { key: 'volume', value: volume },
  { key: 'no_frost', value: noFrost },
  { key: 'warranty', value: '2 godine' },
  { name: 'Ručke', value: 'Inox' },
];

const facet = (list: { facets: { attributes?: AttributeFacet[] } }, key: string) =>
  list.facets.attributes?.find((entry) => entry.key === key);
const counts = (list: { facets: { attributes?: AttributeFacet[] } }, key: string) =>
  Object.fromEntries((facet(list, key)?.values ?? []).map((value) => [value.value, value.count]));

describe('spec facets and filters on GET /api/products and /api/products/search', () => {
  let server: TestServer;
  const list = async (query: string) => {
    const response = await server.app.inject(`/api/products?category=frizideri&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return productListSchema.parse(response.json());
  };
  const names = async (query: string) => (await list(query)).items.map((item) => item.name).sort();

  beforeAll(async () => {
    server = await createTestServer();
    const kitchen = await insertCategory(server, { name: 'Kuhinja', slug: 'kuhinja' });
    const category = await insertCategory(server, {
      name: 'Frižideri',
      slug: 'frizideri',
      parentId: kitchen.id,
    });
    for (const fridge of fridges)
      await insertProduct(server, {
        categoryId: category.id,
        name: fridge[0],
        slug: fridge[0].toLowerCase().replaceAll(' ', '-').replace('ž', 'z'),
        brand: fridge[1],
        stock: fridge[5],
        attributes: specsOf(fridge),
      });
  });
  afterAll(() => server.close());

  it('counts each value of a category from the kept counts, with a number’s range; free text is no facet', async () => {
    const all = await list('');
    expect(all.total).toBe(6);
    expect(counts(all, 'energy_class')).toEqual({ A: 3, B: 2, C: 1 });
    expect(facet(all, 'energy_class')?.values?.map((value) => value.value)).toEqual(['A', 'B', 'C']);
    expect(counts(all, 'no_frost')).toEqual({ da: 4, ne: 2 });
    expect(facet(all, 'no_frost')?.values?.map((value) => value.label)).toEqual(['Da', 'Ne']);
    expect(facet(all, 'volume')).toMatchObject({
      name: 'Ukupna zapremina',
      type: 'number',
      unit: 'l',
      range: { min: 250, max: 400 },
    });
    expect(facet(all, 'warranty')).toBeUndefined();
    // In stock only: the Bosch C fridge has none left.
    expect(counts(await list('available=true'), 'energy_class')).toEqual({ A: 3, B: 2 });
  });

  it('filters by a list value; its own facet keeps counting all values, the others follow it', async () => {
    const classA = await list('a.energy_class=A');
    expect(classA.items.map((item) => item.name).sort()).toEqual([
      'Frižider Bosch 1',
      'Frižider Gorenje 1',
      'Frižider LG 1',
    ]);
    expect(classA.total).toBe(3);
    expect(counts(classA, 'energy_class')).toEqual({ A: 3, B: 2, C: 1 });
    expect(counts(classA, 'no_frost')).toEqual({ da: 2, ne: 1 });
    expect(facet(classA, 'volume')?.range).toEqual({ min: 300, max: 400 });
    expect(classA.facets.brands).toEqual([
      { name: 'Bosch', count: 1 },
      { name: 'Gorenje', count: 1 },
      { name: 'LG', count: 1 },
    ]);
  });

  it('combines values (or) within a filter and filters (and), a range included', async () => {
    const both = await list('a.energy_class=A,B&a.volume=300-360');
    expect(both.items.map((item) => item.name).sort()).toEqual([
      'Frižider Gorenje 1',
      'Frižider Gorenje 2',
      'Frižider LG 1',
    ]);
    // Energy counts over the volume range alone; the volume's range over the classes alone.
    expect(counts(both, 'energy_class')).toEqual({ A: 2, B: 1 });
    expect(facet(both, 'volume')?.range).toEqual({ min: 300, max: 400 });
    expect(await names('a.volume=380-')).toEqual(['Frižider Bosch 1', 'Frižider LG 2']);
    expect(await names('a.volume=-250')).toEqual(['Frižider Bosch 2']);
    expect(await names('a.no_frost=ne')).toEqual(['Frižider Gorenje 2', 'Frižider LG 1']);
  });

  it('counts spec facets that follow the brand, price and stock filters', async () => {
    const bosch = await list('brand=Bosch');
    expect(counts(bosch, 'energy_class')).toEqual({ A: 1, C: 1 });
    const boschA = await list('brand=Bosch&a.energy_class=A');
    expect(boschA.items.map((item) => item.name)).toEqual(['Frižider Bosch 1']);
    expect(boschA.facets.brands).toEqual([
      { name: 'Bosch', count: 1 },
      { name: 'Gorenje', count: 1 },
      { name: 'LG', count: 1 },
    ]);
    expect(counts(await list('maxPrice=1000&a.no_frost=da'), 'energy_class')).toEqual({ A: 2, B: 1, C: 1 });
    expect(counts(await list('available=true&a.no_frost=da'), 'energy_class')).toEqual({ A: 2, B: 1 });
  });

  it('keeps a chosen value that matches nothing, at 0, so it can be unchecked', async () => {
    const none = await list('a.energy_class=G');
    expect(none.total).toBe(0);
    expect(facet(none, 'energy_class')?.values).toContainEqual({ value: 'G', label: 'G', count: 0 });
  });

  it('filters a search’s results and counts its facets over its candidates', async () => {
    const response = await server.app.inject('/api/products/search?q=frizider&a.energy_class=B');
    expect(response.statusCode, response.body).toBe(200);
    const found = searchResultSchema.parse(response.json());
    expect(found.items.map((item) => item.name).sort()).toEqual(['Frižider Gorenje 2', 'Frižider LG 2']);
    expect(counts(found, 'energy_class')).toEqual({ A: 3, B: 2, C: 1 });
    expect(counts(found, 'no_frost')).toEqual({ da: 1, ne: 1 });
  });

  it('follows writes: a changed value, a product gone', async () => {
    const [gorenje] = await server.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Frižider Gorenje 2'));
    await server.database.db
      .update(products)
      .set({ attributes: specsOf(['', '', 'A', 350, false, 5]) })
      .where(eq(products.id, gorenje!.id));
    expect(counts(await list(''), 'energy_class')).toEqual({ A: 4, B: 1, C: 1 });
    expect(await names('a.energy_class=B')).toEqual(['Frižider LG 2']);
    await server.database.db.delete(products).where(eq(products.id, gorenje!.id));
    expect(counts(await list(''), 'energy_class')).toEqual({ A: 3, B: 1, C: 1 });
    const kept = rowsOf<{ key: string; value: string; count: number }>(
      await server.database.db.execute(
        sql`select key, value, sum(product_count)::int as count from catalog_attribute_facets group by 1, 2 order by 1, 2`,
      ),
    );
    const counted = rowsOf<{ key: string; value: string; count: number }>(
      await server.database.db.execute(
        sql`select key, value, count(*)::int as count from product_attribute_values group by 1, 2 order by 1, 2`,
      ),
    );
    expect(kept).toEqual(counted);
    expect(counted.find((row) => row.key === 'no_frost' && row.value === 'da')?.count).toBe(4);
  });

  it.each([
    ['a.nepostoji=1', 'UNKNOWN_ATTRIBUTE', 'Filter „nepostoji“ ne postoji.'],
    ['a.warranty=2', 'UNKNOWN_ATTRIBUTE', 'Filter „warranty“ ne postoji.'],
    ['a.energy_class=Z', 'BAD_ATTRIBUTE_FILTER', 'Vrednost „Z“ ne postoji za „Energetski razred“.'],
    ['a.no_frost=mozda', 'BAD_ATTRIBUTE_FILTER', 'Vrednost „mozda“ ne postoji za „No Frost“.'],
    [
      'a.volume=400-300',
      'BAD_ATTRIBUTE_FILTER',
      'Za „Ukupna zapremina“ najmanja vrednost (400) ne može biti veća od najveće (300).',
    ],
    [
      'a.volume=abc',
      'BAD_ATTRIBUTE_FILTER',
      'Opseg za „Ukupna zapremina“ pišite kao od-do, na primer 300-400.',
    ],
    [
      'a.volume=1e5-',
      'BAD_ATTRIBUTE_FILTER',
      'Opseg za „Ukupna zapremina“ pišite kao od-do, na primer 300-400.',
    ],
    ['a.energy_class=', 'BAD_ATTRIBUTE_FILTER', 'Izaberite bar jednu vrednost za „Energetski razred“.'],
    ['a.energy_class=A&a.energy_class=B', 'BAD_ATTRIBUTE_FILTER', 'Filter „energy_class“ je naveden dvaput.'],
    ['a.__proto__=1', 'UNKNOWN_ATTRIBUTE', 'Filter „__proto__“ ne postoji.'],
  ])('refuses %s with a Serbian 400 and its code, on listings and search', async (query, code, error) => {
    for (const path of ['/api/products?category=frizideri&', '/api/products/search?q=frizider&']) {
      const response = await server.app.inject(`${path}${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code, error });
    }
  });
});
