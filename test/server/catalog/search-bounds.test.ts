import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, searchResultSchema } from '../../../contract/catalog';
import { SEARCH_LIMITS } from '../../../contract/catalog-constants';
import { COUNT_BOUND } from '../../../server/catalog/read-bounds';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

const LAMPS = COUNT_BOUND + 100;

describe('search at its bounds: capped totals, codes, hostile queries', () => {
  let server: TestServer;

  const get = (path: string) => server.app.inject(path);
  const search = async (q: string, query = '') => {
    const response = await get(`/api/products/search?q=${encodeURIComponent(q)}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return searchResultSchema.parse(response.json());
  };

  beforeAll(async () => {
    server = await createTestServer();
    const lamps = await insertCategory(server, { name: 'Rasveta', slug: 'rasveta' });
    const machines = await insertCategory(server, { name: 'Mašine', slug: 'masine' });
    await server.database.db.execute(sql`
      insert into products (category_id, name, slug, ean, brand, price, stock, popularity)
      select ${lamps.id}, 'Stona lampa ' || i, 'stona-lampa-' || i, '8600000000001', 'Lumen', 1000 + i, 5, i
      from generate_series(1, ${LAMPS}) as i`);
    await insertProduct(server, { categoryId: machines.id, name: 'Veš mašina WM8000', ean: '5901234123457' });
    await insertProduct(server, { categoryId: machines.id, name: 'Veš mašina WM80001' });
    await insertProduct(server, { categoryId: machines.id, name: 'Sušilica WM8001' });
  });
  afterAll(() => server?.close());

  it('counts a word more products hold than it ranks up to the bound, and says the total is a lower bound', async () => {
    const result = await search('lampa', '&pageSize=60');
    expect(result).toMatchObject({ total: COUNT_BOUND, totalIsLowerBound: true });
    expect(result.items).toHaveLength(60);
    // The most popular are ranked, though the full-text index yields products in another order.
    expect(result.items[0]?.name).toBe(`Stona lampa ${LAMPS}`);
  });

  it('gives an exact total, without the flag, to a listing and to a search under the bound', async () => {
    const listing = productListSchema.parse((await get('/api/products?category=rasveta')).json());
    expect(listing.total).toBe(LAMPS);
    expect(listing.totalIsLowerBound).toBeUndefined();
    const narrow = await search('lampa', '&minPrice=1000&maxPrice=1050');
    expect(narrow.total).toBe(50);
    expect(narrow.totalIsLowerBound).toBeUndefined();
  });

  it('finds the product an EAN names, and only it', async () => {
    const result = await search('5901234123457');
    expect(result.items.map((item) => item.name)).toEqual(['Veš mašina WM8000']);
  });

  it('finds the product a model code names, not the models whose codes begin with it or are one edit away', async () => {
    expect((await search('wm8000')).items.map((item) => item.name)).toEqual(['Veš mašina WM8000']);
    expect((await search('WM8000 mašina')).items.map((item) => item.name)).toEqual(['Veš mašina WM8000']);
    // A code no product has is read as a word: its beginnings and typos match.
    expect((await search('wm800')).items.map((item) => item.name).sort()).toEqual([
      'Sušilica WM8001',
      'Veš mašina WM8000',
      'Veš mašina WM80001',
    ]);
  });

  it(`refuses a query longer than ${SEARCH_LIMITS.maxLength} characters with a Serbian 400`, async () => {
    for (const path of ['/api/products/search', '/api/products/suggest']) {
      const response = await get(`${path}?q=${'a'.repeat(1000)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: `Pojam za pretragu može imati najviše ${SEARCH_LIMITS.maxLength} znakova.`,
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it(`takes a query of exactly ${SEARCH_LIMITS.maxLength} characters, the search box's maxlength, and refuses one more with a 400 code`, async () => {
    for (const path of ['/api/products/search', '/api/products/suggest']) {
      const longest = await get(`${path}?q=${'a'.repeat(SEARCH_LIMITS.maxLength)}`);
      expect(longest.statusCode, path).toBe(200);
      const over = await get(`${path}?q=${'a'.repeat(SEARCH_LIMITS.maxLength + 1)}`);
      expect(over.statusCode, path).toBe(400);
      expect(over.json(), path).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it(`refuses a query of more than ${SEARCH_LIMITS.maxWords} words with a Serbian 400`, async () => {
    const words = Array.from({ length: 50 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ');
    for (const path of ['/api/products/search', '/api/products/suggest']) {
      const response = await get(`${path}?q=${encodeURIComponent(words)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: `Pojam za pretragu može imati najviše ${SEARCH_LIMITS.maxWords} reči.`,
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('answers a query of punctuation only with no products', async () => {
    const result = await search('?!., ;:-"\'');
    expect(result).toMatchObject({ items: [], total: 0 });
  });

  it('answers a page far past the end of a category with no products and its total', async () => {
    const response = await get('/api/products?category=masine&page=10000&pageSize=60');
    expect(response.statusCode).toBe(200);
    expect(productListSchema.parse(response.json())).toMatchObject({ items: [], total: 3 });
  });
});
