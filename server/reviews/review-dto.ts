import type { Review } from '../../contract/reviews';
import type { reviews } from '../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** "Marija P.": enough to be personal, never enough to identify the shopper (and never the e-mail). */
export function authorName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('sr-Latn')}.` : firstName.trim();
}

export function toReviewDto(row: ReviewRow, author: { firstName: string; lastName: string }): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    text: row.text,
    author: authorName(author.firstName, author.lastName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The mean rating rounded to one decimal, 0 when nobody has rated yet. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}
