import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgot-password.machine';

type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

/** A reset link is being asked for (the form disables its button). */
export const selectIsSendingResetLink = (snapshot: ForgotPasswordSnapshot): boolean =>
  snapshot.hasTag('busy');

/** The server's confirmation once the request was taken, else null. */
export const selectResetLinkSent = (snapshot: ForgotPasswordSnapshot): string | null =>
  snapshot.matches('sent') ? snapshot.context.message : null;

/** The server's reason when the request was refused, else null. */
export const selectResetLinkFailure = (snapshot: ForgotPasswordSnapshot): string | null =>
  snapshot.matches('failed') ? snapshot.context.message : null;
