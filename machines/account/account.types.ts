import type { AnyActorLogic } from 'xstate';

/** The address last checked on the register form (null: none, or the shopper typed since). */
export type AccountContext = { email: string | null };

export type AccountEvent =
  /** The register form's e-mail field lost focus with a valid address (POST check-user). */
  | { type: 'account.email.check'; email: string }
  /** The shopper changes the address: what was said of the old one no longer holds. */
  | { type: 'account.email.edit' }
  /**
   * An account page opened (src/features/account/account-flow.tsx): its flow (reset password,
   * verify e-mail, forgot password, /verification) runs as the account machine's child `systemId`
   * from now on. The page
   * brings the flow's logic, so its code loads with the page, not with the shop.
   */
  | { type: 'account.flow.open'; systemId: AccountFlowId; logic: AnyActorLogic };

/** The ids of the account page flows (machines/shared/system.ts), children of the account machine. */
export type AccountFlowId = 'resetPassword' | 'verifyEmail' | 'forgotPassword' | 'emailVerification';

export type EmailInput = { email: string };
