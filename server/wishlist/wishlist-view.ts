import { asc, eq } from 'drizzle-orm';
import type { Wishlist, WishlistItem } from '../../contract/wishlist';
import { toProductDto } from '../catalog/product-dto';
import type { Db } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import type { WishlistRow } from './default-wishlist';

type ItemWithProduct = { item: typeof wishlistItems.$inferSelect; product: typeof products.$inferSelect };

export function toWishlistItemDto({ item, product }: ItemWithProduct): WishlistItem {
  return {
    id: item.id,
    wishlistId: item.wishlistId,
    priority: item.priority,
    product: toProductDto(product),
  };
}

/** Spec §3 Wishlist, its items by priority (lower first), ties by age. */
export async function loadWishlist(db: Db, wishlist: WishlistRow): Promise<Wishlist> {
  const rows = await db
    .select({ item: wishlistItems, product: products })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.wishlistId, wishlist.id))
    .orderBy(asc(wishlistItems.priority), asc(wishlistItems.id));
  return {
    id: wishlist.id,
    userId: wishlist.userId,
    name: wishlist.name,
    isDefault: wishlist.isDefault,
    wishlistItems: rows.map(toWishlistItemDto),
  };
}
