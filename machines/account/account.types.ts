/**
 * `email`: the address last checked on the register form (null: none, or the shopper typed since).
 * `flows`: the page flows opened so far, each running as a child from then on.
 */
export type AccountContext = { email: string | null; flows: AccountFlowId[] };

export type AccountEvent =
  /** The register form's e-mail field lost focus with a valid address (POST check-user). */
  | { type: 'account.email.check'; email: string }
  /** The shopper changes the address: what was said of the old one no longer holds. */
  | { type: 'account.email.edit' }
  /**
   * An account page opened (src/features/account/account-flow.tsx): its flow (reset password,
   * verify e-mail, forgot password, /verification) runs as the account machine's child, under the
   * flow's system id, from now on. The page's chunk brought the flow's code first.
   */
  | { type: 'account.flow.open'; flow: AccountFlowId };

/** The ids of the account page flows (machines/shared/system.ts), children of the account machine. */
export type AccountFlowId = 'resetPassword' | 'verifyEmail' | 'forgotPassword' | 'emailVerification';

export type EmailInput = { email: string };
