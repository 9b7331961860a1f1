import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { wishlists } from '../db/schema';

export const DEFAULT_WISHLIST_NAME = 'Moja lista želja';

export type WishlistRow = typeof wishlists.$inferSelect;

/**
 * The user's default wishlist, created when missing. Concurrent calls cannot create two: the
 * partial unique index wishlists_one_default_uq turns every insert but one into a no-op.
 */
export async function ensureDefaultWishlist(
  db: Db,
  userId: number,
): Promise<{ wishlist: WishlistRow; created: boolean }> {
  const [inserted] = await db
    .insert(wishlists)
    .values({ userId, name: DEFAULT_WISHLIST_NAME, isDefault: true })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { wishlist: inserted, created: true };
  const [existing] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.isDefault, true)))
    .limit(1);
  if (!existing) throw new Error(`default wishlist of user ${userId} neither inserted nor found`);
  return { wishlist: existing, created: false };
}
