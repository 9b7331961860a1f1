import { type AnyActorLogic, fromPromise } from 'xstate';

/**
 * The typed slot of an actor whose real implementation src/actors provides with
 * `machine.provide({ actors })` (tests provide fakes). Running it unprovided is a wiring bug.
 */
export const notProvided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor '${name}' is not provided`);
  });

/**
 * The typed slot of a child machine whose code comes in a later chunk: its parent names it in
 * `setup({ actors })` and spawns it by that name with its systemId (so Stately shows it), and
 * src/ provides the real logic once its chunk is here (src/lib/late-logic.ts). Its type is the
 * machine's (a type-only import costs the first download nothing).
 */
export const notProvidedChild = <TLogic extends AnyActorLogic>(name: string): TLogic =>
  notProvided<never>(name) as unknown as TLogic;
