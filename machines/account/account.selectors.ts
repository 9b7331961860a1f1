import type { SnapshotFrom } from 'xstate';
import type { accountMachine } from './account.machine';

type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/** An account call is on its way (the form that started it disables its button). */
export const selectIsAccountBusy = (snapshot: AccountSnapshot): boolean => snapshot.hasTag('busy');

/** The e-mail verification link is being checked (/verify-email shows a spinner). */
export const selectIsVerifyingEmail = (snapshot: AccountSnapshot): boolean =>
  snapshot.matches('verifyingEmail');

/** The reset link is being checked (/reset-password waits before showing the form). */
export const selectIsCheckingResetLink = (snapshot: AccountSnapshot): boolean =>
  snapshot.matches('verifyingResetToken');
