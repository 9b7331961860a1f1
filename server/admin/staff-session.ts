import type { StaffRole } from '../../contract/admin';
import type { UserRow } from '../auth/users';

/** A staff session ends after this long without a request (issue 33). */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
/**
 * A staff session's last request is written at most this often: a page's burst of calls writes
 * once, and the idle expiry is still exact to these few seconds.
 */
export const LAST_SEEN_WRITE_MS = 10 * 1000;

export const STAFF_IDLE_TEXT = 'Odjavljeni ste posle 30 minuta neaktivnosti. Prijavite se ponovo.';

/** A staff member's account: a user whose role is operator or admin. */
export type StaffUser = UserRow & { role: StaffRole };

export function isStaff(user: UserRow): user is StaffUser {
  return user.role === 'operator' || user.role === 'admin';
}

/** The signed-in session as the staff guard reads it (server/plugins/sessions.ts). */
export type SessionState = {
  tokenHash: string;
  /** When this session passed the TOTP second factor; null before. */
  totpVerifiedAt: Date | null;
  /** Its last request; a staff session ends STAFF_IDLE_MS after it. */
  lastSeenAt: Date;
};

export const idleExpiresAt = (session: SessionState): Date =>
  new Date(session.lastSeenAt.getTime() + STAFF_IDLE_MS);
