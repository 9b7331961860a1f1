import type { WishlistCommand, WishlistContext, WishlistEvent } from './wishlist.types';

/** The call an event asks for (null for events that make none, or none by themselves). */
export function commandFor(event: WishlistEvent): WishlistCommand | null {
  switch (event.type) {
    case 'wishlist.fetch':
      return { type: 'fetch' };
    case 'wishlist.add':
      return { type: 'add', productId: event.productId };
    case 'wishlist.remove':
      return { type: 'remove', itemId: event.itemId };
    case 'wishlist.removeMany':
      return { type: 'removeMany', itemIds: [...event.itemIds] };
    case 'wishlist.clear':
      return { type: 'clear' };
    default:
      return null;
  }
}

/** The wishlist id for calls that need one; commands only run once the fetch has brought it. */
export function knownWishlistId(context: WishlistContext): number {
  if (context.wishlistId === null) throw new Error('wishlist: no wishlist id yet');
  return context.wishlistId;
}
