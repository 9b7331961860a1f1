import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { wishlists } from '../db/schema';
import type { WishlistRow } from './default-wishlist';
import { wishlistNotFound } from './wishlist-errors';

/**
 * The user's own wishlist, locked for the rest of the transaction when `db` is one, so that
 * changes to its items (new priorities, reordering) happen one after another.
 * Another user's wishlist answers exactly like a missing one.
 */
export async function lockOwnWishlist(db: Db, userId: number, wishlistId: number): Promise<WishlistRow> {
  const [wishlist] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .limit(1)
    .for('update');
  if (!wishlist) throw wishlistNotFound();
  return wishlist;
}

export async function requireOwnWishlist(db: Db, userId: number, wishlistId: number): Promise<WishlistRow> {
  const [wishlist] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .limit(1);
  if (!wishlist) throw wishlistNotFound();
  return wishlist;
}
