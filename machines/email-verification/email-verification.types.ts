/**
 * The address /verification is about (the signed-in user's, the one in ?email=, or the one the
 * visitor typed), whether the server says it awaits verification (null: not known), and the
 * server's text about the last mail asked for.
 */
export type EmailVerificationContext = {
  email: string | null;
  pending: boolean | null;
  message: string | null;
};

export type EmailVerificationEvent =
  /** /verification was opened, with the address it is about (null: none known). */
  | { type: 'emailVerification.open'; email: string | null }
  /** A visitor asks for a new link (POST request-verify-email). */
  | { type: 'emailVerification.resend'; email: string }
  /** The signed-in, unverified user asks for a new link (POST generate-email). */
  | { type: 'emailVerification.generate'; email: string };

export type EmailInput = { email: string };
export type PendingVerification = { email: string; pending: boolean };
