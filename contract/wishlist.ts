import { z } from 'zod';
import { productSchema } from './catalog';
import { idSchema } from './common';

export const wishlistItemSchema = z.object({
  id: z.number().int(),
  wishlistId: z.number().int(),
  product: productSchema,
  /** Lower comes first; priorities start at 1. */
  priority: z.number().int(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  wishlistItems: z.array(wishlistItemSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const createWishlistResponseSchema = z.object({ wishlistId: z.number().int() });

export const addWishlistItemBodySchema = z.object({ wishlistId: idSchema, productId: idSchema });
export const removeWishlistItemsBodySchema = z.object({
  wishlistItemIds: z.array(idSchema).min(1).max(500),
});
export const removeWishlistItemsResponseSchema = z.object({ removed: z.number().int() });

export const priorityBodySchema = z.object({
  updatedList: z
    .array(z.object({ productId: idSchema, newPriority: z.number().int().min(1).max(10_000) }))
    .max(500),
});
export type PriorityBody = z.infer<typeof priorityBodySchema>;
