import { eq, sql } from 'drizzle-orm';
import { type CartItem, MAX_LINE_QUANTITY } from '../../contract/cart';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { cartItemNotFound, outOfStock, productNotFound, productUnavailable } from './cart-errors';
import { loadCartItem } from './cart-view';
import { rowsOf } from '../db/sql-rows';

/**
 * Adds one piece of a product to a cart: a new line of quantity 1, or one more on its line.
 * One statement decides, so concurrent adds can neither create two lines nor pass the stock:
 * the insert only happens for an available product in stock, and on conflict the row lock makes
 * each increment see the previous one and re-check the limit.
 */
export async function addOneToCart(db: Db, cartId: string, productId: number): Promise<CartItem> {
  const result = await db.execute(sql`
    insert into cart_items (cart_id, product_id, quantity)
    select ${cartId}::uuid, p.id, 1
    from products p
    where p.id = ${productId} and p.available and p.stock >= 1
    on conflict (cart_id, product_id) do update
    set quantity = cart_items.quantity + 1
    where cart_items.quantity + 1 <= least(
      ${MAX_LINE_QUANTITY},
      (select p2.stock from products p2 where p2.id = excluded.product_id and p2.available)
    )
    returning id`);
  const [row] = rowsOf<{ id: number }>(result);
  if (!row) throw await whyNotAdded(db, productId);
  // Undefined only when the cart was cleared between the two statements.
  const item = await loadCartItem(db, cartId, row.id);
  if (!item) throw cartItemNotFound();
  return item;
}

async function whyNotAdded(db: Db, productId: number) {
  const [product] = await db
    .select({ available: products.available, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return productNotFound();
  if (!product.available) return productUnavailable();
  return outOfStock(product.stock);
}
