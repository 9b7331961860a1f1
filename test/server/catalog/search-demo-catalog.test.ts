import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, searchResultSchema } from '../../../contract/catalog';
import { products } from '../../../server/db/schema';
import { seedDemoCatalogIfEmpty } from '../../../server/db/seed';
import { insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';

/**
 * What the shopper audit of 2026-11-27 searched the demo catalogue for (#10, N5, N16), judged by
 * what each product is: its kind, as its name begins.
 */
describe('search in the demo catalogue finds what shoppers mean', () => {
  let server: TestServer;
  let names: string[];

  const search = async (q: string) => {
    const response = await server.app.inject(`/api/products/search?q=${encodeURIComponent(q)}&pageSize=60`);
    expect(response.statusCode, response.body).toBe(200);
    return searchResultSchema.parse(response.json());
  };
  const found = async (q: string) => productListSchema.parse(await search(q)).items.map((item) => item.name);
  /** The demo products whose name says they are of the kind. */
  const ofKind = (kind: RegExp) => names.filter((name) => kind.test(name)).sort();

  beforeAll(async () => {
    server = await createTestServer();
    await seedDemoCatalogIfEmpty(server.database.db);
    names = (await server.database.db.select({ name: products.name }).from(products)).map((row) => row.name);
  });
  afterAll(() => server?.close());

  it('finds every smart TV for "smart tv", and not the small HD set', async () => {
    const smartTvs = ofKind(/^(Televizor 43" 4K|Televizor 55" 4K|OLED televizor)/);
    expect(smartTvs.length).toBeGreaterThanOrEqual(10);
    expect((await found('smart tv')).sort()).toEqual(smartTvs);
    expect((await found('Smart TV')).sort()).toEqual(smartTvs);
  });

  it('finds the pots and pans for "lonac", a word for what the catalogue calls "Set šerpi" and "Tiganj"', async () => {
    const pots = ofKind(/^(Set šerpi|Tiganj)/);
    expect(pots.length).toBe(7);
    expect((await found('lonac')).sort()).toEqual(pots);
  });

  // The default synonyms (migrations 0007 and 0015): each finds all of its kind, and those first.
  const kinds: [word: string, kind: RegExp][] = [
    ['lonci', /^(Set šerpi|Tiganj)/],
    ['tava', /^Tiganj/],
    ['hladnjak', /frižider/i],
    ['vesmasina', /^Mašina za (pranje|sušenje)/],
    ['smartfon', /^Mobilni telefon/],
    ['notebook', /^Laptop/],
    ['prenosnik', /^Laptop/],
    ['bubice', /slušalice/i],
    ['kuvalo', /čajnik/i],
    ['airfryer', /^Friteza/],
    ['svetiljka', /^(Stona lampa|Plafonjera)/],
    ['kauč', /^Ugaona garnitura/],
    ['sofa', /^Ugaona garnitura/],
    ['kosačica', /^Kosilica/],
    ['bajs', /bicikl/i],
    ['strunjača', /^Prostirka za jogu/],
    ['ruksak', /ranac/i],
  ];
  for (const [word, kind] of kinds)
    it(`finds every product of its kind first for "${word}"`, async () => {
      const wanted = ofKind(kind);
      expect(wanted.length).toBeGreaterThan(0);
      expect((await found(word)).slice(0, wanted.length).sort()).toEqual(wanted);
    });

  it('suggests no description word for "klima", of which the catalogue has none', async () => {
    const result = await search('klima');
    expect(result.total).toBe(0);
    expect(result.alternatives?.didYouMean).toEqual([]);
  });

  it('reads "smart" as "pametni", the word a description may use', async () => {
    const projector = await insertProduct(server, {
      name: 'Projektor Epson EF12',
      brand: 'Epson',
      description: 'Pametni projektor sa ugrađenim aplikacijama.',
    });
    expect(await found('smart projektor')).toEqual([projector.name]);
  });
});
