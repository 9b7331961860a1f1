import { eq, sql } from 'drizzle-orm';
import type { PriorityBody } from '../../contract/wishlist';
import type { Db } from '../db/client';
import { wishlistItems } from '../db/schema';
import { badRequest } from '../http-errors';
import type { WishlistRow } from './default-wishlist';
import { lockOwnWishlist } from './own-wishlist';

type Placement = PriorityBody['updatedList'][number];

/**
 * Whether the list places exactly the wishlist's products, each once, at positions 1..n each once
 * (spec §4: the client sends positions 1..n following its current list order).
 */
export function isCompleteOrder(productIds: readonly number[], updatedList: readonly Placement[]): boolean {
  const n = productIds.length;
  if (updatedList.length !== n) return false;
  const listed = new Set(updatedList.map((entry) => entry.productId));
  const positions = new Set(updatedList.map((entry) => entry.newPriority));
  return (
    listed.size === n &&
    productIds.every((id) => listed.has(id)) &&
    positions.size === n &&
    updatedList.every((entry) => entry.newPriority >= 1 && entry.newPriority <= n)
  );
}

/** Gives the wishlist's items the new priorities, all or nothing, in one transaction. */
export async function reorderWishlist(
  db: Db,
  userId: number,
  wishlistId: number,
  updatedList: readonly Placement[],
): Promise<WishlistRow> {
  return db.transaction(async (tx) => {
    const wishlist = await lockOwnWishlist(tx, userId, wishlistId);
    const items = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, wishlist.id));
    const productIds = items.map((item) => item.productId);
    if (!isCompleteOrder(productIds, updatedList)) {
      throw badRequest('Redosled liste nije ispravan.', 'VALIDATION_ERROR');
    }
    if (updatedList.length === 0) return wishlist;
    const placements = sql.join(
      updatedList.map((entry) => sql`(${entry.productId}::int, ${entry.newPriority}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update wishlist_items wi
      set priority = placement.priority
      from (values ${placements}) as placement(product_id, priority)
      where wi.wishlist_id = ${wishlist.id} and wi.product_id = placement.product_id`);
    return wishlist;
  });
}
