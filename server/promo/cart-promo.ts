import { eq } from 'drizzle-orm';
import { orderValue } from '../../contract/money';
import { type AppliedPromo, promoDiscount, promoRefusalOf } from '../../contract/promo';
import type { CartRow } from '../cart/cart-access';
import type { Db } from '../db/client';
import { cartItems, carts, products } from '../db/schema';
import { findPromo, promoUsage, toPromoRule } from './promo-rules';
import { promoRefused } from './promo-errors';

/** The goods subtotal of a cart as it is now (pay prices × quantities). */
async function cartSubtotal(db: Db, cartId: string): Promise<number> {
  const rows = await db
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId));
  return orderValue(rows);
}

/**
 * Applies a code to the cart after checking it on the cart as it is now; the cart keeps it (so a
 * reload, another tab and a login merge keep it too). A guest's e-mail is not known yet: their
 * per-customer limit is checked at placement, with the order's e-mail.
 */
export async function applyCartPromo(
  db: Db,
  cart: CartRow,
  input: string,
  now: Date = new Date(),
): Promise<AppliedPromo> {
  const row = await findPromo(db, input);
  const subtotal = await cartSubtotal(db, cart.id);
  const usage = row
    ? await promoUsage(db, row, { userId: cart.userId, email: null })
    : { total: 0, byCustomer: 0 };
  const refusal = promoRefusalOf(row && toPromoRule(row), { subtotal, usage, now });
  if (refusal) throw promoRefused(refusal);
  await db.update(carts).set({ promoCode: row!.code }).where(eq(carts.id, cart.id));
  return { code: row!.code, kind: row!.kind, value: row!.value, discount: promoDiscount(row!, subtotal) };
}

export async function removeCartPromo(db: Db, cart: CartRow): Promise<void> {
  await db.update(carts).set({ promoCode: null }).where(eq(carts.id, cart.id));
}

/** The cart's code as the cart shows it (its discount on `subtotal`), or null without one. */
export async function cartPromoOf(db: Db, cart: CartRow, subtotal: number): Promise<AppliedPromo | null> {
  if (!cart.promoCode) return null;
  const row = await findPromo(db, cart.promoCode);
  if (!row) return null;
  return { code: row.code, kind: row.kind, value: row.value, discount: promoDiscount(row, subtotal) };
}
