import type { StaffMember } from '../../contract/admin';

/** GET /api/admin/session's answer (contract/admin.ts staffSessionResponseSchema). */
export type StaffSession = {
  staff: StaffMember;
  totp: 'notEnrolled' | 'required' | 'verified';
  /** When the server ends the staff session if nothing is done (30 minutes idle). */
  idleExpiresAt: string;
};

/** POST /api/admin/totp/enrol's answer: the secret as a QR code and as text to type. */
export type TotpEnrolment = { uri: string; qrCode: string; secret: string };

/** Why a later staff call was refused: the password session is gone, or the second factor is needed again. */
export type LostReason = 'login' | 'totp';

export type AdminSessionContext = {
  session: StaffSession | null;
  enrolment: TotpEnrolment | null;
  /** The 10 recovery codes of a first verification, shown once until "Sačuvao sam kodove". */
  recoveryCodes: string[] | null;
  /** After a recovery code was used: how many are left. */
  remainingRecoveryCodes: number | null;
  /** The Serbian text of the last refused code or failed call. */
  error: string | null;
};

export type AdminSessionEvent =
  /** "Pokušajte ponovo" after a failure, and "Nastavi" after an idle expiry: read the session again. */
  | { type: 'adminSession.retry' }
  /** From the TOTP code form (src/admin/actors/session.forms.ts): the 6 digits, checked by the contract. */
  | { type: 'adminSession.totp.submit'; code: string }
  /** "Koristite kod za oporavak": enter one of the recovery codes instead. */
  | { type: 'adminSession.recovery.use' }
  | { type: 'adminSession.recovery.cancel' }
  /** From the recovery code form. */
  | { type: 'adminSession.recovery.submit'; code: string }
  /** "Sačuvao sam kodove": the recovery codes are gone from the screen for good. */
  | { type: 'adminSession.codes.saved' }
  /** From the back office's calls (src/admin/admin-call.ts): a 401 or a 403 TOTP_REQUIRED. */
  | { type: 'adminSession.lost'; reason: LostReason }
  /** From the back office's calls: one succeeded, so the server's idle clock starts again. */
  | { type: 'adminSession.active'; idleExpiresAt: string }
  /** From the idle timer: the server has ended the staff session by now. */
  | { type: 'adminSession.idle' };

/*
 * The actors src/admin/actors/session.actors.ts provides:
 *   readSession  input: void                 output: StaffSession         GET /api/admin/session
 *   enrol        input: void                 output: TotpEnrolment        POST /api/admin/totp/enrol
 *   verifyCode   input: string (the code)    output: { recoveryCodes? }   POST /api/admin/totp/verify
 *   recover      input: string (the code)    output: { remainingRecoveryCodes }  POST /api/admin/totp/recover
 *   idleTimer    input: idleExpiresAt        sends adminSession.idle when that time has come
 * A failed call rejects with an error carrying `status` and `code` (src/api/api-error.ts).
 */
