/** The two password fields of the form, as contract/auth `resetPasswordDataSchema` checks them. */
export type ResetPasswordData = { password: string; confirmPassword: string };

/**
 * The reset link in hand (single use: checked once, then used by the change) and the server's
 * text: why the link is unusable, or why the change was refused (the form stays, with that text).
 */
export type ResetPasswordContext = {
  token: string | null;
  linkProblem: string | null;
  failure: string | null;
};

export type ResetPasswordEvent =
  /** /reset-password?token=… was opened (an empty token: the link lost its token on the way). */
  | { type: 'resetPassword.open'; token: string }
  /** The new password, twice (PUT change-pass with the link's token). */
  | { type: 'resetPassword.submit'; resetPasswordData: ResetPasswordData };

export type TokenInput = { token: string };
export type ChangePasswordInput = TokenInput & { resetPasswordData: ResetPasswordData };
