import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type SearchMatch = { id: number; score: number };

/**
 * Products matching every word of a query, with their relevance.
 *
 * Query and products are folded by shop_search_key (case, Serbian diacritics, đ → d/dj) and the
 * product's words come from shop_search_document (migration 0002): name weighted A, brand B,
 * description C. A query word matches a product word that
 *   - equals it (quality 3),
 *   - starts with it (quality 2),
 *   - is one edit away from it (quality 1, for query words of 4+ letters), or starts with something
 *     one edit away from it (quality 1, for 5+ letters); shorter words would match too much.
 * A word's score is its best match, where the field outranks the quality: any name match beats
 * any brand match, which beats any description match. The product's score is the sum over words.
 */
export async function findSearchMatches(db: Db, query: string): Promise<SearchMatch[]> {
  const result = await db.execute(sql`
    with terms as (
      select distinct term
      from unnest(regexp_split_to_array(shop_search_key(${query}), '[^a-z0-9]+')) as term
      where term <> ''
    ),
    words as (
      select p.id, w.lexeme,
        case when 'A' = any(w.weights) then 3 when 'B' = any(w.weights) then 2 else 1 end as field
      from products p, unnest(shop_search_document(p.name, p.brand, p.description)) as w
    ),
    hits as (
      select words.id, terms.term,
        max((words.field - 1) * 3 + case
          when words.lexeme = terms.term then 3
          when words.lexeme like terms.term || '%' then 2
          else 1 end) as score
      from words join terms on
        words.lexeme like terms.term || '%'
        or (length(terms.term) >= 4 and levenshtein_less_equal(terms.term, words.lexeme, 1) <= 1)
        or (length(terms.term) >= 5 and (
          levenshtein_less_equal(terms.term, left(words.lexeme, length(terms.term)), 1) <= 1
          or levenshtein_less_equal(terms.term, left(words.lexeme, length(terms.term) + 1), 1) <= 1))
      group by words.id, terms.term
    )
    select id, sum(score)::int as score
    from hits
    group by id
    having count(*) = (select count(*) from terms)
  `);
  return (result as unknown as { rows: SearchMatch[] }).rows;
}
