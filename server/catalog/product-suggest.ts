import { type SQL, sql } from 'drizzle-orm';
import type { CategorySuggestion, SuggestResponse } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { rowsOf } from '../db/sql-rows';
import { photoThumbnailOf, thumbnailOf } from './product-dto';
import { findSearchMatches, queryTerms } from './product-search';
import { matchedTable, sortOrder } from './product-sql';
import { serbianStems } from './serbian-stem';

export const SUGGESTION_LIMIT = 8;
/** A few categories above the products: the box is a shortcut, the menu lists them all. */
export const CATEGORY_SUGGESTION_LIMIT = 3;

type Suggestion = SuggestResponse['suggestions'][number];

/** What the search box suggests for a query: matching categories, then the best products. */
export async function suggestSearch(db: Db, query: string): Promise<SuggestResponse> {
  const [suggestions, categories] = await Promise.all([
    suggestProducts(db, query),
    suggestCategories(db, query),
  ]);
  return { suggestions, categories };
}

/** The best few search matches for the search box, most relevant first. */
export async function suggestProducts(db: Db, query: string): Promise<Suggestion[]> {
  const matches = await findSearchMatches(db, query, SUGGESTION_LIMIT);
  if (matches.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      images: products.images,
      photos: products.photos,
      price: products.price,
      discountPrice: products.discountPrice,
    })
    .from(products)
    .innerJoin(matchedTable(matches), sql`matched.id = ${products.id}`)
    .orderBy(...sortOrder('relevance', sql`matched.score`))
    .limit(SUGGESTION_LIMIT);
  return rows.map(({ images, photos, ...row }) => ({
    ...row,
    thumbnail: photos[0] ? photoThumbnailOf(photos[0]) : thumbnailOf(images),
  }));
}

/**
 * Categories whose name has, for every word of the query, a word starting with it or with its stem
 * ("frizi" and "frizidera" find "Frižideri"). Query and names are folded as product search folds
 * them (Cyrillic read in Latin, then shop_search_key: case, diacritics, đ). A name word equal to a
 * query word ranks its category first. Only the categories table is read: a shop has tens or
 * hundreds of categories, and no product is looked at.
 */
export async function suggestCategories(db: Db, query: string): Promise<CategorySuggestion[]> {
  const terms = await queryTerms(db, query);
  if (terms.length === 0) return [];
  // Terms and stems are [a-z0-9] only (queryTerms splits on anything else): no LIKE wildcard in them.
  const matchesEvery = sql.join(
    terms.map((term) => {
      const patterns = [term, ...serbianStems(term)].map((start) => `${start}%`);
      return sql`exists (select 1 from unnest(named.words) as word where word like any (${textArray(patterns)}))`;
    }),
    sql` and `,
  );
  const exactWords = sql.join(
    terms.map((term) => sql`(${term} = any (named.words))::int`),
    sql` + `,
  );
  const result = await db.execute(sql`
    select named.id, named.name, named.slug, parent.name as "parentName"
    from (
      select id, parent_id, name, slug, position,
        regexp_split_to_array(shop_search_key(name), '[^a-z0-9]+') as words
      from categories
    ) as named
    left join categories as parent on parent.id = named.parent_id
    where ${matchesEvery}
    order by ${exactWords} desc, named.parent_id is not null desc, named.position, shop_normalize(named.name), named.id
    limit ${sql.raw(String(CATEGORY_SUGGESTION_LIMIT))}
  `);
  return rowsOf<CategorySuggestion>(result).map(({ id, name, slug, parentName }) => ({
    id,
    name,
    slug,
    parentName,
  }));
}

const textArray = (values: string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
