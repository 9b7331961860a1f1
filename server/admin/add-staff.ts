import { asc, eq } from 'drizzle-orm';
import type { StaffRole } from '../../contract/admin';
import type { Db } from '../db/client';
import { sessions, staffRecoveryCodes, staffTotp, users } from '../db/schema';

export type AddStaffInput = {
  email: string;
  role: StaffRole;
  /** The argon2 hash of the password: a new account's; an existing account keeps its own without it. */
  passwordHash: string | null;
  /** Remove the account's TOTP factor and recovery codes (a lost phone), and end its sessions. */
  resetTotp?: boolean;
};

export type AddStaffOutcome =
  | { kind: 'created' | 'changed' | 'unchanged'; id: number; from: string }
  | { kind: 'needsPassword' }
  | { kind: 'lastAdmin' };

/**
 * `npm run staff:add`: creates a staff account with the role, or gives an existing account (a
 * shopper's, or staff's) the role. The shop keeps at least one admin: the last one is not made an
 * operator. One transaction, the admins' rows locked first (as the back office's role change).
 */
export async function addStaff(db: Db, input: AddStaffInput): Promise<AddStaffOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (!existing) {
      if (!input.passwordHash) return { kind: 'needsPassword' };
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: input.passwordHash,
          firstName: '',
          lastName: '',
          isVerified: true,
          role: input.role,
        })
        .returning({ id: users.id });
      return { kind: 'created', id: created!.id, from: 'none' };
    }
    if (existing.role === 'admin' && input.role !== 'admin' && admins.length <= 1)
      return { kind: 'lastAdmin' };
    const set = {
      role: input.role,
      ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
    };
    await tx.update(users).set(set).where(eq(users.id, existing.id));
    if (input.resetTotp || input.passwordHash) {
      // Whoever held a session of the old password or factor is signed out.
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    }
    if (input.resetTotp) {
      await tx.delete(staffTotp).where(eq(staffTotp.userId, existing.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, existing.id));
    }
    const unchanged = existing.role === input.role && !input.passwordHash && !input.resetTotp;
    return { kind: unchanged ? 'unchanged' : 'changed', id: existing.id, from: existing.role };
  });
}
