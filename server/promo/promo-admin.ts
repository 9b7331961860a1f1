import { desc, eq } from 'drizzle-orm';
import type { AdminPromo, PromoCreateBody } from '../../contract/promo';
import { recordAudit } from '../admin/audit';
import type { StaffActor } from '../catalog-admin/staff-actor';
import type { Db } from '../db/client';
import { promoCodes } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import type { PromoRow } from './promo-rules';

export const toAdminPromo = (row: PromoRow): AdminPromo => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minOrder: row.minOrder,
  validFrom: row.validFrom,
  validTo: row.validTo,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  active: row.active,
  uses: row.uses,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit row keeps of a code. */
const audited = ({ uses: _uses, createdAt: _at, ...rule }: AdminPromo) => rule;

const codeTaken = (code: string) =>
  conflict(`Kod ${code} već postoji.`, 'CONFLICT', {
    issues: [{ path: ['code'], message: `Kod ${code} već postoji.` }],
  });

/** Every code, newest first, with its uses. */
export async function listPromos(db: Db): Promise<AdminPromo[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map(toAdminPromo);
}

/**
 * A new code. `actor` is the staff member (audited with the code, in one transaction); the CLI
 * passes none: its operator is whoever runs it on the server.
 */
export async function createPromo(
  db: Db,
  body: PromoCreateBody,
  actor: StaffActor | null,
): Promise<AdminPromo> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promoCodes).values(body).onConflictDoNothing().returning();
    if (!row) throw codeTaken(body.code);
    const promo = toAdminPromo(row);
    if (actor) {
      await recordAudit(tx, {
        ...actor,
        action: 'promo.create',
        entity: 'promo',
        entityId: row.id,
        before: null,
        after: audited(promo),
      });
    }
    return promo;
  });
}

/** Switches a code off: it stays listed with its uses, and no order can use it any more. */
export async function deactivatePromo(db: Db, id: number, actor: StaffActor): Promise<AdminPromo> {
  return db.transaction(async (tx) => {
    // The row lock waits for an order placing with the code: it commits with the code still on.
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw notFound('Kod nije pronađen.', 'NOT_FOUND');
    const [row] = await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, id)).returning();
    await recordAudit(tx, {
      ...actor,
      action: 'promo.deactivate',
      entity: 'promo',
      entityId: id,
      before: audited(toAdminPromo(before)),
      after: audited(toAdminPromo(row!)),
    });
    return toAdminPromo(row!);
  });
}
