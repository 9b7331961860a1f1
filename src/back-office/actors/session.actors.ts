import { fromCallback, fromPromise } from 'xstate';
import { adminSessionMachine } from '../../../machines/admin-session/admin-session.machine';
import type {
  AdminSessionEvent,
  StaffSession,
  TotpEnrolment,
} from '../../../machines/admin-session/admin-session.types';
import { enrolTotp, readStaffSession, recoverTotp, verifyTotp } from '../admin-api';
import { STAFF_IDLE_MS } from '../admin-call';

/** The system id other machines (the code forms) reach the staff session by. */
export const ADMIN_SESSION_ID = 'adminSession';

/**
 * Waits until the server would end the staff session (`idleExpiresAt`, or 30 minutes from now when
 * unknown), then says so.
 */
const idleTimer = fromCallback<AdminSessionEvent, string>(({ input, sendBack }) => {
  const at = Date.parse(input);
  const wait = Number.isNaN(at) ? STAFF_IDLE_MS : Math.max(0, at - Date.now());
  const timer = setTimeout(() => sendBack({ type: 'adminSession.idle' }), wait);
  return () => clearTimeout(timer);
});

/** The staff session machine with its real calls (src/back-office/admin-api.ts). */
export const adminSessionLogic = adminSessionMachine.provide({
  actors: {
    readSession: fromPromise<StaffSession, void>(() => readStaffSession()),
    enrol: fromPromise<TotpEnrolment, void>(() => enrolTotp()),
    verifyCode: fromPromise<{ recoveryCodes?: string[] }, string>(({ input }) => verifyTotp(input)),
    recover: fromPromise<{ remainingRecoveryCodes: number }, string>(({ input }) => recoverTotp(input)),
    idleTimer,
  },
});
