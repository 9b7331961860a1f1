import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { rowsOf } from '../db/sql-rows';
import type { Expansion } from './product-search';
import { type ProductFilters, filterConditions, inStockSql, payPriceSql } from './product-sql';
import { COUNT_BOUND, TOP_LIST_WORDS } from './read-bounds';

/**
 * The catalogue words a one-word query matches, split by whether they have a top list (migration
 * 0011: a word more than COUNT_BOUND products hold, with its TOP_LIST_SIZE best products by the
 * field it stands in, then popularity).
 *
 * Every product among the query's `ranks` best is in these candidates: its score is that of its
 * best word (field + quality of the match), and every product before it in that word's list scores
 * at least as much and, scoring the same, is more popular. So the first `shortest` ranks over
 * the lists' products and all of the rare words' products are the first ranks over every match.
 */
export type TopLists = {
  /** Words with a list: their lists' products are candidates. */
  listed: string[];
  /** The other words: all their products are candidates (at most COUNT_BOUND + 1, as any search). */
  rare: string[];
  /** Entries in the shortest of the listed words' lists: the ranks the candidates answer exactly. */
  shortest: number;
};

/**
 * The query's top lists, or undefined when it has more than one word (a product's words then rank
 * together, which no one word's list orders), matches more than TOP_LIST_WORDS catalogue words (a
 * short prefix), or none of its words has a list.
 */
export async function topListsOf(
  db: Db,
  terms: string[],
  expansions: Expansion[],
): Promise<TopLists | undefined> {
  if (terms.length !== 1 || expansions.length === 0) return undefined;
  // Each expansion's words, at most one more than allowed each: enough to tell "too many".
  const words = expansions.map(({ word, prefix }) =>
    prefix
      ? sql`(select word from search_vocabulary where word like ${`${word}%`} limit ${TOP_LIST_WORDS + 1})`
      : sql`(select word from search_vocabulary where word = ${word})`,
  );
  const rows = rowsOf<{ word: string; productCount: number | null; listSize: number }>(
    await db.execute(sql`
      select matched.word, t.product_count as "productCount",
        (select count(*)::int from search_top_products s where s.word = matched.word) as "listSize"
      from (select distinct word from (${sql.join(words, sql` union all `)}) as m) as matched
      left join search_top_words t on t.word = matched.word`),
  );
  if (rows.length > TOP_LIST_WORDS) return undefined;
  const listed = rows.filter((row) => (row.productCount ?? 0) > COUNT_BOUND);
  if (listed.length === 0) return undefined;
  return {
    listed: listed.map((row) => row.word),
    rare: rows.filter((row) => !listed.includes(row)).map((row) => row.word),
    shortest: Math.min(...listed.map((row) => row.listSize)),
  };
}

/**
 * Rows (id, search_document, brand, pay_price, in_stock, popularity) of the top lists' candidates
 * that pass the filters but the brands: the listed words' lists and the products of the rare words
 * (from the full-text index, `cut` as for any search). A product may come twice.
 */
export function topListCandidates(
  top: TopLists,
  filters: ProductFilters,
  cut: (words: string[]) => SQL,
): SQL {
  const listed = sql`
    select ${products.id}, ${products}.search_document, ${products.brand}, ${payPriceSql} as pay_price,
      ${inStockSql} as in_stock, ${products.popularity}
    from ${products}
    where ${sql.join(
      [
        sql`${products.id} = any(array(
          select product_id from search_top_products where word = any(${textArray(top.listed)}::text[])))`,
        ...filterConditions(filters, 'brands'),
      ],
      sql` and `,
    )}`;
  return top.rare.length === 0 ? listed : sql`${listed} union all ${cut(top.rare)}`;
}

/** A Postgres text[] literal, sent as one parameter. */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
