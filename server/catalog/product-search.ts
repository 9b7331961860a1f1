import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type SearchMatch = { id: number; score: number };

/** A catalogue word a query term matches, or with `prefix` every word starting with `word`. */
export type Expansion = { term: string; word: string; quality: number; prefix: boolean };

/**
 * Products matching every word of a query, with their relevance.
 *
 * Query and products are folded by shop_search_key (case, Serbian diacritics, đ → d/dj), and each
 * product's words are kept in products.search_document (migrations 0002, 0003): name weighted A,
 * brand B, description C. A query word matches a catalogue word that
 *   - equals it (quality 3),
 *   - starts with it (quality 2),
 *   - is one edit away from it (quality 1, for query words of 4+ letters), or starts with something
 *     one edit away from it (quality 1, for 5+ letters); shorter words would match too much.
 * A word's score is its best match, where the field outranks the quality: any name match beats
 * any brand match, which beats any description match. The product's score is the sum over words.
 *
 * Three index-answered steps: the query's words; their expansions over the catalogue's distinct
 * words (search_vocabulary, migration 0005); the products whose document holds an expansion of
 * every word, found by the full-text GIN index and scored.
 */
export async function findSearchMatches(db: Db, query: string): Promise<SearchMatch[]> {
  const terms = await queryTerms(db, query);
  if (terms.length === 0) return [];
  const expansions = rowsOf<Expansion>(await db.execute(expansionQuery(terms)));
  const matching = matchQuery(terms, expansions);
  return matching ? rowsOf<SearchMatch>(await db.execute(matching)) : [];
}

/**
 * The products whose document holds an expansion of every term, scored; undefined when a term
 * has none (nothing can match). A prefix expansion is one tsquery prefix ('term':*), however many
 * catalogue words start with the term: listing them all made a two-letter query's tsquery
 * thousands of words long, which the planner then checked row by row.
 */
export function matchQuery(terms: string[], expansions: Expansion[]): SQL | undefined {
  const alternatives = terms.map((term) => expansions.filter((expansion) => expansion.term === term));
  if (alternatives.some((words) => words.length === 0)) return undefined;
  const allOf = alternatives
    .map(
      (words) =>
        `(${words.map(({ word, prefix }) => `${quoteLexeme(word)}${prefix ? ':*' : ''}`).join(' | ')})`,
    )
    .join(' & ');
  return sql`
    with expansions as (
      select * from jsonb_to_recordset(${JSON.stringify(expansions)}::jsonb)
        as e(term text, word text, quality int, prefix boolean)
    ),
    hits as (
      select p.id, expansions.term,
        max(case when 'A' = any(w.weights) then 6 when 'B' = any(w.weights) then 3 else 0 end
          + case when w.lexeme = expansions.term then 3 else expansions.quality end) as score
      from products p
      cross join unnest(p.search_document) as w
      join expansions on
        case when expansions.prefix then w.lexeme like expansions.word || '%' else w.lexeme = expansions.word end
      where p.search_document @@ ${allOf}::tsquery
      group by p.id, expansions.term
    )
    select id, sum(score)::int as score
    from hits
    group by id
  `;
}

/** The query's distinct words, folded as the catalogue's words are. */
export async function queryTerms(db: Db, query: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct term
    from unnest(regexp_split_to_array(shop_search_key(${query}), '[^a-z0-9]+')) as term
    where term <> ''
  `);
  return rowsOf<{ term: string }>(result).map((row) => row.term);
}

/**
 * The catalogue words each query word matches, with the match's quality. Each word gets its own
 * SELECT with its patterns as values, so the planner sees them and picks the indexes.
 */
export function expansionQuery(terms: string[]): SQL {
  const selects = terms.map(
    (term) => sql`
      select ${term}::text as term, ${term}::text as word, 2 as quality, true as prefix
      where exists (select from search_vocabulary where word like ${`${term}%`})
      union all
      select ${term}::text, word::text, 1, false
      from search_vocabulary
      where (${candidates(term)})
        and word not like ${`${term}%`}
        and ((length(${term}) >= 4 and levenshtein_less_equal(${term}, word, 1) <= 1)
          or (length(${term}) >= 5 and (
            levenshtein_less_equal(${term}, left(word, length(${term})), 1) <= 1
            or levenshtein_less_equal(${term}, left(word, length(${term}) + 1), 1) <= 1)))`,
  );
  return sql.join(selects, sql` union all `);
}

/**
 * A superset of the words `term` matches, in patterns the indexes answer (terms are [a-z0-9]+, so
 * no LIKE wildcards). Split the term into a head (half, rounded down) and a tail: one edit falls
 * into only one of them, so a word one edit away starts with the head or ends with the tail, and a
 * word that starts with something one edit away starts with the head or holds the tail.
 */
function candidates(term: string): SQL {
  if (term.length < 4) return sql`word like ${`${term}%`}`;
  const half = Math.floor(term.length / 2);
  const head = term.slice(0, half);
  const tail = term.slice(half);
  return term.length === 4
    ? sql`word like ${`${head}%`} or word like ${`%${tail}`}`
    : sql`word like ${`${head}%`} or word like ${`%${tail}%`}`;
}

/** A tsquery lexeme taken literally: quoted, with ' and \ escaped. */
function quoteLexeme(word: string): string {
  return `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
