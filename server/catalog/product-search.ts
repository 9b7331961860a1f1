import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_LIMITS } from '../../contract/catalog-constants';
import { cyrillicToLatin } from '../../contract/serbian-script';
import type { Db } from '../db/client';
import { products, searchVocabulary } from '../db/schema';
import { rowsOf } from '../db/sql-rows';
import {
  type ProductFilters,
  attributeFiltersJson,
  filterConditions,
  hasAttributeFilters,
  inStockSql,
  payPriceSql,
} from './product-sql';
import { COUNT_BOUND, POPULAR_CANDIDATES } from './read-bounds';
import { type TopLists, topListCandidates, topListsOf } from './search-top-lists';
import { serbianStems } from './serbian-stem';

export type SearchMatch = { id: number; score: number };

/** A ranked candidate with what the search listing's page and facets read of it. */
export type SearchCandidate = SearchMatch & {
  brand: string;
  /** shop_normalize(brand): the brand facet's order. */
  brandKey: string;
  payPrice: number;
  inStock: boolean;
  popularity: number;
  /** It passes the listing's brand filter (true without one). */
  brandWanted: boolean;
};

/**
 * A catalogue word a query term matches, or with `prefix` every word starting with `word`; the
 * match's quality (QUALITY) unless the catalogue word is the term itself.
 */
export type Expansion = { term: string; word: string; quality: number; prefix: boolean };

/** How well a catalogue word matches a query term: an exact word beats all other matches. */
export const QUALITY = {
  exact: 5,
  /** Starts with the term, or with one of the catalogue words a synonym of it stands for. */
  prefix: 4,
  /** The same word in another form: starts with the term's stem ("laptopovi" → "laptop"). */
  inflected: 3,
  /** One edit away: a letter wrong, missing, extra, or two neighbours swapped. */
  typo: 2,
  /** Starts with something one edit away from the term. */
  prefixTypo: 1,
} as const;

/**
 * Where the matched word stands outranks how well it matches: any name match beats any brand
 * match, then the product's category name, then its description and the categories above. Weights
 * as the document sets them (migration 0007), best first.
 */
const FIELD_SCORES = [
  ['A', 40],
  ['B', 30],
  ['D', 20],
  ['C', 10],
] as const;

/**
 * Products matching every word of a query, with their relevance.
 *
 * A Cyrillic query is read in Latin first (contract/serbian-script). Query and products are folded
 * by shop_search_key (case, Serbian diacritics, đ → d/dj), and each product's words are kept in
 * products.search_document (migrations 0002, 0003, 0007): name weighted A, brand B, its category's
 * name D, description and the names of the categories above C. A query word matches a catalogue word
 * that (QUALITY, best first)
 *   - equals it,
 *   - starts with it, or with a word its synonym stands for (search_synonyms: "tv" → "televizor"),
 *   - starts with its stem, for words of 5+ letters ("laptopovi" → "laptop", serbian-stem.ts),
 *   - is one edit away from it, a swap of two neighbouring letters included (for 4+ letters),
 *   - starts with something one edit away from it (for 5+ letters); shorter words would match too much.
 * A word's score is its best match, where the field outranks the quality (FIELD_SCORES). The
 * product's score is the sum over words.
 *
 * Three index-answered steps: the query's words; their expansions over the catalogue's distinct
 * words (search_vocabulary, migration 0005) and synonyms; the products whose document holds an
 * expansion of every word, found by the full-text GIN index and scored.
 */
export async function findSearchMatches(db: Db, query: string, ranks?: number): Promise<SearchMatch[]> {
  return (await searchWords(db, query, {}, ranks)).matches;
}

/**
 * A search's words, their expansions and the matching products (findSearchMatches' steps);
 * `capped` when more products match than the COUNT_BOUND ranked.
 */
export type SearchOutcome = {
  terms: string[];
  expansions: Expansion[];
  matches: SearchCandidate[];
  capped: boolean;
};

/**
 * findSearchMatches' steps, with the listing's filters but the brands (which the brand facet counts
 * over) applied while collecting matches. A query that is an EAN goes straight to its products (products_ean_idx).
 *
 * `ranks`: how many of the best matches the caller reads in relevance order (a page's end), if it
 * reads only those. A one-word query without filters whose words have top lists (search-top-lists.ts)
 * then ranks only the lists' products, which hold those ranks exactly; its other matches are left
 * out (`capped`). Otherwise the lists' products join the usual candidates, so that every page ranks
 * the first ones alike.
 */
export async function searchWords(
  db: Db,
  query: string,
  filters: ProductFilters = {},
  ranks?: number,
): Promise<SearchOutcome> {
  return preparedSearch(db, query)(filters, ranks);
}

/** A query's candidates under some filters (searchWords), with `ranks` as there. */
export type CollectCandidates = (filters: ProductFilters, ranks?: number) => Promise<SearchOutcome>;

/**
 * searchWords for one query under several filters (a spec filter's own facet counts over the
 * search without it): the words, their expansions and top lists are read once, at the first call.
 */
export function preparedSearch(db: Db, query: string): CollectCandidates {
  let words: Promise<{ terms: string[]; expansions: Expansion[]; lists: TopLists | undefined }> | undefined;
  const wordsOf = async () => {
    const terms = await queryTerms(db, query);
    if (terms.length === 0) return { terms, expansions: [], lists: undefined };
    const expansions = await expandTerms(db, terms);
    return { terms, expansions, lists: await topListsOf(db, terms, expansions) };
  };
  return async (filters, ranks) => {
    const byEan = await eanMatches(db, query, filters);
    if (byEan) return byEan;
    words ??= wordsOf();
    const { terms, expansions, lists } = await words;
    if (terms.length === 0) return { terms, expansions, matches: [], capped: false };
    const only = lists !== undefined && ranks !== undefined && ranks <= lists.shortest && unfiltered(filters);
    const matching = matchQuery(terms, expansions, filters, lists && { lists, only });
    const rows = matching ? rowsOf<SearchCandidate & { capped: boolean }>(await db.execute(matching)) : [];
    // A product a list and the full-text index both yield comes twice.
    const matches = new Map<number, SearchCandidate>();
    for (const { capped: _, ...candidate } of rows)
      if (!matches.has(candidate.id)) matches.set(candidate.id, candidate);
    return { terms, expansions, matches: [...matches.values()], capped: rows[0]?.capped ?? false };
  };
}

/** No filter narrows the search (a top list ranks the whole catalogue). */
const unfiltered = (filters: ProductFilters) =>
  filters.categoryIds === undefined &&
  filters.minPrice === undefined &&
  filters.maxPrice === undefined &&
  !filters.available &&
  !filters.onSale &&
  (filters.brands ?? []).length === 0 &&
  !hasAttributeFilters(filters);

/** An EAN (8 to 14 digits) that products carry: those products, before any word search. */
async function eanMatches(
  db: Db,
  query: string,
  filters: ProductFilters,
): Promise<SearchOutcome | undefined> {
  const code = query.trim();
  if (!/^\d{8,14}$/.test(code)) return undefined;
  const rows = await db
    .select({
      id: products.id,
      brand: products.brand,
      brandKey: sql<string>`shop_normalize(${products.brand})`,
      payPrice: payPriceSql,
      inStock: sql<boolean>`${inStockSql}`,
      popularity: products.popularity,
      brandWanted: sql<boolean>`${brandWanted(filters, sql`${products.brand}`)}`,
    })
    .from(products)
    .where(and(eq(products.ean, code), ...filterConditions(filters, 'brands')))
    .orderBy(products.id)
    .limit(COUNT_BOUND);
  if (rows.length === 0) return undefined;
  return {
    terms: [code],
    expansions: [{ term: code, word: code, quality: QUALITY.exact, prefix: false }],
    matches: rows.map((row) => ({ ...row, score: EAN_SCORE })),
    capped: false,
  };
}

/** Whether `brand` passes the listing's brand filter, whatever its case or diacritics. */
function brandWanted(filters: ProductFilters, brand: SQL): SQL {
  if (!filters.brands || filters.brands.length === 0) return sql`true`;
  const wanted = filters.brands.map((name) => sql`shop_normalize(${name})`);
  return sql`shop_normalize(${brand}) in (${sql.join(wanted, sql`, `)})`;
}

/** Above any word match's score (FIELD_SCORES + QUALITY): an EAN names one product. */
const EAN_SCORE = 100;

/**
 * Every expansion of the terms (expansionQuery run). A model code the catalogue holds (a word of
 * letters and digits: "wm8000", "m99993") expands to itself only: it names its products, and its
 * prefixes and one-edit neighbours are other models.
 */
export async function expandTerms(db: Db, terms: string[]): Promise<Expansion[]> {
  const codes = terms.filter((term) => /[a-z]/.test(term) && /\d/.test(term));
  const known =
    codes.length > 0
      ? new Set(
          (
            await db
              .select({ word: searchVocabulary.word })
              .from(searchVocabulary)
              .where(inArray(searchVocabulary.word, codes))
          ).map((row) => row.word),
        )
      : new Set<string>();
  const rest = terms.filter((term) => !known.has(term));
  const exact = [...known].map((term) => ({ term, word: term, quality: QUALITY.exact, prefix: false }));
  return rest.length > 0 ? [...exact, ...rowsOf<Expansion>(await db.execute(expansionQuery(rest)))] : exact;
}

/**
 * The products whose document holds an expansion of every term, scored, with `capped` on every
 * row; undefined when a term has none (nothing can match). A prefix expansion is one tsquery prefix
 * ('term':*), however many catalogue words start with the term: listing them all made a two-letter
 * query's tsquery thousands of words long, which the planner then checked row by row.
 *
 * Ranking reads a bounded set of candidates, whatever the words' frequency: the first
 * COUNT_BOUND + 1 matches the full-text index yields (shop_search_cut, migration 0009), and the matches among the POPULAR_CANDIDATES
 * most popular products (read from products_popular_idx), so that a common word's best sellers are
 * ranked too, and with `top` the products of the query's top lists (search-top-lists.ts), or
 * (`top.only`) those alone. Only those are scored; `capped` says that more products match.
 */
export function matchQuery(
  terms: string[],
  expansions: Expansion[],
  filters: ProductFilters = {},
  top?: { lists: TopLists; only: boolean },
): SQL | undefined {
  const alternatives = terms.map((term) => expansions.filter((expansion) => expansion.term === term));
  if (alternatives.some((words) => words.length === 0)) return undefined;
  const allOf = alternatives
    .map((words) => `(${words.map((word) => lexemeQuery(word, '')).join(' | ')})`)
    .join(' & ');
  const scores = terms.map((term, index) => termScore(term, alternatives[index]!));
  const categoryIds = filters.categoryIds ? `{${filters.categoryIds.join(',')}}` : null;
  const cut = (query: string) => sql`
    select * from shop_search_cut(${query}::tsquery, ${categoryIds}::int[], ${filters.minPrice ?? null}::int,
      ${filters.maxPrice ?? null}::int, ${filters.available === true}, ${filters.onSale === true},
      ${attributeFiltersJson(filters)}::jsonb, ${COUNT_BOUND + 1})`;
  const fromLists =
    top && topListCandidates(top.lists, filters, (words) => cut(words.map(quoteLexeme).join(' | ')));
  // Top lists alone: a word of theirs is held by more than COUNT_BOUND products.
  const collected = top?.only
    ? sql`candidates as (${fromLists}),`
    : sql`cut as materialized (${cut(allOf)}),
    popular as (
      select ${products.id}, ${products}.search_document, ${products.brand}, ${payPriceSql} as pay_price,
        ${inStockSql} as in_stock, ${products.popularity}
      from ${products}
      where ${and(
        sql`${products.id} = any(array(
          select id from ${products} order by ${products.popularity} desc, ${products.id}
          limit ${sql.raw(String(POPULAR_CANDIDATES))}))`,
        sql`${products}.search_document @@ ${allOf}::tsquery`,
        ...filterConditions(filters, 'brands'),
      )}
    ),
    candidates as (
      select * from cut
      union all
      select * from popular where id not in (select id from cut)
      ${fromLists ? sql`union all ${fromLists}` : sql``}
    ),`;
  const capped = top?.only ? sql`true` : sql`(select count(*) from cut) > ${sql.raw(String(COUNT_BOUND))}`;
  return sql`
    with ${collected}
    -- Folded once per brand, not once per candidate.
    brands as (
      select brand, shop_normalize(brand) as key, ${brandWanted(filters, sql`brand`)} as wanted
      from (select distinct brand from candidates) as distinct_brands
    )
    select id, (${sql.join(scores, sql` + `)})::int as score, brand, brands.key as "brandKey",
      pay_price as "payPrice", in_stock as "inStock", popularity, brands.wanted as "brandWanted",
      ${capped} as capped
    from candidates join brands using (brand)
  `;
}

/**
 * A term's score in a matching document: the best field its expansions stand in, plus the best
 * quality among those standing there. Tested as tsqueries restricted to one weight ('word':*A),
 * best first, so that no document is taken apart into its words.
 */
function termScore(term: string, expansions: Expansion[]): SQL {
  const levels = [
    { quality: QUALITY.exact, words: [{ word: term, prefix: false }] },
    ...[QUALITY.prefix, QUALITY.inflected, QUALITY.typo, QUALITY.prefixTypo].map((level) => ({
      quality: level,
      words: expansions.filter((expansion) => expansion.quality === level),
    })),
  ].filter((level) => level.words.length > 0);
  const branches = FIELD_SCORES.flatMap(([weight, fieldScore]) =>
    levels.map(({ quality: level, words }) => {
      const inField = words.map((word) => lexemeQuery(word, weight)).join(' | ');
      return sql`when search_document @@ ${inField}::tsquery then ${sql.raw(String(fieldScore + level))}`;
    }),
  );
  return sql`(case ${sql.join(branches, sql` `)} else 0 end)`;
}

/** A tsquery operand for an expansion, in the document's fields `weights` (none: any field). */
function lexemeQuery({ word, prefix }: Pick<Expansion, 'word' | 'prefix'>, weights: string): string {
  return `${quoteLexeme(word)}${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;
}

/** The query's distinct words in their order, read in Latin and folded as the catalogue's words are. */
export async function queryTerms(db: Db, query: string): Promise<string[]> {
  const result = await db.execute(sql`
    select term
    from unnest(regexp_split_to_array(shop_search_key(${cyrillicToLatin(query)}), '[^a-z0-9]+'))
      with ordinality as t(term, position)
    where term <> ''
    group by term
    order by min(position)
    limit ${sql.raw(String(SEARCH_LIMITS.maxWords))}
  `);
  return rowsOf<{ term: string }>(result).map((row) => row.term);
}

/**
 * The catalogue words each query word matches, with the match's quality. Each word gets its own
 * SELECTs with its patterns as values, so the planner sees them and picks the indexes.
 */
export function expansionQuery(terms: string[]): SQL {
  return sql.join(terms.map(termExpansions), sql` union all `);
}

/** QUALITY as SQL literals: numbers a UNION can type, not parameters. */
const quality = Object.fromEntries(
  Object.entries(QUALITY).map(([name, value]) => [name, sql.raw(String(value))]),
) as Record<keyof typeof QUALITY, SQL>;

function termExpansions(term: string): SQL {
  const stems = serbianStems(term);
  const beginnings = [term, ...stems];
  const list = (values: string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const parts = [
    sql`
      select ${term}::text as term, ${term}::text as word, ${quality.prefix} as quality, true as prefix
      where exists (select from search_vocabulary where word like ${`${term}%`})`,
    // Only when the stem begins words the term does not: otherwise it would only cost.
    ...stems.map(
      (stem) => sql`
      select ${term}::text, ${stem}::text, ${quality.inflected}, true
      where exists (
        select from search_vocabulary where word like ${`${stem}%`} and word not like ${`${term}%`})`,
    ),
    sql`
      select distinct ${term}::text, synonym, ${quality.prefix}, true
      from search_synonyms, unnest(synonyms) as synonym
      where word in (${list(beginnings)}) and synonym <> ${term}`,
  ];
  if (term.length < 4) return sql.join(parts, sql` union all `);

  const swaps = transpositions(term);
  const oneEdit = sql`(levenshtein_less_equal(${term}, word, 1) <= 1 or word in (${list(swaps)}))`;
  // Only for a term that begins no catalogue word, in any form: "sampon" must not find
  // "sampinjoni", whose "sampin" is one edit away, while "sampn" may.
  const beginsOneEditAway =
    term.length < 5
      ? sql`false`
      : sql`(levenshtein_less_equal(${term}, left(word, length(${term})), 1) <= 1
          or levenshtein_less_equal(${term}, left(word, length(${term}) + 1), 1) <= 1
          or left(word, length(${term})) in (${list(swaps)}))
        and not exists (select from search_vocabulary where ${sql.join(
          beginnings.map((beginning) => sql`word like ${`${beginning}%`}`),
          sql` or `,
        )})`;
  parts.push(sql`
      select ${term}::text, word::text,
        case when ${oneEdit} then ${quality.typo} else ${quality.prefixTypo} end, false
      from search_vocabulary
      where (${candidates(term)})
        and word not like ${`${term}%`}
        and (${oneEdit} or (${beginsOneEditAway}))`);
  return sql.join(parts, sql` union all `);
}

/** The term with each pair of neighbouring letters swapped (Damerau's transposition), itself left out. */
export function transpositions(term: string): string[] {
  const swaps = new Set<string>();
  for (let index = 0; index + 1 < term.length; index++) {
    const swapped = term.slice(0, index) + term[index + 1] + term[index] + term.slice(index + 2);
    if (swapped !== term) swaps.add(swapped);
  }
  return swaps.size > 0 ? [...swaps] : [term];
}

/**
 * A superset of the words `term` matches by a typo, in patterns the indexes answer (terms are
 * [a-z0-9]+, so no LIKE wildcards). Split the term into a head (half, rounded down) and a tail:
 * one edit falls into only one of them, so a word one edit away starts with the head or ends with
 * the tail, and a word that starts with something one edit away starts with the head or holds the
 * tail. A swap of the two letters where head and tail meet changes both: such words start with
 * that swapped term.
 */
function candidates(term: string): SQL {
  const half = Math.floor(term.length / 2);
  const head = term.slice(0, half);
  const tail = term.slice(half);
  const acrossTheMiddle = term.slice(0, half - 1) + term[half] + term[half - 1] + term.slice(half + 1);
  const swapped = sql`word like ${`${acrossTheMiddle}%`}`;
  return term.length === 4
    ? sql`word like ${`${head}%`} or word like ${`%${tail}`} or ${swapped}`
    : sql`word like ${`${head}%`} or word like ${`%${tail}%`} or ${swapped}`;
}

/** A tsquery lexeme taken literally: quoted, with ' and \ escaped. */
function quoteLexeme(word: string): string {
  return `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
