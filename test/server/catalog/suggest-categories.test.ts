import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestResponseSchema } from '../../../contract/catalog';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

describe('GET /api/products/suggest: categories', () => {
  let server: TestServer;

  const suggest = async (q: string) => {
    const response = await server.app.inject(`/api/products/suggest?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return suggestResponseSchema.parse(response.json());
  };
  const categoriesFor = async (q: string) =>
    (await suggest(q)).categories.map(({ name, slug, parentName }) => [name, slug, parentName]);

  beforeAll(async () => {
    server = await createTestServer();
    const white = await insertCategory(server, { name: 'Bela tehnika', slug: 'bela-tehnika' });
    const fridges = await insertCategory(server, {
      name: 'Frižideri',
      slug: 'frizideri',
      parentId: white.id,
    });
    await insertCategory(server, { name: 'Zamrzivači', slug: 'zamrzivaci', parentId: white.id });
    const small = await insertCategory(server, { name: 'Mali kućni aparati', slug: 'mali-kucni-aparati' });
    await insertCategory(server, { name: 'Aparati za kafu', slug: 'aparati-za-kafu', parentId: small.id });
    await insertCategory(server, { name: 'Đački pribor', slug: 'dacki-pribor' });
    await insertProduct(server, { categoryId: fridges.id, name: 'Kombinovani frižider Gorenje' });
  });
  afterAll(() => server.close());

  it('suggests the categories whose names start like the typed words, with the category above them', async () => {
    expect(await categoriesFor('frizi')).toEqual([['Frižideri', 'frizideri', 'Bela tehnika']]);
    // The products are suggested as before, beside the categories.
    expect((await suggest('frizi')).suggestions.map((s) => s.name)).toEqual(['Kombinovani frižider Gorenje']);
    expect(await categoriesFor('bela teh')).toEqual([['Bela tehnika', 'bela-tehnika', null]]);
  });

  it('folds case, diacritics and Cyrillic as product search does, and reads inflected words by their stem', async () => {
    expect(await categoriesFor('FRIŽ')).toEqual([['Frižideri', 'frizideri', 'Bela tehnika']]);
    expect(await categoriesFor('фрижидер')).toEqual([['Frižideri', 'frizideri', 'Bela tehnika']]);
    expect(await categoriesFor('frizidera')).toEqual([['Frižideri', 'frizideri', 'Bela tehnika']]);
    expect(await categoriesFor('dacki')).toEqual([['Đački pribor', 'dacki-pribor', null]]);
    expect(await categoriesFor('djacki')).toEqual([['Đački pribor', 'dacki-pribor', null]]);
  });

  it('needs every word to match, puts a category naming a word exactly first, and suggests at most 3', async () => {
    expect(await categoriesFor('aparati')).toEqual([
      ['Aparati za kafu', 'aparati-za-kafu', 'Mali kućni aparati'],
      ['Mali kućni aparati', 'mali-kucni-aparati', null],
    ]);
    expect(await categoriesFor('aparati kafu')).toEqual([
      ['Aparati za kafu', 'aparati-za-kafu', 'Mali kućni aparati'],
    ]);
    expect(await categoriesFor('frizideri kafu')).toEqual([]);
    expect(await categoriesFor('xyzzy')).toEqual([]);
    for (let n = 1; n <= 4; n++)
      await insertCategory(server, { name: `Televizori ${n}`, slug: `televizori-${n}`, position: n });
    expect((await suggest('televizori')).categories.map((c) => c.name)).toEqual([
      'Televizori 1',
      'Televizori 2',
      'Televizori 3',
    ]);
  });
});
