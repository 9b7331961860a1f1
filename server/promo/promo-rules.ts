import { and, count, eq, sql } from 'drizzle-orm';
import { type PromoRule, type PromoUsage, normalizePromoCode } from '../../contract/promo';
import type { DbOrTx } from '../admin/audit';
import { promoCodes, promoRedemptions } from '../db/schema';

export type PromoRow = typeof promoCodes.$inferSelect;

/** Who places the order, for the per-customer limit: the account, or a guest's e-mail. */
export type PromoCustomer = { userId: number | null; email: string | null };

export const toPromoRule = (row: PromoRow): PromoRule => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  minOrder: row.minOrder,
  validFrom: row.validFrom,
  validTo: row.validTo,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  active: row.active,
});

/**
 * The code's row by what a shopper typed (normalised). `lock` takes its row lock for the rest of
 * the transaction: every placement with the code then waits for the one before it to commit, so
 * the counts it reads are the counts it writes after.
 */
export async function findPromo(
  db: DbOrTx,
  input: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PromoRow | undefined> {
  const query = db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(input)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The code's uses in all and by this customer (account, else e-mail in lower case). */
export async function promoUsage(db: DbOrTx, row: PromoRow, customer: PromoCustomer): Promise<PromoUsage> {
  const byCustomer =
    customer.userId !== null
      ? eq(promoRedemptions.userId, customer.userId)
      : customer.email
        ? eq(promoRedemptions.email, customer.email.toLowerCase())
        : sql`false`;
  const [mine] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, row.id), byCustomer));
  return { total: row.uses, byCustomer: mine?.n ?? 0 };
}
