import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedSummaryQueries, keptFacetsQuery } from '../../../server/catalog/listing-facets';
import { pageQuery } from '../../../server/catalog/listing-page';
import {
  type Expansion,
  expansionQuery,
  findSearchMatches,
  matchQuery,
  queryTerms,
} from '../../../server/catalog/product-search';
import { closestWordsQuery, popularProductsQuery } from '../../../server/catalog/search-alternatives';
import type { Database } from '../../../server/db/client';
import { createTestDatabase } from '../../utils/test-database';

// Enough rows, with the statistics ANALYZE gathers, that the planner chooses as it would in a big
// shop; no planner setting is forced.
const PRODUCTS = 20_000;
const CATEGORIES = 40;

describe('catalogue reads answered from indexes (EXPLAIN on the queries the routes run)', () => {
  let database: Database;
  let leafCategoryId: number;

  const plan = async (query: SQL | { getSQL(): SQL }) => {
    const result = await database.db.execute(sql`explain ${'getSQL' in query ? query.getSQL() : query}`);
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into categories (name, slug)
      select 'Kategorija ' || i, 'kategorija-' || i from generate_series(1, ${CATEGORIES}) as i`);
    await database.db.execute(sql`
      insert into products (category_id, name, slug, ean, brand, description, price, discount_price, stock, popularity)
      select
        (select min(id) from categories) + i % ${CATEGORIES},
        (array['Frižider', 'Usisivač', 'Čajnik', 'Lampa', 'Televizor', 'Ranac', 'Džezva', 'Rerna'])[1 + i % 8]
          || ' ' || (array['Gorenje', 'Beko', 'Tefal', 'Philips', 'Samsung'])[1 + (i / 8) % 5]
          || ' model ' || i,
        'proizvod-' || i,
        '8600000000001',
        (array['Gorenje', 'Beko', 'Tefal', 'Philips', 'Samsung'])[1 + (i / 8) % 5],
        'Šifra k' || substr(md5(i::text), 1, 8) || ', serija ' || (i % 500),
        1000 + i % 5000,
        -- A tenth on sale.
        case when i % 10 = 3 then 900 + i % 5000 else 0 end,
        i % 7,
        i % 100
      from generate_series(1, ${PRODUCTS}) as i`);
    // What autovacuum does on PostgreSQL (statistics, and the GIN pending list merged into the index).
    await database.db.execute(sql`vacuum analyze`);
    const [leaf] = (
      (await database.db.execute(sql`select min(id) as id from categories`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    leafCategoryId = leaf!.id;
  });
  afterAll(() => database?.close());

  it('keeps every word of every product in the search vocabulary', async () => {
    const result = await database.db.execute(sql`
      select count(*)::int as missing from ts_stat('select search_document from products') as s
      where not exists (select 1 from search_vocabulary v where v.word = s.word)`);
    expect((result as unknown as { rows: { missing: number }[] }).rows[0]?.missing).toBe(0);
  });

  it('finds a product by a word its new name brings', async () => {
    await database.db.execute(sql`update products set name = 'Klimatizer Vivax' where slug = 'proizvod-2'`);
    const matches = await findSearchMatches(database.db, 'klimatizer');
    expect(matches.map((match) => match.id)).toHaveLength(1);
  });

  it('lists a category page from its sort index and its facets from the kept counts', async () => {
    const filters = { categoryIds: [leafCategoryId] };
    const page = await plan(pageQuery(database.db, { filters, sort: 'popular', page: 1, pageSize: 24 }));
    expect(page, page).not.toMatch(/Seq Scan on products|Sort/);
    expect(page).toMatch(/products_category_popular_idx/);
    const facets = await plan(keptFacetsQuery(filters));
    expect(facets, facets).not.toMatch(/on products/);
    const priced = boundedSummaryQueries(database.db, { ...filters, minPrice: 2000 });
    for (const [name, query] of Object.entries(priced)) {
      const text = await plan(query);
      expect(text, `${name}:\n${text}`).not.toMatch(/Seq Scan on products/);
    }
  });

  it('lists the sale list from its partial indexes, over the catalogue and in a category, in every sort', async () => {
    for (const categoryIds of [undefined, [leafCategoryId]])
      for (const sort of ['popular', 'price_asc', 'price_desc', 'newest', 'name'] as const) {
        const filters = { categoryIds, onSale: true };
        const page = await plan(pageQuery(database.db, { filters, sort, page: 1, pageSize: 24 }));
        expect(page, page).not.toMatch(/Seq Scan on products/);
        expect(page, page).toMatch(/products_sale_\w+_idx/);
        // A category's few sale products (50 here) may be read from the index and sorted; the
        // catalogue's 2 000 are read in the sort's order (catalog-plans-at-scale.test.ts bounds both).
        if (!categoryIds) expect(page, page).not.toMatch(/Sort/);
      }
    const summary = boundedSummaryQueries(database.db, { categoryIds: [leafCategoryId], onSale: true });
    for (const [name, query] of Object.entries(summary)) {
      const text = await plan(query);
      expect(text, `${name}:\n${text}`).not.toMatch(/Seq Scan on products/);
      expect(text, `${name}:\n${text}`).toMatch(/products_sale_\w+_idx/);
    }
  });

  for (const [label, q] of [
    // Product 1's code: 'k' and the start of md5('1'), c4ca4238…
    ['a rare word', 'kc4ca4238'],
    ['a word with a typo', 'kc4ca4288'],
    ['a common word and a rare one', 'frizider 777'],
    // About 1 250 codes start with kc: one tsquery prefix, not a list of every such word. (Its
    // listing joins 6 % of the catalogue, which the planner rightly reads whole.)
    ['a short prefix of many words', 'kc'],
  ] as const) {
    it(`searches ${label} from the vocabulary's and the documents' indexes`, async () => {
      const terms = await queryTerms(database.db, q);
      const expansionPlan = await plan(expansionQuery(terms));
      expect(expansionPlan).not.toMatch(/Seq Scan on search_vocabulary/);

      const expansions = (
        (await database.db.execute(expansionQuery(terms))) as unknown as { rows: Expansion[] }
      ).rows;
      expect(expansions.length).toBeLessThan(50);
      const matching = matchQuery(terms, expansions);
      expect(matching).toBeDefined();
      const matchPlan = await plan(matching!);
      expect(matchPlan, matchPlan).not.toMatch(/Seq Scan on products/);
      // Candidates come from shop_search_cut, which reads the GIN index (catalog-plans-at-scale.test.ts).
      expect(matchPlan).toMatch(/Function Scan on shop_search_cut/);

      const matches = await findSearchMatches(database.db, q);
      expect(matches.length).toBeGreaterThan(0);
      if (q === 'kc') return;
      const request = { filters: {}, matches, sort: 'relevance' as const, page: 1, pageSize: 24 };
      const listing = { page: pageQuery(database.db, { ...request, sort: 'price_asc' }) };
      for (const [name, query] of Object.entries(listing)) {
        const text = await plan(query);
        expect(text, `${name}:\n${text}`).not.toMatch(/Seq Scan on products/);
      }
    });
  }

  it('offers alternatives to a search that found nothing from indexes: close words, popular products', async () => {
    // Two typos in a product code, and a word no product has; suggestions come from name words.
    for (const term of ['kc4ca4299', 'frizdeer']) {
      const text = await plan(closestWordsQuery(term));
      expect(text, text).not.toMatch(/Seq Scan/);
      expect(text).toMatch(/search_name_words_word_trgm_idx/);
    }
    const popular = await plan(popularProductsQuery(database.db));
    expect(popular, popular).not.toMatch(/Seq Scan on products/);
    expect(popular).toMatch(/products_popular_idx/);
  });
});
