import { eq, sql } from 'drizzle-orm';
import type { WishlistItem } from '../../contract/wishlist';
import { productNotFound } from '../cart/cart-errors';
import type { Db } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import { lockOwnWishlist } from './own-wishlist';
import { alreadyInWishlist } from './wishlist-errors';
import { toWishlistItemDto } from './wishlist-view';

/**
 * Appends a product to the user's wishlist with the next priority (max + 1, the first is 1).
 * The wishlist row lock makes concurrent adds take distinct priorities; the unique index on
 * (wishlist, product) refuses a duplicate.
 */
export async function addProductToWishlist(
  db: Db,
  userId: number,
  wishlistId: number,
  productId: number,
): Promise<WishlistItem> {
  return db.transaction(async (tx) => {
    const wishlist = await lockOwnWishlist(tx, userId, wishlistId);
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).limit(1);
    if (!product) throw productNotFound();
    const [item] = await tx
      .insert(wishlistItems)
      .values({
        wishlistId: wishlist.id,
        productId,
        priority: sql`(select coalesce(max(${wishlistItems.priority}), 0) + 1 from ${wishlistItems} where ${wishlistItems.wishlistId} = ${wishlist.id})`,
      })
      .onConflictDoNothing()
      .returning();
    if (!item) throw alreadyInWishlist();
    return toWishlistItemDto({ item, product });
  });
}
