import { z } from 'zod';

/** Database ids of catalogue rows, cart items, wishlist items and reviews are positive integers. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const uuidSchema = z.uuid();
export const idParams = z.object({ id: idSchema });
export const itemIdParams = z.object({ itemId: idSchema });
export const cartIdParams = z.object({ cartId: uuidSchema });
export const wishlistIdParams = z.object({ wishlistId: idSchema });
export const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const slugParams = z.object({ slug: slugSchema });
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Unesite ispravnu e-adresu.' }));
export const isoDateSchema = z.string();
