import {
  type ActorRefFrom,
  type AnyActorLogic,
  createActor,
  createMachine,
  type EventObject,
  fromCallback,
  waitFor,
} from 'xstate';
import type { formMachine } from '../../machines/form/form.machine';
import type { FormInput, FormValues } from '../../machines/form/form.types';
import type { LoaderLogic } from '../../src/actors/loader-logic';

/** Runs a screen's loader with `query` until it settles: its state, the data and the error text. */
export async function load<Q, D>(logic: LoaderLogic<Q, D>, query: Q) {
  const actor = createActor(logic, { input: { query } }).start();
  const snapshot = await waitFor(actor, (state) => !state.hasTag('busy'));
  actor.stop();
  return { state: snapshot.value, data: snapshot.context.data as D | null, error: snapshot.context.error };
}

/**
 * Types `typed` into a form (src/actors/*.forms.ts) field by field and submits it, in an actor
 * system where each of `neighbours` (auth, forgotPassword, …) is a recorder: its state once it
 * settles, what it holds, and the messages it handed over.
 */
export async function fill(
  logic: typeof formMachine,
  typed: FormValues,
  { neighbours = [], ...input }: Partial<FormInput> & { neighbours?: string[] } = {},
) {
  const handedOver: { to: string; event: EventObject }[] = [];
  const recorder = (to: string) =>
    fromCallback(({ receive }) => receive((event) => handedOver.push({ to, event })));
  const root = createActor(
    createMachine({
      invoke: [
        ...neighbours.map((name) => ({ id: name, systemId: name, src: recorder(name) })),
        { id: 'form', src: logic as AnyActorLogic, input: { values: {}, ...input } },
      ],
    }),
  ).start();
  const form = root.getSnapshot().children.form as ActorRefFrom<typeof formMachine>;
  for (const [field, value] of Object.entries(typed)) form.send({ type: 'form.change', field, value });
  form.send({ type: 'form.submit' });
  const snapshot = await waitFor(form, (state) => !state.matches('checking') && !state.matches('submitting'));
  root.stop();
  const { values, errors, refused, result, error } = snapshot.context;
  return { state: snapshot.value, values, errors, refused, result, error, handedOver };
}
