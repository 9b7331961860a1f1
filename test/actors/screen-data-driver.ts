import { createActor, waitFor } from 'xstate';
import type { LoaderLogic, SubmissionLogic } from '../../src/actors/loader-logic';

/** Runs a screen's loader with `query` until it settles: its state, the data and the error text. */
export async function load<Q, D>(logic: LoaderLogic<Q, D>, query: Q) {
  const actor = createActor(logic, { input: { query } }).start();
  const snapshot = await waitFor(actor, (state) => !state.hasTag('busy'));
  actor.stop();
  return { state: snapshot.value, data: snapshot.context.data as D | null, error: snapshot.context.error };
}

/** Sends a screen's form with `input` until it settles: its state, the result and the error text. */
export async function submit<I, R>(logic: SubmissionLogic<I, R>, input: I) {
  const actor = createActor(logic).start();
  actor.send({ type: 'submission.submit', input });
  const snapshot = await waitFor(actor, (state) => state.matches('succeeded') || state.matches('failed'));
  actor.stop();
  return {
    state: snapshot.value,
    result: snapshot.context.result as R | null,
    error: snapshot.context.error,
  };
}
