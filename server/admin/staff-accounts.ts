import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffRole } from '../../contract/admin';
import { issueAuthToken } from '../auth/auth-tokens';
import { hashPassword } from '../auth/passwords';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/client';
import { staffTotp, users } from '../db/schema';
import { INVITATION_DAYS } from '../mail/templates/staff-mails';
import { recordAudit } from './audit';
import type { StaffUser } from './staff-session';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_ROLES: StaffRole[] = ['operator', 'admin'];

/** Who acts, from which IP (the audit log's staff id and ip). */
export type Actor = { staff: StaffUser; ip: string };

/** GET /api/admin/staff: every staff member, admins first, then by address. */
export async function listStaff(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      createdAt: users.createdAt,
      totpVerifiedAt: staffTotp.verifiedAt,
    })
    .from(users)
    .leftJoin(staffTotp, eq(staffTotp.userId, users.id))
    .where(inArray(users.role, STAFF_ROLES))
    .orderBy(sql`${users.role} = 'admin' desc`, asc(users.email));
  return rows.map(({ totpVerifiedAt, createdAt, role, ...member }) => ({
    ...member,
    role: role as StaffRole,
    totpEnrolled: totpVerifiedAt !== null,
    createdAt: createdAt.toISOString(),
  }));
}

const auditedAccount = (user: Pick<UserRow, 'email' | 'role'>) => ({ email: user.email, role: user.role });

export type InviteOutcome =
  | { kind: 'created'; user: UserRow; setPasswordToken: string }
  | { kind: 'promoted'; user: UserRow }
  | { kind: 'alreadyStaff'; user: UserRow };

/**
 * An admin's invitation: a new account with the role and a set-password link valid for
 * INVITATION_DAYS (the password-reset flow's token), or a shopper's account promoted to the role.
 * An account that is staff already is left as it is (its role is changed with changeStaffRole).
 * One transaction with its audit row.
 */
export async function inviteStaff(
  db: Db,
  { email, role }: { email: string; role: StaffRole },
  actor: Actor,
): Promise<InviteOutcome> {
  // Nobody knows this password: the invited person sets theirs through the mailed link.
  const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing && existing.role !== 'customer') return { kind: 'alreadyStaff', user: existing };
    const audit = { staffId: actor.staff.id, action: 'staff.invite', entity: 'staff' as const, ip: actor.ip };
    if (existing) {
      const [promoted] = await tx.update(users).set({ role }).where(eq(users.id, existing.id)).returning();
      await recordAudit(tx, {
        ...audit,
        entityId: existing.id,
        before: auditedAccount(existing),
        after: auditedAccount(promoted!),
      });
      return { kind: 'promoted', user: promoted! };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: unusablePasswordHash,
        firstName: '',
        lastName: '',
        // Only the mailed link lets anyone in: whoever signs in has shown they read this address.
        isVerified: true,
        role,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) {
      // Another invitation of the address won the race: the account is staff already.
      const [other] = await tx.select().from(users).where(eq(users.email, email));
      return { kind: 'alreadyStaff', user: other! };
    }
    const setPasswordToken = await issueAuthToken(
      tx,
      created!.id,
      'reset_password',
      INVITATION_DAYS * DAY_MS,
    );
    await recordAudit(tx, { ...audit, entityId: created!.id, before: null, after: auditedAccount(created!) });
    return { kind: 'created', user: created!, setPasswordToken };
  });
}

export type RoleOutcome = 'changed' | 'unchanged' | 'notFound' | 'lastAdmin';

/**
 * PUT /api/admin/staff/:id/role. The admins' rows are locked first, so that two admins demoting
 * each other at once cannot leave the shop without one: the second sees the first's change.
 */
export async function changeStaffRole(
  db: Db,
  { id, role }: { id: number; role: StaffRole },
  actor: Actor,
): Promise<RoleOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target || target.role === 'customer') return 'notFound';
    if (target.role === role) return 'unchanged';
    if (target.role === 'admin' && admins.length <= 1) return 'lastAdmin';
    const [changed] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
    await recordAudit(tx, {
      staffId: actor.staff.id,
      action: 'staff.role',
      entity: 'staff',
      entityId: id,
      before: auditedAccount(target),
      after: auditedAccount(changed!),
      ip: actor.ip,
    });
    return 'changed';
  });
}
