import { fromPromise } from 'xstate';
import type { Wishlist, WishlistItem } from '../../contract/wishlist';
import type { wishlistMachine } from '../../machines/wishlist/wishlist.machine';
import type {
  AddToWishlistInput,
  RemoveFromWishlistInput,
  RemoveManyFromWishlistInput,
  SaveOrderInput,
  WishlistIdInput,
} from '../../machines/wishlist/wishlist.types';
import { ApiError } from '../api/api-error';
import type { Browser } from './browser';
import * as wishlistApi from '../api/wishlist';
import type { ActionsOf, ActorsOf } from './provide-types';
import { unlessSessionExpired } from './session-bound';

/** The wishlist machine's calls over src/api; each needs a session (see unlessSessionExpired). */
export function wishlistActors(): ActorsOf<typeof wishlistMachine> {
  return {
    /** Null when the server has no default wishlist for the user (404): the machine creates one. */
    fetchWishlist: fromPromise<Wishlist | null, void>(({ signal }) =>
      unlessSessionExpired(
        wishlistApi.fetchDefaultWishlist().catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
        signal,
      ),
    ),
    /** POST /api/wishlist/create (spec §7). */
    createWishlist: fromPromise<unknown, void>(({ signal }) =>
      unlessSessionExpired(wishlistApi.createWishlist(), signal),
    ),
    addToWishlist: fromPromise<WishlistItem, AddToWishlistInput>(({ input, signal }) =>
      unlessSessionExpired(wishlistApi.addWishlistItem(input), signal),
    ),
    removeFromWishlist: fromPromise<unknown, RemoveFromWishlistInput>(async ({ input }) =>
      wishlistApi.removeWishlistItem(input.itemId),
    ),
    removeManyFromWishlist: fromPromise<unknown, RemoveManyFromWishlistInput>(({ input, signal }) =>
      unlessSessionExpired(wishlistApi.removeWishlistItems(input.itemIds), signal),
    ),
    clearWishlist: fromPromise<unknown, WishlistIdInput>(async ({ input }) =>
      wishlistApi.clearWishlist(input.wishlistId),
    ),
    saveWishlistOrder: fromPromise<unknown, SaveOrderInput>(({ input, signal }) =>
      unlessSessionExpired(wishlistApi.updateWishlistPriorities(input.wishlistId, input.updatedList), signal),
    ),
  };
}

/** The wishlist machine's effects: failures other than add are only logged. */
export function wishlistActions(browser: Browser): ActionsOf<typeof wishlistMachine> {
  return {
    logError: (_, { message, error }) => browser.logError(message, error),
  };
}
