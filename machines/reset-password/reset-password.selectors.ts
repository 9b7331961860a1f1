import type { SnapshotFrom } from 'xstate';
import type { resetPasswordMachine } from './reset-password.machine';

type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

/** What /reset-password shows. */
export type ResetPasswordView =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; failure: string | null; busy: boolean }
  | { kind: 'changed' };

/** The page's phase; before the page's open arrives it waits like a link being checked. */
export const selectResetPasswordView = (snapshot: ResetPasswordSnapshot): ResetPasswordView => {
  const { linkProblem, failure } = snapshot.context;
  if (snapshot.matches('invalid')) return { kind: 'invalid', message: linkProblem ?? '' };
  if (snapshot.matches('form')) return { kind: 'form', failure, busy: false };
  if (snapshot.matches('changing')) return { kind: 'form', failure: null, busy: true };
  if (snapshot.matches('changed')) return { kind: 'changed' };
  return { kind: 'checking' };
};
