import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { suggestResponseSchema } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { thumbnailOf } from './product-dto';
import { findSearchMatches } from './product-search';
import { matchedTable, sortOrder } from './product-sql';

export const SUGGESTION_LIMIT = 8;

type Suggestion = z.infer<typeof suggestResponseSchema>['suggestions'][number];

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
      price: products.price,
      discountPrice: products.discountPrice,
    })
    .from(products)
    .innerJoin(matchedTable(matches), sql`matched.id = ${products.id}`)
    .orderBy(...sortOrder('relevance', sql`matched.score`))
    .limit(SUGGESTION_LIMIT);
  return rows.map(({ images, ...row }) => ({ ...row, thumbnail: thumbnailOf(images) }));
}
