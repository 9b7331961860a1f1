import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../contract/cart';
import type { Db } from '../db/client';
import { carts, users } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Gives the user, at login, the cart they should continue with, and returns its id:
 * - an anonymous cart the shopper brought is merged into the account's cart (quantities add up,
 *   capped at stock and MAX_LINE_QUANTITY; lines of unavailable or sold-out products dropped) and
 *   deleted;
 * - without an account cart, the anonymous cart simply becomes the account's;
 * - with neither, the account gets a new cart.
 * One transaction; the user row is locked first, so concurrent logins of one user serialise.
 */
export async function mergeCartOnLogin(
  db: Db,
  userId: number,
  anonymousCartId: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ cartId: users.cartId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new Error(`user ${userId} vanished during login`);

    const accountCartId = await ownedCartId(tx, userId, user.cartId);
    const anonymousId = anonymousCartId ? await lockAnonymousCart(tx, anonymousCartId) : null;

    if (accountCartId && anonymousId) {
      await moveLines(tx, anonymousId, accountCartId);
      // A code applied before signing in was the shopper's latest choice: it follows the lines.
      await tx.execute(sql`
        update carts set promo_code = coalesce(
          (select promo_code from carts where id = ${anonymousId}::uuid), promo_code)
        where id = ${accountCartId}::uuid`);
      await tx.delete(carts).where(eq(carts.id, anonymousId));
      return accountCartId;
    }
    if (accountCartId) return accountCartId;
    const cartId = anonymousId ?? randomUUID();
    if (anonymousId) await tx.update(carts).set({ userId }).where(eq(carts.id, anonymousId));
    else await tx.insert(carts).values({ id: cartId, userId });
    await tx.update(users).set({ cartId }).where(eq(users.id, userId));
    return cartId;
  });
}

/** The user's recorded cart, if it still exists and is still theirs. */
async function ownedCartId(tx: Tx, userId: number, cartId: string | null): Promise<string | null> {
  if (!cartId) return null;
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .for('update');
  return cart?.id ?? null;
}

/** Locks the cart if it is (still) anonymous; a concurrent login that merged it first wins. */
async function lockAnonymousCart(tx: Tx, cartId: string): Promise<string | null> {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), isNull(carts.userId)))
    .for('update');
  return cart?.id ?? null;
}

async function moveLines(tx: Tx, fromCartId: string, toCartId: string): Promise<void> {
  await tx.execute(sql`
    insert into cart_items (cart_id, product_id, quantity)
    select ${toCartId}::uuid, ci.product_id, least(ci.quantity, p.stock, ${MAX_LINE_QUANTITY}::int)
    from cart_items ci
    join products p on p.id = ci.product_id
    where ci.cart_id = ${fromCartId}::uuid and p.available and p.stock > 0
    on conflict (cart_id, product_id) do update
    set quantity = least(
      cart_items.quantity + excluded.quantity,
      (select stock from products where id = excluded.product_id),
      ${MAX_LINE_QUANTITY}::int
    )`);
}

/**
 * At registration: the anonymous cart the shopper brought becomes the new account's cart (if it
 * is still anonymous), otherwise the account gets a new one. Returns the account's cart id.
 */
export async function attachCartOnRegister(
  tx: Tx,
  userId: number,
  broughtCartId: string | null,
): Promise<string> {
  if (broughtCartId) {
    const [attached] = await tx
      .update(carts)
      .set({ userId })
      .where(and(eq(carts.id, broughtCartId), isNull(carts.userId)))
      .returning({ id: carts.id });
    if (attached) {
      await tx.update(users).set({ cartId: attached.id }).where(eq(users.id, userId));
      return attached.id;
    }
  }
  const cartId = randomUUID();
  await tx.insert(carts).values({ id: cartId, userId });
  await tx.update(users).set({ cartId }).where(eq(users.id, userId));
  return cartId;
}
