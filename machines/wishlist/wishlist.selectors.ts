import type { SnapshotFrom } from 'xstate';
import type { wishlistMachine } from './wishlist.machine';

type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;

/** The items, sorted by priority (lower first). */
export const selectWishlistItems = (snapshot: WishlistSnapshot) => snapshot.context.items;

/** How many items the wishlist holds. */
export const selectWishlistCount = (snapshot: WishlistSnapshot) => snapshot.context.items.length;

/** A selector telling whether the product is in the wishlist (the heart on a product card). */
export const selectIsInWishlist = (productId: number) => (snapshot: WishlistSnapshot) =>
  snapshot.context.items.some((item) => item.product.id === productId);

/** The wishlist was fetched (a verified user's); before that, views' requests are refused. */
export const selectHasWishlist = (snapshot: WishlistSnapshot) => snapshot.matches('available');

/** A wishlist call is running (requests still queue). */
export const selectIsWishlistBusy = (snapshot: WishlistSnapshot) => snapshot.hasTag('busy');
