import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema } from '../../../contract/catalog';
import { transpositions } from '../../../server/catalog/product-search';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

/** How far a typed word may stray from a catalogue word, by its length (server/catalog/product-search.ts). */
describe('search forgives typos as far as the word’s length allows', () => {
  let server: TestServer;

  const search = async (q: string) => {
    const response = await server.app.inject(`/api/products/search?q=${encodeURIComponent(q)}&pageSize=60`);
    expect(response.statusCode, response.body).toBe(200);
    return productListSchema.parse(response.json());
  };
  const found = async (q: string) => (await search(q)).items.map((item) => item.name);

  beforeAll(async () => {
    server = await createTestServer();
    const home = await insertCategory(server, { name: 'Dom', slug: 'dom' });
    const product = (name: string, brand: string) =>
      insertProduct(server, { name, brand, categoryId: home.id, description: '' });
    await product('Kafa mlevena Grand 200g', 'Grand');
    await product('Televizor LG Smart', 'LG');
    await product('Lampa stona', 'Eglo');
    await product('Lampadaer podni', 'Eglo');
    await product('Lorenzo šolja porcelanska', 'Lorenzo');
  });
  afterAll(() => server?.close());

  it('a four-letter word finds the catalogue word one letter away, the typo in either half', async () => {
    expect(await found('kafe')).toEqual(['Kafa mlevena Grand 200g']);
    expect(await found('jafa')).toEqual(['Kafa mlevena Grand 200g']);
  });

  it('a word under five letters does not find the longer words that only begin one letter away', async () => {
    // "lamo" is one letter from "lamp", the beginning of both lamps, but two from "lampa".
    expect(await found('lamo')).toEqual([]);
    expect((await found('lamp')).sort()).toEqual(['Lampa stona', 'Lampadaer podni']);
  });

  it('a longer beginning with a typo in its first half still finds the words it begins', async () => {
    // "tlevizo": "televizo" with the first "e" missing.
    expect(await found('tlevizo')).toEqual(['Televizor LG Smart']);
  });

  it('a word of one letter repeated is searched like any other word', async () => {
    expect((await search('zzzz')).total).toBe(0);
    expect((await search('aaaaa kafa')).total).toBe(0);
  });

  it('a synonym is searched as written: an apostrophe or backslash in it is not dropped', async () => {
    // Were they dropped, "l'or" and "l\or" would both stand for the words beginning with "lor".
    await server.database.db.execute(
      sql`insert into search_synonyms (word, synonyms) values ('kafica', ${'{"l\'or","l\\\\or"}'})`,
    );
    expect(await found('kafica')).toEqual([]);
    expect(await found('lor')).toEqual(['Lorenzo šolja porcelanska']);
  });
});

describe('transpositions: the term with two neighbouring letters swapped', () => {
  it('swaps each pair of neighbours once, in order', () => {
    expect(transpositions('kafa')).toEqual(['akfa', 'kfaa', 'kaaf']);
  });

  it('leaves out the term itself, which swapping two equal letters gives back', () => {
    expect(transpositions('pizza')).toEqual(['ipzza', 'pziza', 'pizaz']);
  });

  it('is the term itself when no swap changes it', () => {
    expect(transpositions('zzzz')).toEqual(['zzzz']);
  });
});
