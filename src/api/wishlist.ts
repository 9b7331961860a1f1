import { successSchema } from '../../contract/errors';
import {
  type PriorityBody,
  createWishlistResponseSchema,
  removeWishlistItemsResponseSchema,
  wishlistItemSchema,
  wishlistSchema,
} from '../../contract/wishlist';
import { sessionRequest } from './request';

// Every wishlist call needs a signed-in, verified user: each may meet an expired session, and then
// resolves with undefined while the user is logged out (spec §8).

/** POST /api/wishlist/create: the default wishlist's id (created when missing). */
export async function createWishlist(): Promise<number | undefined> {
  const data = await sessionRequest({
    method: 'post',
    url: '/api/wishlist/create',
    schema: createWishlistResponseSchema,
  });
  return data?.wishlistId;
}

/** GET /api/wishlist/default: the default wishlist with its items and products. */
export function fetchDefaultWishlist() {
  return sessionRequest({ method: 'get', url: '/api/wishlist/default', schema: wishlistSchema });
}

/** POST /api/wishlist/add-item/product: the new item; spec §5: an answer with `error` is raised as an error. */
export function addWishlistItem(body: { wishlistId: number; productId: number }) {
  return sessionRequest({
    method: 'post',
    url: '/api/wishlist/add-item/product',
    data: body,
    schema: wishlistItemSchema,
    rejectErrorField: true,
  });
}

/** DELETE /api/wishlist/remove-item/{itemId}. */
export async function removeWishlistItem(itemId: number): Promise<void> {
  await sessionRequest({
    method: 'delete',
    url: `/api/wishlist/remove-item/${itemId}`,
    schema: successSchema,
  });
}

/** DELETE /api/wishlist/remove-items: body wishlistItemIds; answers how many were removed. */
export async function removeWishlistItems(wishlistItemIds: number[]): Promise<number | undefined> {
  const data = await sessionRequest({
    method: 'delete',
    url: '/api/wishlist/remove-items',
    data: { wishlistItemIds },
    schema: removeWishlistItemsResponseSchema,
  });
  return data?.removed;
}

/** DELETE /api/wishlist/clear/{wishlistId}. */
export async function clearWishlist(wishlistId: number): Promise<void> {
  await sessionRequest({ method: 'delete', url: `/api/wishlist/clear/${wishlistId}`, schema: successSchema });
}

/** PUT /api/wishlist/priority/{wishlistId}: new priorities 1..n; answers the reordered wishlist. */
export function updateWishlistPriorities(wishlistId: number, updatedList: PriorityBody['updatedList']) {
  return sessionRequest({
    method: 'put',
    url: `/api/wishlist/priority/${wishlistId}`,
    data: { updatedList },
    schema: wishlistSchema,
  });
}
