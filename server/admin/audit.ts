import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** The app's database or a transaction of it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the audit log's `entity` names (contract/admin.ts auditQuerySchema). */
export type AuditEntity = 'order' | 'product' | 'category' | 'staff' | 'stock' | 'import' | 'promo';

export type AuditEntry = {
  /** The staff member who acted (users.id). */
  staffId: number;
  /** `order.ship`, `product.update`, `stock.set`, `staff.invite`… */
  action: string;
  entity: AuditEntity;
  entityId: string | number;
  /** The entity's state before the action (null when it creates it). Stored as jsonb. */
  before: unknown;
  /** Its state after the action (null when it removes it). */
  after: unknown;
  /** The request's IP (`request.ip`, behind the configured proxies). */
  ip: string;
};

/**
 * Writes one row of the audit log. Pass the action's transaction as `db`, so that the action and
 * its record are written together or not at all.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  });
}
