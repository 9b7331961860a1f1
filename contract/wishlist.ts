import { z } from 'zod/mini';
import { productSchema } from './catalog';
import { idSchema } from './common';

export const wishlistItemSchema = z.object({
  id: z.int(),
  wishlistId: z.int(),
  product: productSchema,
  /** Lower comes first; priorities start at 1. */
  priority: z.int(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({
  id: z.int(),
  userId: z.int(),
  name: z.string(),
  isDefault: z.boolean(),
  wishlistItems: z.array(wishlistItemSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const createWishlistResponseSchema = z.object({ wishlistId: z.int() });

export const addWishlistItemBodySchema = z.object({ wishlistId: idSchema, productId: idSchema });
export const removeWishlistItemsBodySchema = z.object({
  wishlistItemIds: z.array(idSchema).check(z.minLength(1), z.maxLength(500)),
});
export const removeWishlistItemsResponseSchema = z.object({ removed: z.int() });

export const priorityBodySchema = z.object({
  updatedList: z
    .array(z.object({ productId: idSchema, newPriority: z.int().check(z.gte(1), z.lte(10_000)) }))
    .check(z.maxLength(500)),
});
export type PriorityBody = z.infer<typeof priorityBodySchema>;
