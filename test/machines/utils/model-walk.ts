import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createEmptyActor,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getStateNodes, serializeSnapshot } from 'xstate/graph';
import { transitionKey } from './transition-coverage';

export type ModelStep<TEvent> = {
  event: TEvent;
  state: AnyMachineSnapshot;
  /** The adjacency map's edge this step follows (`<source vertex index>.<edge index>`). */
  edge: string;
};

/** One edge of the adjacency map, with the shortest way to reach its source from the start. */
export type ModelTransition<TEvent> = {
  name: string;
  /** From the initial state to `source`, shortest first (breadth-first over the map). */
  path: ModelStep<TEvent>[];
  source: AnyMachineSnapshot;
  event: TEvent;
  target: AnyMachineSnapshot;
  /** The adjacency map's edge (`<source vertex index>.<edge index>`). */
  edge: string;
  /** The DEFINITION transitions (./transition-coverage.ts keys) this step takes, in the order taken. */
  takes: string[];
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
  // The walk's own transition function, observed: which definition transitions each step takes
  // (xstate reports them to the step's actor system as `@xstate.microstep` inspection events). Each
  // step runs in an actor system of its own: a child spawned under a system id on one path would
  // otherwise collide with the same child spawned on another.
  const takes = new Map<AnyMachineSnapshot, Map<EventObject, string[]>>();
  let taking: string[] | undefined;
  const walked = Object.create(machine, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: EventObject, scope: object) => {
        const self = createEmptyActor();
        self.system.inspect((inspection: InspectionEvent) => {
          if (taking && inspection.type === '@xstate.microstep')
            taking.push(...inspection._transitions.map(transitionKey));
        });
        taking = [];
        try {
          return machine.transition(
            snapshot,
            event as never,
            { ...scope, self, system: self.system } as never,
          );
        } finally {
          const byEvent = takes.get(snapshot) ?? new Map<EventObject, string[]>();
          byEvent.set(event, taking);
          takes.set(snapshot, byEvent);
          taking = undefined;
        }
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
  const indexOf = new Map(keys.map((key, index) => [key, index]));
  const pathTo = new Map<string, ModelStep<TEvent>[]>([[start, []]]);
  const queue = [start];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const [index, { event, state }] of Object.values(adjacency[key]!.transitions).entries()) {
      const next = serializeSnapshot(state);
      if (pathTo.has(next)) continue;
      const step = {
        event: event as TEvent,
        state: state as AnyMachineSnapshot,
        edge: `${indexOf.get(key)}.${index}`,
      };
      pathTo.set(next, [...pathTo.get(key)!, step]);
      queue.push(next);
    }
  }
  const transitions = keys.flatMap((key) => {
    const { state: source, transitions } = adjacency[key]!;
    return Object.values(transitions).map(({ event, state: target }, index) => ({
      name: `${describeValue(source as AnyMachineSnapshot)} #${indexOf.get(key)}.${index} · ${describeEvent(event)} → ${describeValue(target as AnyMachineSnapshot)}`,
      edge: `${indexOf.get(key)}.${index}`,
      path: pathTo.get(key)!,
      source: source as AnyMachineSnapshot,
      event: event as TEvent,
      target: target as AnyMachineSnapshot,
      takes: takes.get(source as AnyMachineSnapshot)?.get(event) ?? [],
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

/** What the rule checks branch on beyond the step's state values, event and definition transitions. */
export type ModelApart<TEvent> = (
  source: AnyMachineSnapshot,
  event: TEvent,
  target: AnyMachineSnapshot,
) => unknown;

/** One model test: steps from the initial state, each checked; named after the last. */
export type ModelPath<TEvent> = { name: string; steps: ModelStep<TEvent>[] };

/**
 * The paths worth replaying, out of the adjacency map's transitions (one per (state value,
 * context) pair and event, which multiply with every context the walk can reach):
 *
 * 1. Transitions are told apart by the source state value, the sample event (payload included),
 *    the target state value and the DEFINITION transitions the step takes (each guarded branch,
 *    each `always` after it), as the walk's own inspection reports them.
 *    Of the transitions that look alike, the one with the shortest path is kept. So every guard
 *    branch of every definition transition, from every state value it can be taken in, with every
 *    sample event that takes it, is still replayed; what is dropped is the same step again from a
 *    context that differs only in data no guard of that step reads.
 * 2. A kept transition whose steps (path and transition) begin another kept one's is replayed as
 *    part of that one: replay checks every step, not only the last.
 *
 * `apart` adds what else a model's rule checks branch on that no guard of the step reads (e.g. "is
 * the payment method chosen again the one already chosen"): transitions that differ in it are kept
 * apart too, so each branch of the rules is still exercised.
 *
 * Vertices (for inertness) are told apart by state value and the sample events they ignore; the
 * one with the shortest path is kept.
 */
export function chosenPaths<TEvent extends EventObject>(
  transitions: ModelTransitions<TEvent>,
  apart?: ModelApart<TEvent>,
) {
  const alike = new Map<string, ModelTransition<TEvent>>();
  for (const transition of transitions) {
    const { source, event, target, takes } = transition;
    const key = [
      describeValue(source),
      JSON.stringify(event),
      describeValue(target),
      takes.join(' '),
      JSON.stringify(apart?.(source, event, target) ?? null),
    ].join(' | ');
    const shortest = alike.get(key);
    if (!shortest || transition.path.length < shortest.path.length) alike.set(key, transition);
  }
  const candidates = [...alike.values()].map((transition) => ({
    transition,
    steps: [...transition.path, { event: transition.event, state: transition.target, edge: transition.edge }],
  }));
  const signature = (steps: ModelStep<TEvent>[]) => steps.map((step) => step.edge).join(' ');
  const kept = new Set(candidates.map(({ steps }) => signature(steps)));
  // Every proper beginning of a candidate's steps: a candidate that is one is replayed by a longer one.
  const beginnings = new Set(
    candidates.flatMap(({ steps }) =>
      steps.slice(1).map((_, length) => signature(steps.slice(0, length + 1))),
    ),
  );
  const paths = candidates
    .filter(({ steps }) => !beginnings.has(signature(steps)))
    .map(({ transition, steps }): ModelPath<TEvent> => {
      const onTheWay = steps.slice(1).filter((_, length) => kept.has(signature(steps.slice(0, length + 1))));
      return {
        name:
          onTheWay.length > 0 ? `${transition.name} (and ${onTheWay.length} on the way)` : transition.name,
        steps,
      };
    });

  const inert = new Map<string, ModelVertex<TEvent>>();
  for (const vertex of transitions.vertices) {
    if (vertex.ignored.length === 0) continue;
    const key = `${describeValue(vertex.state)} | ${JSON.stringify(vertex.ignored)}`;
    const shortest = inert.get(key);
    if (!shortest || vertex.path.length < shortest.path.length) inert.set(key, vertex);
  }
  return { paths, vertices: [...inert.values()] };
}

/** Ids of the machine's atomic state nodes that no given snapshot is in (should be none). */
export function unvisitedStates(machine: AnyStateMachine, snapshots: AnyMachineSnapshot[]) {
  const visited = new Set<string>();
  for (const snapshot of snapshots) {
    for (const node of snapshot._nodes) visited.add(node.id);
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
