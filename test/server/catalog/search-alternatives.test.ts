import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultSchema } from '../../../contract/catalog';
import { spelledAsCatalogue } from '../../../server/catalog/search-alternatives';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

/** "Da li ste mislili…": what a search whose words find nothing suggests instead. */
describe('did you mean: the closest queries that find products', () => {
  let server: TestServer;

  const didYouMean = async (q: string) => {
    const response = await server.app.inject(`/api/products/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    const result = searchResultSchema.parse(response.json());
    expect(result.total).toBe(0);
    return result.alternatives?.didYouMean;
  };

  beforeAll(async () => {
    server = await createTestServer();
    const home = await insertCategory(server, { name: 'Dom', slug: 'dom' });
    const rugs = await insertCategory(server, { name: 'Podne obloge', slug: 'podne-obloge' });
    const product = (name: string, values: Parameters<typeof insertProduct>[1] = {}) =>
      insertProduct(server, { name, brand: 'Marka', categoryId: home.id, description: '', ...values });
    await product('Kafa mlevena Grand 200g', { brand: 'Grand' });
    await product('Kabl HDMI 2m', { brand: 'Vivax' });
    await product('Šampon za kosu Nivea', { brand: 'Nivea' });
    await product('Sapun Dove', { brand: 'Dove' });
    // The lid names "Serpa" only as its brand: a weaker match than the pots, first in the table.
    await product('Poklopac 20 cm', { brand: 'Serpa' });
    for (let litres = 1; litres <= 5; litres++) await product(`Šerpa emajlirana ${litres} l`);
    // Six rugs, equally relevant to "cilim vuneni": one writes "Ćilim" in its name, five only in
    // their descriptions. It was made first, then edited, so the table holds it last.
    const handmade = await product('Ćilim ručni rad', { categoryId: rugs.id, description: 'vuneni' });
    for (let n = 1; n <= 5; n++)
      await product(`Vuneni tepih ${n}`, { categoryId: rugs.id, description: 'Ćilim od ovčje vune' });
    await server.database.db.execute(
      sql`update products set description = 'vuneni, tkan na razboju' where id = ${handmade.id}`,
    );
    // Words only descriptions hold: two edits from "klima", and many products hold them.
    for (let n = 1; n <= 3; n++)
      await product(`Fioka za pribor ${n}`, {
        description: 'Fioka klizi na šinama, sa kojima se lako izvlači.',
      });
    // "Nameštaj" names only the parent category: no product sits in it directly.
    const furniture = await insertCategory(server, {
      name: 'Baštenski nameštaj',
      slug: 'bastenski-namestaj',
    });
    const loungers = await insertCategory(server, {
      name: 'Ležaljke',
      slug: 'lezaljke',
      parentId: furniture.id,
    });
    await product('Ležaljka drvena', { categoryId: loungers.id });
  });
  afterAll(() => server?.close());

  it('corrects a word of four letters or more, even one whose two typos leave few letters in common', async () => {
    // "kavs" shares only its first half with "kabl" and "kafa", two letters from each.
    expect(await didYouMean('kavs')).toEqual(['kabl', 'kafa']);
  });

  it('leaves words under four letters uncorrected: too many words are two letters from them', async () => {
    expect(await didYouMean('kfa')).toEqual([]);
  });

  it('suggests only the corrections that find products together with the other words', async () => {
    // "kabl grand" would be closer in the alphabet, but no product is both.
    expect(await didYouMean('kavs grand')).toEqual(['kafa grand']);
  });

  it('suggests nothing when one of the unknown words resembles no catalogue word', async () => {
    expect(await didYouMean('kavs qxzw')).toEqual([]);
  });

  it('keeps the words the catalogue knows, even when another catalogue word is close to them', async () => {
    // Both words are known, only not together; "sapun dove" would find the soap.
    expect(await didYouMean('sampon dove')).toEqual([]);
  });

  it('never suggests a word only descriptions hold: "klima" is not "klizi" or "kojima"', async () => {
    expect(await didYouMean('klima')).toEqual([]);
  });

  it('suggests a word of a category name, even of a category that holds only subcategories', async () => {
    // Two edits from "namestaj".
    expect(await didYouMean('namstaaj')).toEqual(['nameštaj']);
  });

  it('spells a suggestion as its five best matches write it, not as a weaker match does', async () => {
    expect(await didYouMean('serpaaa')).toEqual(['šerpa']);
  });

  it('takes the five best matches of equal relevance in the order they were added', async () => {
    expect(await didYouMean('cilimmm vuneni')).toEqual(['ćilim vuneni']);
  });
});

describe('spelledAsCatalogue: a suggestion written as the products write it', () => {
  it('takes a word’s first writing among the names and brands', () => {
    expect(spelledAsCatalogue('cilim', ['Ćilim vuneni', 'Cilim pamučni'])).toBe('ćilim');
    expect(spelledAsCatalogue('cilim', ['Cilim pamučni', 'Ćilim vuneni'])).toBe('cilim');
  });

  it('finds đ, which the search key folds to d, in a word typed as d', () => {
    expect(spelledAsCatalogue('skolski dak', ['Školski ranac Đak'])).toBe('školski đak');
  });
});
