import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, searchResultSchema } from '../../../contract/catalog';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

/** Serbian as shoppers write it: Cyrillic, swapped letters, category words, plurals, abbreviations. */
describe('search reads Serbian as shoppers write it', () => {
  let server: TestServer;

  const found = async (q: string) => {
    const response = await server.app.inject(`/api/products/search?q=${encodeURIComponent(q)}&pageSize=60`);
    expect(response.statusCode, response.body).toBe(200);
    return productListSchema.parse(response.json()).items.map((item) => item.name);
  };

  beforeAll(async () => {
    server = await createTestServer();
    const category = (name: string, slug: string, parentId?: number) =>
      insertCategory(server, { name, slug, ...(parentId ? { parentId } : {}) });
    const food = await category('Hrana i piće', 'hrana-i-pice');
    const sweets = await category('Slatkiši', 'slatkisi', food.id);
    const cosmetics = await category('Kozmetika', 'kozmetika');
    const computers = await category('Računari', 'racunari');
    const laptops = await category('Laptopovi', 'laptopovi', computers.id);
    const tvAudio = await category('TV i audio', 'tv-i-audio');
    const tvs = await category('Televizori', 'televizori', tvAudio.id);
    const speakers = await category('Zvučnici', 'zvucnici', tvAudio.id);
    const bedroom = await category('Spavaća soba', 'spavaca-soba');
    const product = (name: string, categoryId: number, values: Parameters<typeof insertProduct>[1] = {}) =>
      insertProduct(server, { name, categoryId, brand: 'Marka', description: '', ...values });

    // Names as retailers store them: without diacritics.
    await product('Cokolada mlecna Milka 100g', sweets.id, { brand: 'Milka', popularity: 50 });
    await product('Djumbir u prahu 20g', food.id, { brand: 'Aleva', popularity: 40, stock: 0 });
    await product('Kisela voda Knjaz Milos 1,5l', food.id, { brand: 'Knjaz Milos' });
    await product('Kackavalj Sirogojno 300g', food.id, { brand: 'Sirogojno' });
    await product('Sampon za kosu Nivea 400ml', cosmetics.id, { brand: 'Nivea', popularity: 1 });
    await product('Sampinjoni seceni 400g', food.id, { brand: 'Podravka', popularity: 99 });
    await product('Elektricni cajnik Tefal', food.id, { brand: 'Tefal' });
    await product('Lenovo IdeaPad 3 15IAU7', laptops.id, { brand: 'Lenovo', popularity: 30 });
    await product('Laptop HP 250 G9', laptops.id, { brand: 'HP' });
    await product('Samsung QE55Q60C Smart 4K', tvs.id, { brand: 'Samsung' });
    await product('Televizor LG 43UR78003LK Smart', tvs.id, { brand: 'LG' });
    await product('Bluetooth zvucnik JBL Flip 6', speakers.id, { brand: 'JBL', popularity: 60 });
    await product('Jastuk memorijski 50x70', bedroom.id, { brand: 'Vitapur' });
    await product('Ćilim vuneni 200x300', bedroom.id, { brand: 'Tepih Art' });
  });
  afterAll(() => server?.close());

  it('reads a Cyrillic query in Latin, đ as dj or d, whatever the case', async () => {
    expect(await found('чоколада')).toEqual(['Cokolada mlecna Milka 100g']);
    expect(await found('ЧОКОЛАДА')).toEqual(['Cokolada mlecna Milka 100g']);
    expect(await found('шампон')).toEqual(['Sampon za kosu Nivea 400ml']);
    expect(await found('ђумбир')).toEqual(['Djumbir u prahu 20g']);
    expect(await found('књаз милош')).toEqual(['Kisela voda Knjaz Milos 1,5l']);
    expect(await found('качкаваљ')).toEqual(['Kackavalj Sirogojno 300g']);
    // Mixed scripts in one query.
    expect(await found('Knjaz милош')).toEqual(['Kisela voda Knjaz Milos 1,5l']);
  });

  it('suggests in the search box from a Cyrillic or misspelt beginning as well', async () => {
    const suggest = async (q: string) =>
      (await server.app.inject(`/api/products/suggest?q=${encodeURIComponent(q)}`))
        .json()
        .suggestions.map((suggestion: { name: string }) => suggestion.name);
    expect(await suggest('чоко')).toEqual(['Cokolada mlecna Milka 100g']);
    // Both begin with "samp": the more popular first.
    expect(await suggest('шамп')).toEqual(['Sampinjoni seceni 400g', 'Sampon za kosu Nivea 400ml']);
    expect(await suggest('elketr')).toEqual(['Elektricni cajnik Tefal']);
  });

  it('counts two swapped neighbouring letters as one typo, in a whole word and in its beginning', async () => {
    expect(await found('Elketrični')).toEqual(['Elektricni cajnik Tefal']);
    expect(await found('cokolaad')).toEqual(['Cokolada mlecna Milka 100g']);
    expect(await found('kackavlaj')).toEqual(['Kackavalj Sirogojno 300g']);
    expect(await found('elketr')).toEqual(['Elektricni cajnik Tefal']);
    // Two swaps are two typos.
    expect(await found('lektericni')).toEqual([]);
  });

  it('finds products by the name of their category and the categories above it', async () => {
    expect((await found('laptopovi')).sort()).toEqual(['Laptop HP 250 G9', 'Lenovo IdeaPad 3 15IAU7']);
    expect((await found('racunari')).sort()).toEqual(['Laptop HP 250 G9', 'Lenovo IdeaPad 3 15IAU7']);
    expect(await found('slatkisi')).toEqual(['Cokolada mlecna Milka 100g']);
    expect(await found('kozmetika')).toEqual(['Sampon za kosu Nivea 400ml']);
  });

  it('finds the inflected forms of a word: plural and case endings', async () => {
    // "laptop" is in one name and, as a beginning, in both products' category.
    expect(await found('laptopovi lenovo')).toEqual(['Lenovo IdeaPad 3 15IAU7']);
    expect((await found('televizori')).sort()).toEqual([
      'Samsung QE55Q60C Smart 4K',
      'Televizor LG 43UR78003LK Smart',
    ]);
    expect(await found('zvucnici jbl')).toEqual(['Bluetooth zvucnik JBL Flip 6']);
    expect(await found('cokolade')).toEqual(['Cokolada mlecna Milka 100g']);
    expect(await found('sampona')).toEqual(['Sampon za kosu Nivea 400ml']);
    // Two edits from any catalogue word: only the stem finds them.
    expect(await found('cokoladama')).toEqual(['Cokolada mlecna Milka 100g']);
    expect((await found('laptopovima')).sort()).toEqual(['Laptop HP 250 G9', 'Lenovo IdeaPad 3 15IAU7']);
    // A plural's softened k: jastuk → jastuci.
    expect(await found('jastuci')).toEqual(['Jastuk memorijski 50x70']);
  });

  it('matches everyday abbreviations through the synonym list: tv → televizor', async () => {
    const televisions = ['Samsung QE55Q60C Smart 4K', 'Televizor LG 43UR78003LK Smart'];
    // "TV i audio" holds the speaker too, more popular: the televisions, matched in name or
    // category through "televizor", come first.
    expect((await found('tv')).slice(0, 2).sort()).toEqual(televisions);
    expect(await found('TV')).toEqual(await found('tv'));
    expect((await found('smart tv')).sort()).toEqual(televisions);
    expect(await found('ТВ')).toEqual(await found('tv'));
  });

  it('ranks a word one edit away above a word whose beginning is one edit away', async () => {
    // Mushrooms are far more popular, and "sampi" of "sampinjoni" is one edit from "sampn" too.
    expect(await found('sampn')).toEqual(['Sampon za kosu Nivea 400ml', 'Sampinjoni seceni 400g']);
  });

  it('a search whose words find nothing offers the closest words, popular categories and products', async () => {
    const alternativesFor = async (q: string) => {
      const response = await server.app.inject(`/api/products/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      const result = searchResultSchema.parse(response.json());
      return { total: result.total, alternatives: result.alternatives };
    };
    const popular = {
      categories: [
        { name: 'Hrana i piće', slug: 'hrana-i-pice' },
        { name: 'Zvučnici', slug: 'zvucnici' },
        { name: 'Slatkiši', slug: 'slatkisi' },
        { name: 'Laptopovi', slug: 'laptopovi' },
      ],
      // The most popular in stock: the ginger (40) has none left.
      products: [
        'Sampinjoni seceni 400g',
        'Bluetooth zvucnik JBL Flip 6',
        'Cokolada mlecna Milka 100g',
        'Lenovo IdeaPad 3 15IAU7',
      ],
    };
    const shown = async (q: string) => {
      const { total, alternatives } = await alternativesFor(q);
      expect(total).toBe(0);
      return {
        didYouMean: alternatives?.didYouMean,
        categories: alternatives?.categories,
        products: alternatives?.products.map((item) => item.name),
      };
    };
    // Two typos in the second half: too far for search, close enough to suggest.
    expect(await shown('cokolatta')).toEqual({ didYouMean: ['cokolada'], ...popular });
    expect(await shown('чоколатта')).toEqual({ didYouMean: ['cokolada'], ...popular });
    // Spelled as the catalogue names it, diacritics included.
    expect((await shown('cilimmm')).didYouMean).toEqual(['ćilim']);
    expect((await shown('ЋИЛИМММ')).didYouMean).toEqual(['ćilim']);
    // Known words stay; the unknown one is replaced.
    expect((await shown('knjaz milosss')).didYouMean).toEqual(['knjaz milos']);
    // Every word known, only not together: nothing to correct.
    expect(await shown('sampon lenovo')).toEqual({ didYouMean: [], ...popular });
    expect((await shown('xyzzy')).didYouMean).toEqual([]);
    // Found something: no alternatives.
    expect((await alternativesFor('cokolada')).alternatives).toBeUndefined();
  });

  it('follows a renamed or moved category and a product moved to another category', async () => {
    await server.database.db.execute(sql`update categories set name = 'Prenosnici' where slug = 'laptopovi'`);
    expect((await found('prenosnici')).sort()).toEqual(['Laptop HP 250 G9', 'Lenovo IdeaPad 3 15IAU7']);
    expect(await found('laptopovi lenovo')).toEqual([]);
    await server.database.db.execute(sql`
      update categories set parent_id = (select id from categories where slug = 'kozmetika')
      where slug = 'laptopovi'`);
    expect((await found('kozmetika')).length).toBe(3);
    expect(await found('racunari lenovo')).toEqual([]);
    await server.database.db.execute(sql`
      update products set category_id = (select id from categories where slug = 'slatkisi')
      where name like 'Sampon%'`);
    expect((await found('slatkisi')).sort()).toEqual([
      'Cokolada mlecna Milka 100g',
      'Sampon za kosu Nivea 400ml',
    ]);
  });

  it('uses a synonym added to the catalogue data at once, past the cache', async () => {
    expect(await found('bombona')).toEqual([]);
    await server.database.db.execute(
      sql`insert into search_synonyms (word, synonyms) values ('bombona', '{cokolada}')`,
    );
    expect(await found('bombona')).toEqual(['Cokolada mlecna Milka 100g']);
  });
});
