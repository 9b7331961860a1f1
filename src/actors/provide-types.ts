import type { AnyStateMachine } from 'xstate';

type Implementations<TMachine extends AnyStateMachine> = NonNullable<Parameters<TMachine['provide']>[0]>;

/** The `actions` a machine accepts in `machine.provide(...)`. */
export type ActionsOf<TMachine extends AnyStateMachine> = NonNullable<Implementations<TMachine>['actions']>;

/** The `actors` a machine accepts in `machine.provide(...)`. */
export type ActorsOf<TMachine extends AnyStateMachine> = NonNullable<Implementations<TMachine>['actors']>;
