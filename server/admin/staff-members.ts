import { eq } from 'drizzle-orm';
import type { StaffMember } from '../../contract/admin';
import type { Db } from '../db/client';
import { staffTotp } from '../db/schema';
import type { SessionState, StaffUser } from './staff-session';

export function toStaffMember(user: StaffUser): StaffMember {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
  };
}

/** Whether the staff member has a verified TOTP factor (an enrolment pending alone is not one). */
export async function hasTotpFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: staffTotp.verifiedAt })
    .from(staffTotp)
    .where(eq(staffTotp.userId, userId))
    .limit(1);
  return Boolean(row?.verifiedAt);
}

/** contract/admin.ts totpStatuses for this session. */
export async function totpStatusOf(db: Db, userId: number, session: SessionState) {
  if (session.totpVerifiedAt) return 'verified' as const;
  return (await hasTotpFactor(db, userId)) ? ('required' as const) : ('notEnrolled' as const);
}
