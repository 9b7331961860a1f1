import { routes } from '../../contract/routes';
import type { PriorityBody } from '../../contract/wishlist';
import { sessionCall } from './request';

// Every wishlist call needs a signed-in, verified user: each may meet an expired session, and then
// resolves with undefined while the user is logged out (spec §8).

/** POST /api/wishlist/create: the default wishlist's id (created when missing). */
export async function createWishlist(): Promise<number | undefined> {
  const data = await sessionCall(routes.wishlistCreate);
  return data?.wishlistId;
}

/** GET /api/wishlist/default: the default wishlist with its items and products. */
export function fetchDefaultWishlist() {
  return sessionCall(routes.wishlistDefault);
}

/** POST /api/wishlist/add-item/product: the new item; spec §5: an answer with `error` is raised as an error. */
export function addWishlistItem(body: { wishlistId: number; productId: number }) {
  return sessionCall(routes.wishlistAddItem, { body, rejectErrorField: true });
}

/** DELETE /api/wishlist/remove-item/{itemId}. */
export async function removeWishlistItem(itemId: number): Promise<void> {
  await sessionCall(routes.wishlistRemoveItem, { params: { itemId } });
}

/** DELETE /api/wishlist/remove-items: body wishlistItemIds; answers how many were removed. */
export async function removeWishlistItems(wishlistItemIds: number[]): Promise<number | undefined> {
  const data = await sessionCall(routes.wishlistRemoveItems, { body: { wishlistItemIds } });
  return data?.removed;
}

/** DELETE /api/wishlist/clear/{wishlistId}. */
export async function clearWishlist(wishlistId: number): Promise<void> {
  await sessionCall(routes.wishlistClear, { params: { wishlistId } });
}

/** PUT /api/wishlist/priority/{wishlistId}: new priorities 1..n; answers the reordered wishlist. */
export function updateWishlistPriorities(wishlistId: number, updatedList: PriorityBody['updatedList']) {
  return sessionCall(routes.wishlistPriority, { params: { wishlistId }, body: { updatedList } });
}
