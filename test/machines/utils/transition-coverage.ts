import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * Definition-level transition coverage. A transition of a machine's DEFINITION is one branch of
 * an `on` event, of an `always`, or of an invoke's `onDone`/`onError` (each guarded branch of an
 * array on its own), on any state node. It is named by a key that survives `.provide()` (which
 * builds new state node objects): `<source state node id>|<event type or 'always'>|<index>`,
 * e.g. `auth.loggedIn|auth.sessionExpired|0`, `cart.ready.idle|always|2`,
 * `app.removingUnavailableItems|xstate.done.actor.removeUnavailableItems|1`.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const always = source.always?.indexOf(transition) ?? -1;
  if (always >= 0) return `${source.id}|always|${always}`;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return `${source.id}|${transition.eventType}|${index}`;
}

function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(stateNodesOf)];
}

/** Every transition of the machine's definition, by key, in document order. */
export function definitionTransitions(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flatMap((branches) => branches.map(transitionKey)),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

/** The event types a machine's definition names in `on` (xstate's own `xstate.*` excluded). */
export function namedEventTypes(machine: AnyStateMachine): string[] {
  const types = stateNodesOf(machine.root).flatMap((node) => Object.keys(node.config.on ?? {}));
  return [...new Set(types)].filter((type) => !type.startsWith('xstate.'));
}

const recordings = new Set<Set<string>>();

/** Actor systems created with `inspect: observeTransitions` (./system-harness.ts), observed from their start. */
export const observedSystems = new WeakSet<object>();

/**
 * An inspection observer (`createActor(logic, { inspect: observeTransitions })` or
 * `actor.system.inspect(observeTransitions)`): every `@xstate.microstep` adds the keys of the
 * transitions it took to each recording under way. Without a recording it does nothing.
 */
export function observeTransitions(event: InspectionEvent): void {
  if (recordings.size === 0 || event.type !== '@xstate.microstep') return;
  for (const transition of event._transitions) {
    const key = transitionKey(transition);
    for (const taken of recordings) taken.add(key);
  }
}

/** Records the keys of the transitions taken (by any actor observed) until `stop()`. */
export function recordTransitions() {
  const taken = new Set<string>();
  recordings.add(taken);
  return { taken, stop: () => void recordings.delete(taken) };
}
