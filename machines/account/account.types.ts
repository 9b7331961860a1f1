import type { User } from '../../contract/auth';

/** The account calls keep no data: each answer goes to the view that asked (emitted events). */
export type AccountContext = Record<string, never>;

export type ResetPasswordData = { password: string; confirmPassword: string };

export type AccountEvent =
  /** Whether an account with this address exists (POST check-user). */
  | { type: 'account.checkUser'; email: string }
  /** Sends the verification mail (POST generate-email). */
  | { type: 'account.verificationEmail.generate'; email: string }
  /** Sends it again from /verification (POST request-verify-email). */
  | { type: 'account.verificationEmail.resend'; email: string }
  /** The link of the verification mail was opened: /verify-email?token=… (PUT verify-email). */
  | { type: 'account.email.verify'; token: string }
  /** Whether the address still awaits verification (POST pending-verification/get). */
  | { type: 'account.pendingVerification.get'; email: string }
  /** Forgot password: mails a reset link (POST generate-reset-pass). */
  | { type: 'account.password.forgot'; email: string }
  /** /reset-password opened with a token: is the link still usable (POST verify-pass)? */
  | { type: 'account.password.verifyToken'; token: string }
  /** The new password with the reset token (PUT change-pass). */
  | { type: 'account.password.change'; token: string; resetPasswordData: ResetPasswordData };

/** What the views hear (actor.on): each call's result, or its failure with the server's text (spec §5). */
export type AccountEmitted =
  | { type: 'account.userChecked'; exists: boolean }
  | { type: 'account.checkUserFailed'; message: string }
  | { type: 'account.verificationEmailSent'; message: string }
  | { type: 'account.verificationEmailFailed'; message: string }
  | { type: 'account.emailVerified'; user: User }
  | { type: 'account.verifyEmailFailed'; message: string }
  | { type: 'account.pendingVerificationLoaded'; email: string; pending: boolean }
  | { type: 'account.pendingVerificationFailed'; message: string }
  | { type: 'account.passwordResetRequested'; message: string }
  | { type: 'account.passwordResetFailed'; message: string }
  | { type: 'account.resetTokenVerified' }
  | { type: 'account.resetTokenFailed'; message: string }
  | { type: 'account.passwordChanged' }
  | { type: 'account.changePasswordFailed'; message: string };

export type EmailInput = { email: string };
export type TokenInput = { token: string };
export type ChangePasswordInput = TokenInput & { resetPasswordData: ResetPasswordData };
export type PendingVerification = { email: string; pending: boolean };
