import { avg, count, inArray } from 'drizzle-orm';
import type { Rating } from '../../contract/catalog';
import type { Db } from '../db/client';
import { reviews } from '../db/schema';

/** A product without reviews. */
export const NO_RATING: Rating = { average: 0, count: 0 };

/** The rating (average to one decimal, count) of each reviewed product among `ids`. */
export async function ratingsOf(db: Db, ids: readonly number[]): Promise<Map<number, Rating>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: reviews.productId, average: avg(reviews.rating).mapWith(Number), count: count() })
    .from(reviews)
    .where(inArray(reviews.productId, [...ids]))
    .groupBy(reviews.productId);
  return new Map(
    rows.map((row) => [row.productId, { average: Math.round(row.average * 10) / 10, count: row.count }]),
  );
}
