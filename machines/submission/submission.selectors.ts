import type { SnapshotFrom } from 'xstate';
import type { submissionMachine } from './submission.machine';

type SubmissionSnapshot = SnapshotFrom<typeof submissionMachine>;

/** What a form shows of its submission. */
export type SubmissionView = {
  status: 'idle' | 'submitting' | 'succeeded' | 'failed';
  /** The server's answer to the last successful submission. */
  result: unknown;
  /** The Serbian text of the last failure. */
  error: string | null;
};

export const selectSubmissionView = (snapshot: SubmissionSnapshot): SubmissionView => ({
  status: snapshot.value as SubmissionView['status'],
  result: snapshot.context.result,
  error: snapshot.context.error,
});
