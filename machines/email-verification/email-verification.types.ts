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
  /**
   * /verification was opened: `email` is the link's ?email= (null: none); `user`, the signed-in
   * user, whose own address the page is about instead (and none once it is verified).
   */
  | {
      type: 'emailVerification.open';
      email: string | null;
      user?: { email: string; isVerified: boolean } | null;
    }
  /** A visitor asks for a new link (POST request-verify-email). */
  | { type: 'emailVerification.resend'; email: string }
  /** The signed-in, unverified user asks for a new link (POST generate-email). */
  | { type: 'emailVerification.generate'; email: string };

export type EmailInput = { email: string };
export type PendingVerification = { email: string; pending: boolean };
