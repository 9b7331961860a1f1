import type { SnapshotFrom } from 'xstate';
import type { verifyEmailMachine } from './verify-email.machine';

type VerifyEmailSnapshot = SnapshotFrom<typeof verifyEmailMachine>;

/** What /verify-email shows: the link is being checked, or what became of it. */
export type VerifyEmailView =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'alreadyVerified'; message: string }
  | { kind: 'failed'; message: string };

/** The page's outcome; before the page's open arrives it shows the spinner too. */
export const selectVerifyEmailView = (snapshot: VerifyEmailSnapshot): VerifyEmailView => {
  const message = snapshot.context.message ?? '';
  if (snapshot.matches('verified')) return { kind: 'verified' };
  if (snapshot.matches('alreadyVerified')) return { kind: 'alreadyVerified', message };
  if (snapshot.matches('failed')) return { kind: 'failed', message };
  return { kind: 'verifying' };
};
