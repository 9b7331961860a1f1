import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, suggestResponseSchema } from '../../../contract/catalog';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

describe('GET /api/products/search and /api/products/suggest', () => {
  let server: TestServer;

  const search = async (query: string) => {
    const response = await server.app.inject(`/api/products/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return productListSchema.parse(response.json());
  };
  const found = async (q: string) =>
    (await search(`q=${encodeURIComponent(q)}&pageSize=60`)).items.map((item) => item.name);

  beforeAll(async () => {
    server = await createTestServer();
    const kitchen = await insertCategory(server, { name: 'Kuhinja', slug: 'kuhinja' });
    const small = await insertCategory(server, {
      name: 'Mali aparati',
      slug: 'mali-aparati',
      parentId: kitchen.id,
    });
    const other = await insertCategory(server, { name: 'Razno', slug: 'razno' });
    const product = (name: string, values: Parameters<typeof insertProduct>[1] = {}) =>
      insertProduct(server, { categoryId: other.id, name, brand: 'Marka', description: '', ...values });

    await product('Električni čajnik Tefal', { categoryId: small.id, brand: 'Tefal', price: 3990 });
    await product('Džezva Metalac', { categoryId: small.id, brand: 'Metalac', price: 1490 });
    await product('Kombinovani frižider Gorenje', {
      categoryId: kitchen.id,
      brand: 'Gorenje',
      price: 59_990,
    });
    await product('Frižider Beko mini', { categoryId: kitchen.id, brand: 'Beko', price: 24_990, stock: 0 });
    await product('Usisivač bez kese Philips', { brand: 'Philips' });
    await product('Televizor 55" Samsung', { brand: 'Samsung' });
    await product('Školski ranac Đak', { brand: 'Đak' });
    await product('Đubrivo za travnjak', { brand: 'Substral' });
    // Ranking: the name match must beat the brand match, which must beat the description match,
    // even though popularity favours the other way round.
    await product('Ugradna rerna Gorenje', { brand: 'Gorenje', popularity: 1 });
    await product('Mašina za veš WA 700', { brand: 'Gorenje', popularity: 50 });
    await product('Filter za aspirator', {
      brand: 'Filtrix',
      description: 'Odgovara aspiratorima Gorenje.',
      popularity: 99,
    });
    // Exact word above a longer word it starts, above a word one typo away.
    await product('Lampa stona', { popularity: 1 });
    await product('Lampadaer podni', { popularity: 50 });
    await product('Lampe za bicikl', { popularity: 99 });
    // Sveća mirisna 3 is on sale.
    for (let n = 1; n <= 10; n++)
      await product(`Sveća mirisna ${n}`, {
        popularity: n,
        ...(n === 3 ? { price: 1000, discountPrice: 800 } : {}),
      });
    await product("Espreso aparat De'Longhi Dedica", {
      brand: "De'Longhi",
      description: 'Putanja C:\\kafa\\"espreso" i znaci \' " \\ ne smetaju pretrazi.',
    });
  });
  afterAll(() => server.close());

  it('finds products whatever the case and Serbian diacritics of the query', async () => {
    expect(await found('cajnik')).toEqual(['Električni čajnik Tefal']);
    expect(await found('ČAJNIK')).toEqual(['Električni čajnik Tefal']);
    expect(await found('dzezva')).toEqual(['Džezva Metalac']);
    expect(await found('usisivac')).toEqual(['Usisivač bez kese Philips']);
    expect(await found('skolski')).toEqual(['Školski ranac Đak']);
    expect((await found('frizider')).sort()).toEqual(['Frižider Beko mini', 'Kombinovani frižider Gorenje']);
  });

  it('matches đ typed as dj or as d', async () => {
    expect(await found('djak')).toEqual(['Školski ranac Đak']);
    expect(await found('dak')).toEqual(['Školski ranac Đak']);
    expect(await found('djubrivo')).toEqual(['Đubrivo za travnjak']);
    expect(await found('dubrivo')).toEqual(['Đubrivo za travnjak']);
  });

  it('tolerates one typo in a word, but not two', async () => {
    expect((await found('frizder')).sort()).toEqual(['Frižider Beko mini', 'Kombinovani frižider Gorenje']);
    expect(await found('televzor')).toEqual(['Televizor 55" Samsung']);
    expect(await found('telivizor')).toEqual(['Televizor 55" Samsung']);
    expect(await found('usisivacc')).toEqual(['Usisivač bez kese Philips']);
    expect(await found('frzder')).toEqual([]);
  });

  it('matches the beginnings of words, also with a typo in a longer beginning', async () => {
    expect(await found('dzez')).toEqual(['Džezva Metalac']);
    expect(await found('televi')).toEqual(['Televizor 55" Samsung']);
    expect(await found('televz')).toEqual(['Televizor 55" Samsung']);
  });

  it('needs every word of the query to match', async () => {
    expect(await found('frizider gorenje')).toEqual(['Kombinovani frižider Gorenje']);
    expect(await found('frizider samsung')).toEqual([]);
  });

  it('ranks name matches above brand matches above description matches', async () => {
    expect(await found('gorenje')).toEqual([
      // Two name matches: the more popular first.
      'Ugradna rerna Gorenje',
      'Kombinovani frižider Gorenje',
      'Mašina za veš WA 700',
      'Filter za aspirator',
    ]);
  });

  it('ranks an exact word above a word it begins, above a word one typo away', async () => {
    expect(await found('lampa')).toEqual(['Lampa stona', 'Lampadaer podni', 'Lampe za bicikl']);
  });

  it('copes with quotes and backslashes in products and queries', async () => {
    expect(await found("de'longhi")).toEqual(["Espreso aparat De'Longhi Dedica"]);
    expect(await found('longhi dedica')).toEqual(["Espreso aparat De'Longhi Dedica"]);
    expect(await found('kafa espreso')).toEqual(["Espreso aparat De'Longhi Dedica"]);
    expect(await found('\\\' " & | ! :*')).toEqual([]);
  });

  it('answers 200 with no items when nothing matches', async () => {
    const result = await search('q=xyzzy');
    expect(result).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 24,
      facets: { brands: [], price: { min: 0, max: 0 }, availableCount: 0 },
      category: null,
    });
  });

  it('applies the listing’s category, filters, sort and pages to the matches', async () => {
    const inKitchen = await search('q=frizider&category=kuhinja&sort=price_asc');
    expect(inKitchen.items.map((item) => item.name)).toEqual([
      'Frižider Beko mini',
      'Kombinovani frižider Gorenje',
    ]);
    expect(inKitchen.category).toEqual({
      name: 'Kuhinja',
      slug: 'kuhinja',
      path: [{ name: 'Kuhinja', slug: 'kuhinja' }],
    });
    expect(inKitchen.facets).toEqual({
      brands: [
        { name: 'Beko', count: 1 },
        { name: 'Gorenje', count: 1 },
      ],
      price: { min: 24_990, max: 59_990 },
      availableCount: 1,
    });
    expect((await search('q=frizider&available=true')).items.map((item) => item.name)).toEqual([
      'Kombinovani frižider Gorenje',
    ]);
    expect((await search('q=frizider&brand=Beko')).total).toBe(1);
    expect((await search('q=cajnik&category=kuhinja')).total).toBe(1);
    const page2 = await search('q=sveca&pageSize=4&page=2');
    expect(page2.total).toBe(10);
    expect(page2.items).toHaveLength(4);
  });

  it('finds only products on sale with onSale, counted over them', async () => {
    const sale = await search('q=sveca&onSale=true');
    expect(sale.items.map((item) => item.name)).toEqual(['Sveća mirisna 3']);
    expect(sale.total).toBe(1);
    expect(sale.facets.price).toEqual({ min: 800, max: 800 });
    expect((await search('q=frizider&onSale=true')).items).toEqual([]);
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await server.app.inject('/api/products/search?q=frizider&category=nema-je');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Kategorija ne postoji.', code: 'NOT_FOUND' });
  });

  it('asks for a search term when the query is blank', async () => {
    const response = await server.app.inject('/api/products/search?q=%20%20');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Unesite pojam za pretragu.', code: 'VALIDATION_ERROR' });
  });

  it('suggests at most 8 products, best match first, with what the search box shows', async () => {
    const response = await server.app.inject('/api/products/suggest?q=sveca');
    expect(response.statusCode).toBe(200);
    const { suggestions } = suggestResponseSchema.parse(response.json());
    expect(suggestions).toHaveLength(8);
    // Equal relevance: the more popular first.
    expect(suggestions.map((s) => s.name)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Sveća mirisna ${n}`),
    );
    expect(Object.keys(suggestions[0]!).sort()).toEqual([
      'discountPrice',
      'id',
      'name',
      'price',
      'slug',
      'thumbnail',
    ]);
  });

  it('suggests with the same matching and ranking as the search', async () => {
    const suggest = async (q: string) =>
      (await server.app.inject(`/api/products/suggest?q=${encodeURIComponent(q)}`))
        .json()
        .suggestions.map((s: { name: string }) => s.name);
    expect(await suggest('lampa')).toEqual(['Lampa stona', 'Lampadaer podni', 'Lampe za bicikl']);
    expect(await suggest('dzez')).toEqual(['Džezva Metalac']);
    expect(await suggest('televzor')).toEqual(['Televizor 55" Samsung']);
    expect(await suggest('xyzzy')).toEqual([]);
  });
});
