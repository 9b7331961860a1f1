/** The address the last link went (or should have gone) to, and the server's text about it. */
export type ForgotPasswordContext = { email: string | null; message: string | null };

export type ForgotPasswordEvent =
  /** /forgot-password was opened: a result of an earlier visit is not shown again. */
  | { type: 'forgotPassword.open' }
  /** Mail a reset link to this address (POST generate-reset-pass). */
  | { type: 'forgotPassword.send'; email: string };

export type EmailInput = { email: string };
