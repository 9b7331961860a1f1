import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { submissionMachine } from '../../machines/submission/submission.machine';
import { type SubmissionView, selectSubmissionView } from '../../machines/submission/submission.selectors';
import type { SubmissionLogic } from '../actors/loader-logic';
import { useScreenActor } from './use-screen-actor';

export type Submission<TInput, TResult> = {
  status: 'idle' | 'submitting' | 'succeeded' | 'failed';
  result: TResult | null;
  /** The Serbian text of the last failure. */
  error: string | null;
  submit: (input: TInput) => void;
  reset: () => void;
};

const selectView = (snapshot: SnapshotFrom<typeof submissionMachine> | undefined): SubmissionView =>
  snapshot
    ? selectSubmissionView(snapshot)
    : // Before the root actor has spawned it (the screen's first render): nothing sent yet.
      { status: 'idle', result: null, error: null };

/**
 * Runs a form's submission (src/actors/screen-data.ts) in the shop's actor system (a child of the
 * root actor, so the inspector sees it); `onSuccess` hears each success.
 */
export function useSubmission<TInput, TResult>(
  logic: SubmissionLogic<TInput, TResult>,
  onSuccess?: (result: TResult) => void,
): Submission<TInput, TResult> {
  const actor = useScreenActor(logic);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  useEffect(() => {
    const subscription = actor?.on('submission.succeeded', (event) =>
      onSuccessRef.current?.(event.result as TResult),
    );
    return () => subscription?.unsubscribe();
  }, [actor]);
  const view = useSelector(actor, selectView, shallowEqual);
  return {
    ...(view as Omit<Submission<TInput, TResult>, 'submit' | 'reset'>),
    submit: (input) => actor?.send({ type: 'submission.submit', input }),
    reset: () => actor?.send({ type: 'submission.reset' }),
  };
}
