import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery } from '../../../contract/catalog';
import { listCatalog } from '../../../server/catalog/catalog-listing';
import { COUNT_BOUND, TOP_LIST_SIZE } from '../../../server/catalog/read-bounds';
import type { Database } from '../../../server/db/client';
import { importCatalog } from '../../../server/db/import-catalog';
import { rowsOf } from '../../../server/db/sql-rows';
import { createTestDatabase } from '../../utils/test-database';

/** More products hold "lampa" than a search counts, so the word gets a top list. */
const LAMPS = COUNT_BOUND + 200;

type Lamp = { id: number; inName: boolean; popularity: number };

/**
 * The order a shopper should see for "lampa", from what each product is, not from the search: a
 * lamp named so before one whose description only mentions it, then the more popular, then the
 * older (lower id).
 */
const byRelevance = (a: Lamp, b: Lamp) =>
  Number(b.inName) - Number(a.inName) || b.popularity - a.popularity || a.id - b.id;

/**
 * Every list equals what its definition says it holds: each product holding the word whose key
 * (best field, popularity, -id) is at least the list's last entry's, and nothing else.
 */
const listProblems = sql`
  with entries as (
    select e.word, e.weight, p.popularity, p.id
    from products p cross join lateral shop_search_top_entries(p.search_document) e
    join search_top_words t on t.word = e.word
    where (e.weight, p.popularity, -p.id) >= (t.last_weight, t.last_popularity, -t.last_product_id)
  ),
  kept as (select word, weight, popularity, product_id as id from search_top_products)
  select 'missing' as problem, * from (select * from entries except select * from kept) as missing
  union all
  select 'extra', * from (select * from kept except select * from entries) as extra`;

describe('top lists of common words: a one-word search ranks its first pages from them', () => {
  let database: Database;
  let category: number;
  const lamps: Lamp[] = [];

  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  const search = (q: string, query: Partial<SearchQuery> = {}) =>
    listCatalog(database.db, { q, sort: 'relevance', page: 1, pageSize: 24, ...query });
  const ids = (result: { items: { id: number }[] }) => result.items.map((item) => item.id);
  const expectListsTrue = async () =>
    expect(rowsOf<{ problem: string }>(await run(listProblems))).toEqual([]);

  beforeAll(async () => {
    database = await createTestDatabase();
    [{ id: category }] = rowsOf<{ id: number }>(
      await run(sql`insert into categories (name, slug) values ('Rasveta', 'rasveta') returning id`),
    ) as [{ id: number }];
    // A third named "lampa", the rest only described as one; popularity repeats (ties go by id).
    const rows = rowsOf<Lamp>(
      await run(sql`
        insert into products (category_id, name, slug, ean, brand, description, price, stock, popularity)
        select ${category},
          case when i % 3 = 0 then 'Stona lampa ' || i else 'Svetiljka ' || i end,
          'svetlo-' || i, '8600000000001', 'Lumen', 'Lampa za radni sto.', 1000 + i, 5, (i * 7919) % 500
        from generate_series(1, ${LAMPS}) as i
        returning id, name like 'Stona lampa%' as "inName", popularity`),
    );
    lamps.push(...rows);
    await run(sql`select shop_rebuild_search_top()`);
  });
  afterAll(() => database?.close());

  it(`gives a word more than ${COUNT_BOUND} products hold a list of its ${TOP_LIST_SIZE} best, and the list holds what it should`, async () => {
    const [lampa] = rowsOf<{ count: number; listed: number }>(
      await run(sql`
        select product_count as count, (select count(*)::int from search_top_products where word = 'lampa') as listed
        from search_top_words where word = 'lampa'`),
    );
    expect(lampa).toEqual({ count: LAMPS, listed: TOP_LIST_SIZE });
    await expectListsTrue();
  });

  it('ranks the first pages exactly as ranking every match would, with the total "more than 1 000"', async () => {
    const expected = [...lamps].sort(byRelevance).map((lamp) => lamp.id);
    const first = await search('lampa');
    expect(first).toMatchObject({ total: COUNT_BOUND, totalIsLowerBound: true });
    expect(ids(first)).toEqual(expected.slice(0, 24));
    expect(ids(await search('lampa', { page: 2, pageSize: 60 }))).toEqual(expected.slice(60, 120));
    const lastListed = await search('lampa', { page: TOP_LIST_SIZE / 24 });
    expect(ids(lastListed)).toEqual(expected.slice(TOP_LIST_SIZE - 24, TOP_LIST_SIZE));
    // In Cyrillic, and with a typo, the same word and the same order.
    expect(ids(await search('лампа'))).toEqual(expected.slice(0, 24));
  });

  it('ranks the pages past the lists after them, without repeating a product', async () => {
    const pages = [];
    for (let page = 1; page <= TOP_LIST_SIZE / 24 + 2; page++)
      pages.push(...ids(await search('lampa', { page })));
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.slice(0, TOP_LIST_SIZE)).toEqual(
      [...lamps]
        .sort(byRelevance)
        .map((lamp) => lamp.id)
        .slice(0, TOP_LIST_SIZE),
    );
  });

  it('keeps the lists as products are added, renamed, made popular and removed', async () => {
    const [added] = rowsOf<{ id: number }>(
      await run(sql`
        insert into products (category_id, name, slug, ean, brand, price, stock, popularity)
        values (${category}, 'Podna lampa', 'podna-lampa', '8600000000001', 'Lumen', 9000, 3, 10000)
        returning id`),
    );
    expect(ids(await search('lampa'))[0]).toBe(added!.id);
    await expectListsTrue();

    await run(sql`update products set name = 'Podna svetiljka' where id = ${added!.id}`);
    const afterRename = ids(await search('lampa'));
    expect(afterRename).not.toContain(added!.id);
    await expectListsTrue();

    const leastPopular = [...lamps]
      .filter((lamp) => lamp.inName)
      .sort(byRelevance)
      .at(-1)!;
    await run(sql`update products set popularity = 20000 where id = ${leastPopular.id}`);
    expect(ids(await search('lampa'))[0]).toBe(leastPopular.id);
    await expectListsTrue();

    await run(sql`delete from products where id = ${leastPopular.id}`);
    expect(ids(await search('lampa'))).not.toContain(leastPopular.id);
    await expectListsTrue();
  });

  it('counts exactly again once no more than 1 000 products hold the word', async () => {
    const holding = sql`select id from products where search_document @@ 'lampa'::tsquery`;
    await run(sql`delete from products where id in (${holding} order by id offset ${COUNT_BOUND - 50})`);
    const [{ count }] = rowsOf<{ count: number }>(
      await run(sql`select count(*)::int as count from (${holding}) as held`),
    ) as [{ count: number }];
    expect(count).toBe(COUNT_BOUND - 50);
    const result = await search('lampa');
    expect(result.total).toBe(count);
    expect(result.totalIsLowerBound).toBeUndefined();
    await expectListsTrue();
  });

  it('makes the lists anew at the end of a catalogue import', async () => {
    await importCatalog(database.db, {
      categories: [{ slug: 'rasveta', name: 'Rasveta' }],
      products: Array.from({ length: COUNT_BOUND + 1 }, (_, i) => ({
        slug: `sijalica-${i}`,
        name: `Sijalica ${i}`,
        category: 'rasveta',
        ean: '96385074',
        brand: 'Lumen',
        description: '',
        price: 100 + i,
        images: ['/images/catalog/placeholder.svg'],
        attributes: [],
        discountPrice: 0,
        shippingPrice: 0,
        stock: 1,
        available: true,
      })),
    });
    const [sijalica] = rowsOf<{ count: number }>(
      await run(sql`select product_count as count from search_top_words where word = 'sijalica'`),
    );
    expect(sijalica?.count).toBe(COUNT_BOUND + 1);
    await expectListsTrue();
  });
});
