import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, staffRecoveryCodes, staffTotp } from '../db/schema';
import { recordAudit } from './audit';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { SessionState, StaffUser } from './staff-session';
import { type TotpEnrolment, enrolmentOf, newTotpSecret, stepOfCode } from './totp';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who asks, from which session and IP. */
export type FactorContext = { user: StaffUser; session: SessionState; ip: string };

/** Whether the staff member has a verified factor (a pending enrolment alone is not one). */
async function verifiedFactor(db: Db, userId: number) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId)).limit(1);
  return row?.verifiedAt ? row : undefined;
}

/**
 * A new secret, pending until its first code is verified (the factor already verified, if any,
 * stays in force until then). 'secondFactorNeeded': replacing a verified factor needs this
 * session to have passed it, so a password alone cannot move it to another phone.
 */
export async function enrolTotp(db: Db, { user, session }: FactorContext) {
  if ((await verifiedFactor(db, user.id)) && !session.totpVerifiedAt) return 'secondFactorNeeded' as const;
  const secret = newTotpSecret();
  const now = new Date();
  await db
    .insert(staffTotp)
    .values({ userId: user.id, pendingSecret: secret, enrolledAt: now })
    .onConflictDoUpdate({ target: staffTotp.userId, set: { pendingSecret: secret, enrolledAt: now } });
  return enrolmentOf(secret, user.email) satisfies Promise<TotpEnrolment>;
}

const passSession = (tx: Tx, session: SessionState, at: Date) =>
  tx.update(sessions).set({ totpVerifiedAt: at }).where(eq(sessions.tokenHash, session.tokenHash));

/** New recovery codes in place of the old ones: the plain codes, to be shown once. */
async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

export type VerifyOutcome =
  | { kind: 'verified'; recoveryCodes?: string[] }
  | { kind: 'invalid' }
  | { kind: 'notEnrolled' };

/**
 * A code of the pending enrolment makes it the factor (with 10 new recovery codes); else a code
 * of the verified factor, of a later time step than the last one accepted. Either passes this
 * session's second factor. One transaction, the factor's row locked: of two requests with the
 * same code, one wins.
 */
export async function verifyTotp(db: Db, context: FactorContext, code: string, now = new Date()) {
  const { user, session, ip } = context;
  return db.transaction(async (tx): Promise<VerifyOutcome> => {
    const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, user.id)).for('update');
    if (!row || (!row.pendingSecret && !row.verifiedAt)) return { kind: 'notEnrolled' };

    const pendingStep = row.pendingSecret ? stepOfCode(row.pendingSecret, code, now.getTime()) : null;
    if (row.pendingSecret && pendingStep !== null) {
      await tx
        .update(staffTotp)
        .set({
          secret: row.pendingSecret,
          pendingSecret: null,
          verifiedAt: now,
          lastUsedStep: pendingStep,
          lastUsedAt: now,
        })
        .where(eq(staffTotp.userId, user.id));
      const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
      await passSession(tx, session, now);
      await recordAudit(tx, {
        staffId: user.id,
        action: row.verifiedAt ? 'staff.totpReplace' : 'staff.totpEnrol',
        entity: 'staff',
        entityId: user.id,
        before: { totpEnrolled: Boolean(row.verifiedAt), totpVerifiedAt: row.verifiedAt },
        after: { totpEnrolled: true, totpVerifiedAt: now, recoveryCodes: recoveryCodes.length },
        ip,
      });
      return { kind: 'verified', recoveryCodes };
    }

    const step = row.secret && row.verifiedAt ? stepOfCode(row.secret, code, now.getTime()) : null;
    if (step === null || (row.lastUsedStep !== null && step <= row.lastUsedStep)) return { kind: 'invalid' };
    await tx
      .update(staffTotp)
      .set({ lastUsedStep: step, lastUsedAt: now })
      .where(eq(staffTotp.userId, user.id));
    await passSession(tx, session, now);
    return { kind: 'verified' };
  });
}

/** A recovery code, once: passes this session's second factor; null when it is not one (or used). */
export async function recoverWithCode(db: Db, context: FactorContext, code: string, now = new Date()) {
  const { user, session, ip } = context;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.userId, user.id),
          eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (!used) return null;
    const [left] = await tx
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, user.id), isNull(staffRecoveryCodes.usedAt)));
    const remaining = left?.n ?? 0;
    await passSession(tx, session, now);
    await recordAudit(tx, {
      staffId: user.id,
      action: 'staff.totpRecover',
      entity: 'staff',
      entityId: user.id,
      before: { remainingRecoveryCodes: remaining + 1 },
      after: { remainingRecoveryCodes: remaining },
      ip,
    });
    return { remainingRecoveryCodes: remaining };
  });
}
