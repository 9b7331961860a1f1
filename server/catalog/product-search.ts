import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type SearchMatch = { id: number; score: number };

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
 * The typo rules run over the catalogue's distinct words (ts_stat), not over every product; the
 * words they accept become a full-text query that the GIN index answers.
 */
export async function findSearchMatches(db: Db, query: string): Promise<SearchMatch[]> {
  const result = await db.execute(sql`
    with terms as (
      select distinct term
      from unnest(regexp_split_to_array(shop_search_key(${query}), '[^a-z0-9]+')) as term
      where term <> ''
    ),
    expansions as (
      select terms.term, vocabulary.word,
        case
          when vocabulary.word = terms.term then 3
          when vocabulary.word like terms.term || '%' then 2
          else 1
        end as quality
      from terms
      join ts_stat('select search_document from products') as vocabulary on
        vocabulary.word like terms.term || '%'
        or (length(terms.term) >= 4 and levenshtein_less_equal(terms.term, vocabulary.word, 1) <= 1)
        or (length(terms.term) >= 5 and (
          levenshtein_less_equal(terms.term, left(vocabulary.word, length(terms.term)), 1) <= 1
          or levenshtein_less_equal(terms.term, left(vocabulary.word, length(terms.term) + 1), 1) <= 1))
    ),
    alternatives as (
      -- Quoted tsquery lexemes: taken literally, with ' and \\ escaped.
      select term, '(' || string_agg(
        '''' || replace(replace(word, '\\', '\\\\'), '''', '''''') || '''', ' | ') || ')' as any_of
      from expansions
      group by term
    ),
    wanted as (
      select string_agg(any_of, ' & ')::tsquery as all_of
      from alternatives
      having count(*) = (select count(*) from terms) and count(*) > 0
    ),
    hits as (
      select p.id, expansions.term,
        max(case when 'A' = any(w.weights) then 6 when 'B' = any(w.weights) then 3 else 0 end
          + expansions.quality) as score
      from products p
      cross join wanted
      cross join unnest(p.search_document) as w
      join expansions on expansions.word = w.lexeme
      where p.search_document @@ wanted.all_of
      group by p.id, expansions.term
    )
    select id, sum(score)::int as score
    from hits
    group by id
  `);
  return (result as unknown as { rows: SearchMatch[] }).rows;
}
