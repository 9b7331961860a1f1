import { eq, sql } from 'drizzle-orm';
import { normalizePromoCode, promoRefusal, promoRefusalOf } from '../../contract/promo';
import type { ReviewPromoRule } from '../../contract/order-review';
import type { DbOrTx } from '../admin/audit';
import { promoCodes, promoRedemptions } from '../db/schema';
import { type PromoCustomer, type PromoRow, findPromo, promoUsage, toPromoRule } from './promo-rules';
import { promoMismatch, promoRefusedAtPlacement } from './promo-errors';

/**
 * At placement, in its transaction: the cart's code must be the one the shopper reviewed (a
 * different or an added one is tampering), and it must still apply to this order for this
 * customer. The code's row stays locked until the order commits, so no other order can use up
 * what this one counted. Returns the code's row and rule, or null for an order without one.
 */
export async function lockPlacementPromo(
  tx: DbOrTx,
  {
    cartCode,
    reviewedCode,
    subtotal,
    customer,
    now,
  }: {
    cartCode: string | null;
    reviewedCode: string | undefined;
    subtotal: number;
    customer: PromoCustomer;
    now: Date;
  },
): Promise<{ row: PromoRow; rule: ReviewPromoRule } | null> {
  const reviewed = reviewedCode === undefined ? null : normalizePromoCode(reviewedCode);
  if (reviewed !== cartCode) throw promoMismatch();
  if (cartCode === null) return null;
  const row = await findPromo(tx, cartCode, { lock: true });
  if (!row) throw promoRefusedAtPlacement(promoRefusal('PROMO_UNKNOWN'));
  const usage = await promoUsage(tx, row, customer);
  const refusal = promoRefusalOf(toPromoRule(row), { subtotal, usage, now });
  if (refusal) throw promoRefusedAtPlacement(refusal);
  return { row, rule: toPromoRule(row) };
}

/** Records the use: one redemption row and the code's counter, still under the row lock. */
export async function redeemPromo(
  tx: DbOrTx,
  row: PromoRow,
  { orderId, customer, discount }: { orderId: string; customer: PromoCustomer; discount: number },
): Promise<void> {
  await tx.insert(promoRedemptions).values({
    promoCodeId: row.id,
    orderId,
    userId: customer.userId,
    email: (customer.email ?? '').toLowerCase(),
    discount,
  });
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, row.id));
}
