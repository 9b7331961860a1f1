import { z } from 'zod';
import { productSchema } from './catalog';
import { idSchema, uuidSchema } from './common';

export const MAX_LINE_QUANTITY = 99;

export const cartItemSchema = z.object({
  id: z.number().int(),
  cartId: z.string(),
  quantity: z.number().int(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  id: z.string(),
  userId: z.number().int().nullable(),
  cartItems: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const createCartResponseSchema = z.object({ cartId: z.string() });
export const cartExistsResponseSchema = z.object({ exists: z.boolean() });
export const removeUnavailableResponseSchema = z.object({ removed: z.number().int() });

export const addItemBodySchema = z.object({ cartId: uuidSchema, productId: idSchema });
export type AddItemBody = z.infer<typeof addItemBodySchema>;

export const updateQuantityBodySchema = z.object({
  cartItemId: idSchema,
  cartId: uuidSchema,
  quantity: z.coerce.number().int().min(1, 'Količina mora biti najmanje 1.').max(MAX_LINE_QUANTITY),
});
export type UpdateQuantityBody = z.infer<typeof updateQuantityBodySchema>;
