import { and, eq, gte, sql } from 'drizzle-orm';
import type { CartItem } from '../../contract/cart';
import type { Db } from '../db/client';
import { cartItems, products } from '../db/schema';
import { cartItemNotFound, outOfStock, productUnavailable } from './cart-errors';
import { loadCartItem } from './cart-view';

/**
 * Sets a line of the cart to a quantity, only if the product is available and has that many in
 * stock; the check and the write are one conditional update.
 */
export async function setLineQuantity(
  db: Db,
  cartId: string,
  cartItemId: number,
  quantity: number,
): Promise<CartItem> {
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .from(products)
    .where(
      and(
        eq(cartItems.id, cartItemId),
        eq(cartItems.cartId, cartId),
        eq(products.id, cartItems.productId),
        eq(products.available, true),
        gte(products.stock, sql`${quantity}`),
      ),
    )
    .returning({ id: cartItems.id });
  const item = await loadCartItem(db, cartId, cartItemId);
  if (!item) throw cartItemNotFound();
  if (updated.length === 0) {
    throw item.product.available ? outOfStock(item.product.stock) : productUnavailable();
  }
  return item;
}
