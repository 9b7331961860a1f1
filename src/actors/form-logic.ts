import { type ActorSystem, type AnyActorRef, type EventObject, fromPromise } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import type { output } from 'zod/v4/core';
import type { CheckedFields } from '../../contract/check-fields';
import { formMachine } from '../../machines/form/form.machine';
import type { FormCheck, FormValues } from '../../machines/form/form.types';

type System = ActorSystem<never>;

type FormOptions<TData, TResult> = {
  /** The contract's check of the values (its schemas load with the first submit). */
  check: (values: FormValues, extra: unknown) => Promise<CheckedFields<TData>>;
  /** One API call, or a message to the machine that does the sending (handOver). */
  submit: (data: TData, extra: unknown, system: System) => Promise<TResult> | TResult;
  /** What the rest of the shop must hear of a success, sent through the system. */
  succeeded?: (result: TResult, system: System) => void;
};

/**
 * A form's check by one contract schema. The schema and the check (zod) load with the first
 * submit, so no page's chunk carries them. `valuesOf` shapes the fields into the schema's body.
 */
export function checkWith<S extends ZodMiniType>(
  loadSchema: () => Promise<S>,
  valuesOf: (values: FormValues) => unknown = (values) => values,
) {
  return async (values: FormValues): Promise<CheckedFields<output<S>>> => {
    const [{ checkFields }, schema] = await Promise.all([
      import('../../contract/check-fields'),
      loadSchema(),
    ]);
    return checkFields(schema, valuesOf(values));
  };
}

/** A form machine with its check, its send and what a success tells the shop. */
export function createForm<TData, TResult = void>({ check, submit, succeeded }: FormOptions<TData, TResult>) {
  return formMachine.provide({
    actors: {
      check: fromPromise<FormCheck, { values: FormValues; extra: unknown }>(({ input }) =>
        check(input.values, input.extra),
      ),
      submit: fromPromise<unknown, { data: unknown; extra: unknown }>(async ({ input, system }) =>
        submit(input.data as TData, input.extra, system as System),
      ),
    },
    actions: {
      succeeded: ({ context, system }) => succeeded?.(context.result as TResult, system as System),
    },
  }) as typeof formMachine & { readonly __types?: { data: TData; result: TResult } };
}

export type FormLogic<TData = unknown, TResult = unknown> = ReturnType<typeof createForm<TData, TResult>>;

/** The machine under `systemId` (auth, account, …), which sends the form's data itself. */
export function systemActor(system: System, systemId: string): AnyActorRef {
  const actor = system.get(systemId) as AnyActorRef | undefined;
  if (!actor) throw new Error(`no '${systemId}' in the shop's actor system`);
  return actor;
}

/** Tells the machine under `systemId` of a change, if it runs now (the list a review shows in). */
export function tell(system: System, systemId: string, event: EventObject & Record<string, unknown>): void {
  (system.get(systemId) as AnyActorRef | undefined)?.send(event);
}
