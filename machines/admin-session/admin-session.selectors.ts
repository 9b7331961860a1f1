import type { SnapshotFrom } from 'xstate';
import type { StaffRole } from '../../contract/admin';
import type { adminSessionMachine } from './admin-session.machine';

type AdminSessionSnapshot = SnapshotFrom<typeof adminSessionMachine>;

/** Which screen of the way in shows. */
export type AdminSessionStep =
  | 'checking'
  | 'failed'
  | 'signedOut'
  | 'noAccess'
  | 'enrolStarting'
  | 'enrolFailed'
  | 'enrolScan'
  | 'recoveryCodes'
  | 'code'
  | 'recoveryCode'
  | 'expired'
  | 'ready';

/** The screen the staff member is on. */
export function selectSessionStep(snapshot: AdminSessionSnapshot): AdminSessionStep {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('noAccess')) return 'noAccess';
  if (snapshot.matches({ enrolling: 'starting' })) return 'enrolStarting';
  if (snapshot.matches({ enrolling: 'startFailed' })) return 'enrolFailed';
  if (snapshot.matches({ enrolling: 'savingCodes' })) return 'recoveryCodes';
  if (snapshot.matches('enrolling')) return 'enrolScan';
  if (snapshot.matches({ signingIn: 'recovery' }) || snapshot.matches({ signingIn: 'recovering' }))
    return 'recoveryCode';
  if (snapshot.matches('signingIn')) return 'code';
  if (snapshot.matches('expired')) return 'expired';
  return 'ready';
}

/** A code is being checked by the server. */
export const selectSessionBusy = (snapshot: AdminSessionSnapshot) => snapshot.hasTag('busy');

/** The Serbian text of the last refused code or failed call. */
export const selectSessionError = (snapshot: AdminSessionSnapshot) => snapshot.context.error;

/** The QR code and secret of an enrolment in progress. */
export const selectEnrolment = (snapshot: AdminSessionSnapshot) => snapshot.context.enrolment;

/** The recovery codes to write down, shown once. */
export const selectRecoveryCodes = (snapshot: AdminSessionSnapshot) => snapshot.context.recoveryCodes;

/** How many recovery codes are left after one was used (null when none was). */
export const selectRemainingRecoveryCodes = (snapshot: AdminSessionSnapshot) =>
  snapshot.context.remainingRecoveryCodes;

/** The signed-in staff member (null until the session is read). */
export const selectStaff = (snapshot: AdminSessionSnapshot) => snapshot.context.session?.staff ?? null;

/** The staff member's role, which decides what the back office shows. */
export const selectRole = (snapshot: AdminSessionSnapshot): StaffRole | null =>
  snapshot.context.session?.staff.role ?? null;
