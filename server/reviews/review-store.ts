import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReviewBody } from '../../contract/reviews';
import { thumbnailOf } from '../catalog/product-dto';
import type { Db } from '../db/client';
import { orderItems, orders, products, reviews, users } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import type { UserRow } from '../auth/users';
import { type ReviewRow, averageRating, toReviewDto } from './review-dto';

const REVIEW_NOT_FOUND = 'Ocena nije pronađena.';

/** The product a review path names, or 404 PRODUCT_NOT_FOUND. */
export async function requireProductId(db: Db, slug: string): Promise<number> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product) throw notFound('Proizvod nije pronađen.', 'PRODUCT_NOT_FOUND');
  return product.id;
}

/** Whether the review's author has an order, not cancelled, containing the reviewed product. */
const boughtByAuthor = sql<boolean>`exists (
  select 1 from ${orderItems}
  join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orders.userId} = ${reviews.userId}
    and ${orderItems.productId} = ${reviews.productId}
    and ${orders.fulfilmentState} <> 'cancelled'
)`;

export async function productReviews(db: Db, productId: number) {
  const rows = await db
    .select({
      review: reviews,
      firstName: users.firstName,
      lastName: users.lastName,
      verifiedPurchase: boughtByAuthor,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return {
    items: rows.map((row) => ({ ...toReviewDto(row.review, row), verifiedPurchase: row.verifiedPurchase })),
    average: averageRating(rows.map((row) => row.review.rating)),
    count: rows.length,
  };
}

/** One review per product per user, decided by the unique index even when two posts race. */
export async function addReview(db: Db, user: UserRow, productId: number, body: ReviewBody) {
  const [row] = await db
    .insert(reviews)
    .values({ productId, userId: user.id, rating: body.rating, text: body.text })
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning();
  if (!row) throw conflict('Već ste ocenili ovaj proizvod.', 'ALREADY_REVIEWED');
  return toReviewDto(row, user);
}

export async function userReviews(db: Db, user: UserRow) {
  const rows = await db
    .select({
      review: reviews,
      product: { name: products.name, slug: products.slug, images: products.images },
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, user.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ review, product }) => ({
    ...toReviewDto(review, user),
    product: { name: product.name, slug: product.slug, thumbnail: thumbnailOf(product.images) },
  }));
}

// Someone else's review answers like a missing one, so review ids reveal nothing.
const ownedBy = (id: number, user: UserRow) => and(eq(reviews.id, id), eq(reviews.userId, user.id));

export async function editReview(db: Db, user: UserRow, id: number, body: ReviewBody) {
  const [row]: ReviewRow[] = await db
    .update(reviews)
    .set({ rating: body.rating, text: body.text, updatedAt: new Date() })
    .where(ownedBy(id, user))
    .returning();
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toReviewDto(row, user);
}

export async function removeReview(db: Db, user: UserRow, id: number) {
  const deleted = await db.delete(reviews).where(ownedBy(id, user)).returning({ id: reviews.id });
  if (deleted.length === 0) throw notFound(REVIEW_NOT_FOUND);
}
