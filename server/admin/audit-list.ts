import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';

export const AUDIT_PAGE_SIZE = 50;

export type AuditQuery = { page: number; staffId?: number | undefined; entity?: string | undefined };

/** GET /api/admin/audit: newest first, by staff member and entity if asked. */
export async function listAudit(db: Db, query: AuditQuery) {
  const filters: SQL[] = [];
  if (query.staffId !== undefined) filters.push(eq(auditLog.staffId, query.staffId));
  if (query.entity !== undefined) filters.push(eq(auditLog.entity, query.entity));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, email: users.email })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, email }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      staff: { id: entry.staffId, email },
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
