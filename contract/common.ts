import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './auth-constants';

/** Database ids of catalogue rows, cart items, wishlist items and reviews are positive integers. */
export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const uuidSchema = z.uuid();
export const idParams = z.object({ id: idSchema });
export const itemIdParams = z.object({ itemId: idSchema });
export const cartIdParams = z.object({ cartId: uuidSchema });
export const wishlistIdParams = z.object({ wishlistId: idSchema });
export const slugSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
export const slugParams = z.object({ slug: slugSchema });
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH)),
  z.email({ error: 'Unesite ispravnu e-adresu.' }),
);
export const isoDateSchema = z.string();
