import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { submissionMachine } from '../../machines/submission/submission.machine';
import type { SubmissionLogic } from '../actors/loader-logic';

export type Submission<TInput, TResult> = {
  status: 'idle' | 'submitting' | 'succeeded' | 'failed';
  result: TResult | null;
  /** The Serbian text of the last failure. */
  error: string | null;
  submit: (input: TInput) => void;
  reset: () => void;
};

const selectView = (snapshot: SnapshotFrom<typeof submissionMachine>) => ({
  status: snapshot.value as Submission<unknown, unknown>['status'],
  result: snapshot.context.result,
  error: snapshot.context.error,
});

/** Runs a form's submission (src/actors/screen-data.ts); `onSuccess` hears each success. */
export function useSubmission<TInput, TResult>(
  logic: SubmissionLogic<TInput, TResult>,
  onSuccess?: (result: TResult) => void,
): Submission<TInput, TResult> {
  const actor = useActorRef(logic);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  useEffect(() => {
    const subscription = actor.on('submission.succeeded', (event) =>
      onSuccessRef.current?.(event.result as TResult),
    );
    return () => subscription.unsubscribe();
  }, [actor]);
  const view = useSelector(actor, selectView, shallowEqual);
  return {
    ...(view as Omit<Submission<TInput, TResult>, 'submit' | 'reset'>),
    submit: (input) => actor.send({ type: 'submission.submit', input }),
    reset: () => actor.send({ type: 'submission.reset' }),
  };
}
