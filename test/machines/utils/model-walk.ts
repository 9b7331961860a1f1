import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createEmptyActor,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { getAdjacencyMap, getStateNodes, serializeSnapshot } from 'xstate/graph';

export type ModelStep<TEvent> = { event: TEvent; state: AnyMachineSnapshot };

/** One edge of the adjacency map, with the shortest way to reach its source from the start. */
export type ModelTransition<TEvent> = {
  name: string;
  /** From the initial state to `source`, shortest first (breadth-first over the map). */
  path: ModelStep<TEvent>[];
  source: AnyMachineSnapshot;
  event: TEvent;
  target: AnyMachineSnapshot;
};

/** One vertex of the adjacency map, with the sample events it does NOT handle (sent to check inertness). */
export type ModelVertex<TEvent> = {
  name: string;
  /** From the initial state to `state`, shortest first. */
  path: ModelStep<TEvent>[];
  state: AnyMachineSnapshot;
  /**
   * The state's sample events no active state node has a transition for (the walk leaves them
   * out); actor completions are not among them (an actor the state does not run cannot answer).
   */
  ignored: TEvent[];
};

/** The transitions of the adjacency map, and (as `vertices`) the states they connect. */
export type ModelTransitions<TEvent> = ModelTransition<TEvent>[] & { vertices: ModelVertex<TEvent>[] };

type WalkOptions<TMachine extends AnyStateMachine> = {
  /** The sample events for a state; of these, only those it has a transition for are tried. */
  events: (snapshot: ReturnType<TMachine['transition']>) => EventFromLogic<TMachine>[];
  input?: InputFrom<TMachine>;
};

const describeValue = (snapshot: AnyMachineSnapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value).replace(/"/g, '');

export const describeEvent = (event: EventObject) => {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const keys = Object.keys(payload);
  return keys.length === 0 ? type : `${type} ${JSON.stringify(payload).slice(0, 80)}`;
};

/**
 * Every transition of the machine's adjacency map (vertex = state value + context), each with the
 * shortest path to its source state, and every vertex with the sample events it ignores. The
 * model test replays them on real actors (test/machines/utils/model-test.ts).
 */
export function transitionsOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: WalkOptions<TMachine>,
): ModelTransitions<EventFromLogic<TMachine>> {
  type TEvent = EventFromLogic<TMachine>;
  // Like xstate's default for machines: only events some active state node has a transition for
  // (giving `events` replaces that default, and an actor completion in a state not running the
  // actor could never happen).
  const handled = (snapshot: AnyMachineSnapshot) =>
    new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
  // Each step of the walk in an actor system of its own: a child spawned under a system id on one
  // path would otherwise collide with the same child spawned on another.
  const walked = Object.create(machine, {
    transition: {
      value: (
        snapshot: AnyMachineSnapshot,
        event: EventObject,
        scope: { self: unknown; system: unknown },
      ) => {
        const self = createEmptyActor();
        return machine.transition(snapshot, event, { ...scope, self, system: self.system } as never);
      },
    },
  }) as TMachine;
  const adjacency = getAdjacencyMap(walked, {
    ...options,
    events: (snapshot: ReturnType<TMachine['transition']>) => {
      const types = handled(snapshot as AnyMachineSnapshot);
      return options.events(snapshot).filter((event) => types.has(event.type));
    },
  } as never);
  const keys = Object.keys(adjacency) as (keyof typeof adjacency)[];
  const start = keys[0]!;
  const pathTo = new Map<string, ModelStep<TEvent>[]>([[start, []]]);
  const queue = [start];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const { event, state } of Object.values(adjacency[key]!.transitions)) {
      const next = serializeSnapshot(state);
      if (pathTo.has(next)) continue;
      pathTo.set(next, [...pathTo.get(key)!, { event: event as TEvent, state: state as AnyMachineSnapshot }]);
      queue.push(next);
    }
  }
  const transitions = keys.flatMap((key) => {
    const { state: source, transitions } = adjacency[key]!;
    return Object.values(transitions).map(({ event, state: target }, index) => ({
      name: `${describeValue(source as AnyMachineSnapshot)} #${keys.indexOf(key)}.${index} · ${describeEvent(event)} → ${describeValue(target as AnyMachineSnapshot)}`,
      path: pathTo.get(key)!,
      source: source as AnyMachineSnapshot,
      event: event as TEvent,
      target: target as AnyMachineSnapshot,
    }));
  });
  const isCompletion = (event: EventObject) => /^xstate\.(done|error)\.actor\./.test(event.type);
  const vertices = keys.map((key, index): ModelVertex<TEvent> => {
    const state = adjacency[key]!.state as AnyMachineSnapshot;
    const types = handled(state);
    return {
      name: `${describeValue(state)} #${index}`,
      path: pathTo.get(key)!,
      state,
      ignored: options
        .events(state as ReturnType<TMachine['transition']>)
        .filter((event) => !types.has(event.type) && !isCompletion(event)),
    };
  });
  return Object.assign(transitions, { vertices });
}

/** Ids of the machine's atomic state nodes that no vertex of the walk is in (should be none). */
export function unvisitedStates(machine: AnyStateMachine, transitions: ModelTransition<EventObject>[]) {
  const visited = new Set<string>();
  for (const { source, target } of transitions) {
    for (const snapshot of [source, target]) {
      for (const node of snapshot._nodes) visited.add(node.id);
    }
  }
  // A transient state (one unguarded `always` leaves it at once) is never a resting vertex.
  const isTransient = (node: AnyStateNode) => node.always?.some((transition) => !transition.guard) ?? false;
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .filter((node) => !isTransient(node))
    .filter((node) => !visited.has(node.id))
    .map((node) => node.id);
}

/** Context as plain data, for comparing the model's snapshot with the real actor's. */
export const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** An invoked actor's completion, fed to the model as the event xstate raises for it. */
export type ActorCompletion =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

export const actorDone = (id: string, output: unknown): ActorCompletion => ({
  type: `xstate.done.actor.${id}`,
  output,
});

export const actorFailed = (id: string, error: unknown): ActorCompletion => ({
  type: `xstate.error.actor.${id}`,
  error,
});
