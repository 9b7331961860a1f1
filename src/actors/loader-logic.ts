import { fromPromise } from 'xstate';
import { loaderMachine } from '../../machines/loader/loader.machine';
import { submissionMachine } from '../../machines/submission/submission.machine';

/** A loader machine whose `load` is one src/api call; typed for the hook that reads it. */
export function createLoader<TQuery, TData>(load: (query: TQuery) => Promise<TData>) {
  return loaderMachine.provide({
    actors: { load: fromPromise<unknown, unknown>(({ input }) => load(input as TQuery)) },
  }) as typeof loaderMachine & { readonly __types?: { query: TQuery; data: TData } };
}

/** A submission machine whose `submit` is one src/api call. */
export function createSubmission<TInput, TResult>(submit: (input: TInput) => Promise<TResult>) {
  return submissionMachine.provide({
    actors: { submit: fromPromise<unknown, unknown>(({ input }) => submit(input as TInput)) },
  }) as typeof submissionMachine & { readonly __types?: { input: TInput; result: TResult } };
}

export type LoaderLogic<TQuery, TData> = ReturnType<typeof createLoader<TQuery, TData>>;
export type SubmissionLogic<TInput, TResult> = ReturnType<typeof createSubmission<TInput, TResult>>;
