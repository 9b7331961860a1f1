import type { SnapshotFrom } from 'xstate';
import type { wishlistMachine } from './wishlist.machine';
import { leavingIds } from './wishlist.rules';

type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;

/** The items, sorted by priority (lower first). */
export const selectWishlistItems = (snapshot: WishlistSnapshot) => snapshot.context.items;

/** How many items the wishlist holds. */
export const selectWishlistCount = (snapshot: WishlistSnapshot) => snapshot.context.items.length;

/**
 * Where the wishlist's read stands for its page: `loading` until it arrives (and while a missing
 * default wishlist is created), `failed` when it could not be read (the page offers wishlist.fetch).
 */
export const selectWishlistPhase = (snapshot: WishlistSnapshot): 'loading' | 'failed' | 'ready' =>
  snapshot.matches('failed')
    ? 'failed'
    : snapshot.matches({ available: 'loading' }) ||
        snapshot.matches({ available: 'creating' }) ||
        snapshot.matches('unloaded')
      ? 'loading'
      : 'ready';

/** Ids of the items on their way out (removal queued or running, or asked to move to the cart), sorted. */
export const selectLeavingIds = (snapshot: WishlistSnapshot): number[] =>
  [...leavingIds(snapshot.context)].sort((a, b) => a - b);

/** How the shopper's last removal or move went (to announce), or why it failed; null when nothing to say. */
export const selectOutcome = (snapshot: WishlistSnapshot) => snapshot.context.outcome;

/** Why adding the product to the wishlist failed (spec §5: the error field's text), or null. */
export const selectAddFailure = (productId: number) => (snapshot: WishlistSnapshot) => {
  const { outcome } = snapshot.context;
  return outcome?.failed && outcome.productId === productId ? outcome.message : null;
};
