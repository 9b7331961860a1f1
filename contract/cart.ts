import { z } from 'zod/mini';
import { productSchema } from './catalog';
import { MAX_LINE_QUANTITY } from './cart-constants';
import { idSchema, uuidSchema } from './common';
import { appliedPromoSchema } from './promo';

export { MAX_LINE_QUANTITY };

export const cartItemSchema = z.object({
  id: z.int(),
  cartId: z.string(),
  quantity: z.int(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  id: z.string(),
  userId: z.nullable(z.int()),
  cartItems: z.array(cartItemSchema),
  /** The promo code applied to the cart (contract/promo.ts), kept by the server; absent without one. */
  promo: z.optional(z.nullable(appliedPromoSchema)),
});
export type Cart = z.infer<typeof cartSchema>;

export const createCartResponseSchema = z.object({ cartId: z.string() });
export const cartExistsResponseSchema = z.object({ exists: z.boolean() });
export const removeUnavailableResponseSchema = z.object({ removed: z.int() });

export const addItemBodySchema = z.object({ cartId: uuidSchema, productId: idSchema });
export type AddItemBody = z.infer<typeof addItemBodySchema>;

export const updateQuantityBodySchema = z.object({
  cartItemId: idSchema,
  cartId: uuidSchema,
  quantity: z.coerce
    .number()
    .check(z.int(), z.gte(1, 'Količina mora biti najmanje 1.'), z.lte(MAX_LINE_QUANTITY)),
});
export type UpdateQuantityBody = z.infer<typeof updateQuantityBodySchema>;
