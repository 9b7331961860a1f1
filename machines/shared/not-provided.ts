import { fromPromise } from 'xstate';

/**
 * The typed slot of an actor whose real implementation src/actors provides with
 * `machine.provide({ actors })` (tests provide fakes). Running it unprovided is a wiring bug.
 */
export const notProvided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor '${name}' is not provided`);
  });
