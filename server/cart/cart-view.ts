import { and, asc, eq } from 'drizzle-orm';
import type { Cart, CartItem } from '../../contract/cart';
import { orderValue } from '../../contract/money';
import { cartPromoOf } from '../promo/cart-promo';
import { toProductDto } from '../catalog/product-dto';
import type { Db } from '../db/client';
import { cartItems, products } from '../db/schema';
import type { CartRow } from './cart-access';

type ItemWithProduct = { item: typeof cartItems.$inferSelect; product: typeof products.$inferSelect };

function toCartItemDto({ item, product }: ItemWithProduct): CartItem {
  return { id: item.id, cartId: item.cartId, quantity: item.quantity, product: toProductDto(product) };
}

/** Spec §3 Cart, its items in the order they were first added. */
export async function loadCart(db: Db, cart: CartRow): Promise<Cart> {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.id));
  const promo = await cartPromoOf(
    db,
    cart,
    orderValue(rows.map(({ item, product }) => ({ product, quantity: item.quantity }))),
  );
  // Spec §3's cart as it was, with `promo` only once a code is applied.
  return {
    id: cart.id,
    userId: cart.userId,
    cartItems: rows.map(toCartItemDto),
    ...(promo ? { promo } : {}),
  };
}

/** One line of the given cart with its product, or undefined. */
export async function loadCartItem(db: Db, cartId: string, itemId: number): Promise<CartItem | undefined> {
  const [row] = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .limit(1);
  return row && toCartItemDto(row);
}
