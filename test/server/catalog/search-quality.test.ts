import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSearchMatches } from '../../../server/catalog/product-search';
import type { Database } from '../../../server/db/client';
import { importCatalog } from '../../../server/db/import-catalog';
import { createTestDatabase } from '../../utils/test-database';
import { type GeneratedProduct, generateSearchCatalog } from './search-quality-catalog';

/**
 * Search quality over a realistic catalogue of 5 320 products (58 demo kinds × 70, 21 grocery and
 * cosmetics kinds × 60; names without diacritics), imported as `catalog:import` does. Each query
 * has its judgement: the products a shopper typing it wants, by what they are (kind, category,
 * brand), never by the words search matches. Measured per query:
 *   - recall: the share of the wanted products found;
 *   - precision: the share of the found products that are wanted;
 *   - precision at R: the share of wanted products among the first R results, R = how many are
 *     wanted (what the first pages show, in relevance order).
 */
type Judgement = (product: GeneratedProduct) => boolean;
type Case = { q: string; wanted: Judgement };

const inCategory =
  (...slugs: string[]): Judgement =>
  (product) =>
    slugs.includes(product.category);
const ofKind =
  (...prefixes: string[]): Judgement =>
  (product) =>
    prefixes.some((prefix) => product.kind.startsWith(prefix));
const underTop =
  (slug: string): Judgement =>
  (product) =>
    product.topCategory === slug;

const fridges = inCategory('frizideri');
const vacuums = inCategory('usisivaci');
const chocolate = inCategory('cokolade');
const shampoo = ofKind('Šampon');
const cheese = ofKind('Kačkavalj');
const ginger = ofKind('Đumbir');
const knjaz = (product: GeneratedProduct) => product.brand === 'Knjaz Milos';
const televisions = inCategory('televizori');
// "Električni" kinds; "Električna džezva" is the swap plus another ending away (two edits).
const electric = ofKind('Električni ');

/** Query groups with the least each must reach, per query (thresholds under the measured values). */
const groups: {
  name: string;
  minRecall: number;
  minPrecision: number;
  minPrecisionAtR: number;
  cases: Case[];
}[] = [
  {
    name: 'Latin with diacritics',
    minRecall: 1,
    minPrecision: 0.95,
    minPrecisionAtR: 1,
    cases: [
      { q: 'frižider', wanted: fridges },
      { q: 'usisivač', wanted: vacuums },
      { q: 'čokolada', wanted: chocolate },
      { q: 'šampon', wanted: shampoo },
      { q: 'kačkavalj', wanted: cheese },
      { q: 'mašina za veš', wanted: inCategory('masine-za-ves') },
    ],
  },
  {
    name: 'diacritic-free',
    minRecall: 1,
    minPrecision: 0.95,
    minPrecisionAtR: 1,
    cases: [
      { q: 'frizider', wanted: fridges },
      { q: 'usisivac', wanted: vacuums },
      { q: 'cokolada', wanted: chocolate },
      { q: 'sampon', wanted: shampoo },
      { q: 'kackavalj', wanted: cheese },
      { q: 'djumbir', wanted: ginger },
      { q: 'dumbir', wanted: ginger },
      { q: 'knjaz milos', wanted: knjaz },
    ],
  },
  {
    name: 'Cyrillic',
    minRecall: 1,
    minPrecision: 0.85,
    minPrecisionAtR: 1,
    cases: [
      { q: 'фрижидер', wanted: fridges },
      { q: 'усисивач', wanted: vacuums },
      { q: 'чоколада', wanted: chocolate },
      { q: 'шампон', wanted: shampoo },
      { q: 'качкаваљ', wanted: cheese },
      { q: 'ђумбир', wanted: ginger },
      { q: 'књаз милош', wanted: knjaz },
      { q: 'телевизор', wanted: televisions },
    ],
  },
  {
    name: 'transposition',
    minRecall: 1,
    minPrecision: 0.75,
    minPrecisionAtR: 1,
    cases: [
      { q: 'Elketrični', wanted: electric },
      { q: 'frizdier', wanted: fridges },
      { q: 'usisviac', wanted: vacuums },
      { q: 'cokoldaa', wanted: chocolate },
      { q: 'sapmon', wanted: shampoo },
      { q: 'televizro', wanted: televisions },
    ],
  },
  {
    name: 'category words',
    minRecall: 1,
    minPrecision: 0.5,
    minPrecisionAtR: 1,
    cases: [
      { q: 'laptopovi', wanted: inCategory('laptopovi') },
      { q: 'televizori', wanted: televisions },
      { q: 'tv', wanted: televisions },
      { q: 'TV', wanted: televisions },
      { q: 'smart tv', wanted: televisions },
      { q: 'slušalice', wanted: inCategory('slusalice') },
      { q: 'bela tehnika', wanted: underTop('bela-tehnika') },
      { q: 'sirevi', wanted: inCategory('sirevi') },
      { q: 'začini', wanted: inCategory('zacini') },
      { q: 'kozmetika', wanted: underTop('kozmetika') },
    ],
  },
  {
    name: 'plural and case forms',
    minRecall: 1,
    minPrecision: 0.85,
    minPrecisionAtR: 1,
    cases: [
      { q: 'frižideri', wanted: fridges },
      { q: 'usisivači', wanted: vacuums },
      { q: 'čokolade', wanted: chocolate },
      { q: 'šamponi', wanted: shampoo },
      { q: 'bicikli', wanted: inCategory('bicikli') },
      { q: 'monitori', wanted: inCategory('monitori') },
      { q: 'laptopove', wanted: inCategory('laptopovi') },
      { q: 'televizore', wanted: televisions },
    ],
  },
  {
    name: 'ranking (typo vs prefix typo)',
    minRecall: 1,
    minPrecision: 0.5,
    minPrecisionAtR: 1,
    cases: [{ q: 'sampn', wanted: shampoo }],
  },
];

describe('search quality over a realistic catalogue', () => {
  let database: Database;
  let products: GeneratedProduct[];
  const idsBySlug = new Map<string, number>();

  /** Every match, in the relevance order of the search page (score, popularity, id). */
  const ranked = async (q: string) => {
    const matches = await findSearchMatches(database.db, q);
    if (matches.length === 0) return [];
    const result = await database.db.execute(sql`
      select m.id from unnest(${`{${matches.map((m) => m.id).join(',')}}`}::int[],
        ${`{${matches.map((m) => m.score).join(',')}}`}::int[]) as m(id, score)
      join products p on p.id = m.id
      order by m.score desc, p.popularity desc, p.id`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const catalog = generateSearchCatalog(70, 60);
    products = catalog.products;
    await importCatalog(database.db, {
      categories: catalog.categories,
      products: products.map(({ kind: _kind, topCategory: _top, ...product }) => product),
    });
    // Popularity unrelated to relevance (the shop's own, which import leaves alone).
    await database.db.execute(sql`update products set popularity = (id * 7919) % 5000`);
    const rows = await database.db.execute(sql`select id, slug from products`);
    for (const row of (rows as unknown as { rows: { id: number; slug: string }[] }).rows)
      idsBySlug.set(row.slug, row.id);
  });
  afterAll(() => database?.close());

  it('imports at least 5 000 products', () => {
    expect(products.length).toBeGreaterThanOrEqual(5000);
    expect(idsBySlug.size).toBe(products.length);
  });

  for (const group of groups) {
    it(`${group.name}: recall ≥ ${group.minRecall}, precision ≥ ${group.minPrecision}, precision at R ≥ ${group.minPrecisionAtR}`, async () => {
      const lines: string[] = [];
      const failures: string[] = [];
      for (const { q, wanted } of group.cases) {
        const relevant = new Set(products.filter(wanted).map((product) => idsBySlug.get(product.slug)!));
        const found = await ranked(q);
        const hits = found.filter((id) => relevant.has(id)).length;
        const recall = hits / relevant.size;
        const precision = found.length === 0 ? 0 : hits / found.length;
        const atR = found.slice(0, relevant.size).filter((id) => relevant.has(id)).length / relevant.size;
        const line = `${q}: wanted ${relevant.size}, found ${found.length}, recall ${recall.toFixed(3)}, precision ${precision.toFixed(3)}, precision at R ${atR.toFixed(3)}`;
        lines.push(line);
        if (recall < group.minRecall || precision < group.minPrecision || atR < group.minPrecisionAtR)
          failures.push(line);
      }
      console.log(`search quality, ${group.name}:\n  ${lines.join('\n  ')}`);
      expect(failures).toEqual([]);
    });
  }
});
