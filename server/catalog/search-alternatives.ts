import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SearchAlternatives } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { loadCategoryIndex } from './category-tree';
import { toProductDto } from './product-dto';
import { type SearchOutcome, findSearchMatches } from './product-search';
import { sortOrder } from './product-sql';
import { COUNT_BOUND } from './read-bounds';
import { withoutDiacritics } from './slug';
import { rowsOf } from '../db/sql-rows';

const DID_YOU_MEAN_LIMIT = 3;
/** How many of a suggested query's best matches its words' spelling is looked up in. */
const SPELLING_SAMPLE = 5;
const POPULAR_PRODUCTS = 4;
const POPULAR_CATEGORIES = 4;
/** How many of the most popular products the popular categories are taken from. */
const POPULAR_SAMPLE = 40;

/** What the search page offers when a search's words find no product. */
export async function searchAlternatives(
  db: Db,
  search: Omit<SearchOutcome, 'matches'>,
): Promise<SearchAlternatives> {
  const [didYouMean, popular] = await Promise.all([didYouMeanQueries(db, search), popularPicks(db)]);
  return { didYouMean, ...popular };
}

/**
 * "Da li ste mislili…": the query's words with each word the catalogue does not know replaced by
 * one of the closest catalogue words (closestWords), best first; only queries that find products.
 * None when every word is known (the words exist, just not together).
 */
export async function didYouMeanQueries(
  db: Db,
  { terms, expansions }: Omit<SearchOutcome, 'matches'>,
): Promise<string[]> {
  const unknown = terms.filter((term) => !expansions.some((expansion) => expansion.term === term));
  if (unknown.length === 0) return [];
  const closest = new Map<string, string[]>();
  for (const term of unknown) {
    const words = await closestWords(db, term);
    if (words.length === 0) return [];
    closest.set(term, words);
  }
  const candidates = new Set<string>();
  for (let rank = 0; rank < DID_YOU_MEAN_LIMIT; rank++) {
    candidates.add(
      terms
        .map((term) => {
          const words = closest.get(term);
          return words ? words[Math.min(rank, words.length - 1)]! : term;
        })
        .join(' '),
    );
  }
  const found: string[] = [];
  for (const candidate of candidates) {
    const matches = await findSearchMatches(db, candidate);
    if (matches.length === 0) continue;
    const best = [...matches].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, SPELLING_SAMPLE);
    const names = await db
      .select({
        name: products.name,
        brand: products.brand,
        // Migration 0007's columns, kept out of schema.ts: the names of its category and those above.
        categories: sql<string>`${products}.category_words || ' ' || ${products}.parent_category_words`,
      })
      .from(products)
      .where(
        inArray(
          products.id,
          best.map((match) => match.id),
        ),
      );
    found.push(
      spelledAsCatalogue(
        candidate,
        names.map((row) => `${row.name} ${row.brand} ${row.categories}`),
      ),
    );
  }
  return found;
}

/**
 * A suggested query's words as the matched products' names, brands and categories write them,
 * diacritics included ("frizider" → "frižider"), in lower case; a word none of them holds stays
 * folded.
 */
export function spelledAsCatalogue(query: string, texts: readonly string[]): string {
  const written = new Map<string, string>();
  for (const text of texts)
    for (const word of text.split(/[^\p{L}\p{N}]+/u))
      if (word && !written.has(searchKey(word))) written.set(searchKey(word), word.toLocaleLowerCase('sr'));
  return query
    .split(' ')
    .map((word) => written.get(word) ?? word)
    .join(' ');
}

/** shop_search_key (migration 0002) for one word of a Latin name. */
const searchKey = (word: string): string => withoutDiacritics(word).replace(/dj/g, 'd');

/**
 * The words of product names, brands and category names (search_name_words, migration 0014) at
 * most two edits from `term` (a swap of neighbours counts two here), nearest first, then the ones
 * more products hold (counted up to COUNT_BOUND). Never a description's word: "klima" must not
 * suggest "klizi" or "kojima". Candidates are the words similar to it by trigrams, or starting
 * with its first half (a word whose two typos are both in the second half shares few trigrams with
 * it): both index-answered, as is counting a word's products.
 */
export function closestWordsQuery(term: string) {
  // Two SELECTs, so that each is answered by its own index (one OR made the planner read the
  // whole primary key at 100 000 products).
  return sql`
    with candidates as (
      select word from search_name_words where word % ${term}
      union
      select word from search_name_words where word like ${`${term.slice(0, Math.floor(term.length / 2))}%`}
    ),
    close as (
      select word, levenshtein_less_equal(${term}, word, 2) as distance
      from candidates
      where word ~ '^[a-z0-9]+$' and levenshtein_less_equal(${term}, word, 2) <= 2
    )
    select word from close
    order by distance,
      (select count(*) from (
        select from products p where p.search_document @@ to_tsquery('simple', close.word)
        limit ${COUNT_BOUND}) as holding) desc,
      word
    limit ${DID_YOU_MEAN_LIMIT}`;
}

async function closestWords(db: Db, term: string): Promise<string[]> {
  if (term.length < 4) return [];
  const result = await db.execute(closestWordsQuery(term));
  return rowsOf<{ word: string }>(result).map((row) => row.word);
}

/** The most popular products, read in the order of products_popular_idx (migration 0009). */
export function popularProductsQuery(db: Db) {
  return db
    .select(getTableColumns(products))
    .from(products)
    .orderBy(...sortOrder('popular'))
    .limit(POPULAR_SAMPLE);
}

/**
 * The most popular products in stock, and the categories the most popular products are in: what
 * shoppers buy, read from an index instead of counting the whole catalogue.
 */
async function popularPicks(db: Db): Promise<Omit<SearchAlternatives, 'didYouMean'>> {
  const [rows, index] = await Promise.all([popularProductsQuery(db), loadCategoryIndex(db)]);
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))].slice(0, POPULAR_CATEGORIES);
  return {
    categories: categoryIds.flatMap((id) => index.path(id).slice(-1)),
    products: rows
      .filter((row) => row.available && row.stock > 0)
      .slice(0, POPULAR_PRODUCTS)
      .map(toProductDto),
  };
}
