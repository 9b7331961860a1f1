import type { SnapshotFrom } from 'xstate';
import type { submissionMachine } from './submission.machine';

type SubmissionSnapshot = SnapshotFrom<typeof submissionMachine>;

/** 'idle', 'submitting', 'succeeded' or 'failed'. */
export const selectSubmissionStatus = (snapshot: SubmissionSnapshot) =>
  snapshot.value as 'idle' | 'submitting' | 'succeeded' | 'failed';

/** The server's answer to the last successful submission. */
export const selectSubmissionResult = (snapshot: SubmissionSnapshot) => snapshot.context.result;

/** The Serbian text of the last failure. */
export const selectSubmissionError = (snapshot: SubmissionSnapshot) => snapshot.context.error;
