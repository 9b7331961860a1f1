import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  fromPromise,
  type Snapshot,
  type StateValue,
} from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemIds } from '../../machines/shared/system';
import { EffectLog } from './utils/effect-log';
import { plain } from './utils/model-walk';
import { startInSystem } from './utils/system-harness';
import { namedEventTypes } from './utils/transition-coverage';

/*
 * Payload-less events (HELPER rules, CONVENTIONS): an event sent with its type alone — as the
 * Stately visualizer, a graph walk with default events, or a view with a bug sends it — must be
 * refused or ignored, never throw. For EVERY folder under machines/ with a `<name>.machine.ts`,
 * the machine `<name>Machine` it exports runs on real actors, with every event type its definition
 * names in `on` (xstate.* aside) sent as `{ type }`:
 *   1. breadth first from the initial state, from every state (value + context) so reached, up to
 *      MAX_DEPTH events deep: the actor must not fail;
 *   2. in every atomic state, resolved with the initial context (most states sit behind an invoke
 *      no payload-less event answers): no event may read a property of its missing payload.
 * Its actors (the typed `notProvided` placeholders, and the app's children) are promises that
 * never settle; what it sends to the other machines of the system lands in recorders.
 */

const MAX_DEPTH = 4;

/** What a machine needs to start, beyond events (not a payload: the app's root gives it). */
const INPUTS: Record<string, unknown> = {
  app: { auth: { storedUser: null }, script: { remembered: null } },
  auth: { storedUser: null },
  loader: { slug: 'frizideri', page: 1 },
};

const machinesDir = fileURLToPath(new URL('../../machines', import.meta.url));
const machineNames = readdirSync(machinesDir).filter((name) =>
  existsSync(path.join(machinesDir, name, `${name}.machine.ts`)),
);

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

async function loadMachine(name: string): Promise<AnyStateMachine> {
  const module = (await import(`../../machines/${name}/${name}.machine.ts`)) as Record<string, unknown>;
  // machines/reset-password/reset-password.machine.ts exports resetPasswordMachine.
  const exported = `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Machine`;
  const machine = module[exported] as AnyStateMachine | undefined;
  if (!machine?.root) throw new Error(`machines/${name}/${name}.machine.ts exports no ${exported}`);
  return machine;
}

/** The error, and where in machines/ it was thrown (a guard's error names the guard instead). */
function whereThrown(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frame = stack.split('\n').find((line) => line.includes('/machines/'));
  const place = frame?.match(/(machines\/[^):]+:\d+)/)?.[1];
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
  return `${message}${place ? ` (${place})` : ''}`;
}

type Walk = { types: string[]; states: string[]; failures: string[] };

/** The atomic state nodes' values, e.g. `{ payment: 'review' }` (`payment.review` as a value). */
function leafValues(node: AnyStateNode): StateValue[] {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  if (children.length === 0) {
    const [last, ...outer] = [...node.path].reverse();
    return [outer.reduce<StateValue>((inner, key) => ({ [key]: inner }), last!)];
  }
  return children.flatMap(leafValues);
}

/** The walk (1 and 2 above); each (path, event) runs on a fresh actor, the path replayed first. */
async function walk(name: string): Promise<Walk> {
  const machine = await loadMachine(name);
  const actors = Object.keys(machine.implementations.actors);
  const provided = machine.provide({
    actors: Object.fromEntries(actors.map((id) => [id, neverSettles])) as never,
  });
  const neighbours = Object.values(systemIds).filter((id) => id !== name && !actors.includes(id));
  const types = namedEventTypes(machine);
  const input = INPUTS[name];

  function run(events: string[], snapshot?: Snapshot<unknown>) {
    const log = new EffectLog();
    const started = startInSystem(provided, { systemId: name, neighbours, log, input, snapshot });
    let thrown: unknown;
    try {
      for (const type of events) started.subject.send({ type });
    } catch (error) {
      thrown = error;
    }
    const after = started.subject.getSnapshot() as AnyMachineSnapshot;
    const error = thrown ?? (after.status === 'error' ? after.error : undefined) ?? started.errors[0];
    started.stop();
    return { snapshot: after, error };
  }

  // One failure per event, state and error (the shortest way there, breadth first).
  const failures = new Map<string, string>();
  const fail = (type: string, state: StateValue, error: unknown, how: string) => {
    const key = `${type} in ${JSON.stringify(state)}: ${whereThrown(error)}`;
    if (!failures.has(key)) failures.set(key, `${key} (${how})`);
  };

  const vertexOf = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, context: plain(snapshot.context) });
  const initial = run([]);
  if (initial.error) throw new Error(`${name} does not start: ${whereThrown(initial.error)}`);
  const seen = new Set([vertexOf(initial.snapshot)]);
  const states = new Set([JSON.stringify(initial.snapshot.value)]);
  const queue: string[][] = [[]];
  while (queue.length > 0) {
    const events = queue.shift()!;
    if (events.length >= MAX_DEPTH) continue;
    for (const type of types) {
      const { snapshot, error } = run([...events, type]);
      if (error) {
        fail(type, run(events).snapshot.value, error, `after [${events.join(', ')}]`);
        continue;
      }
      if (snapshot.status !== 'active') continue;
      const vertex = vertexOf(snapshot);
      if (seen.has(vertex)) continue;
      seen.add(vertex);
      states.add(JSON.stringify(snapshot.value));
      queue.push([...events, type]);
    }
  }

  const context = initial.snapshot.context;
  for (const value of leafValues(provided.root)) {
    const resolved = provided.getPersistedSnapshot(provided.resolveState({ value, context }));
    for (const type of types) {
      const { error } = run([type], resolved);
      // The initial context may break a state's own invariants (a ready cart without an id), which
      // the machine then reports with its own Error: here only a read of a missing payload counts.
      if (error && /Cannot read properties of (undefined|null)/.test(String(error)))
        fail(type, value, error, 'in the state resolved with the initial context');
    }
  }
  return { types, states: [...states], failures: [...failures.values()] };
}

describe('payload-less events: every machine refuses or ignores them, never throws', () => {
  it('finds the machines under machines/', () => {
    expect(machineNames.length).toBeGreaterThan(0);
  });

  for (const name of machineNames) {
    describe(name, () => {
      let result: Walk;
      beforeAll(async () => {
        result = await walk(name);
      });

      it(`every event ${name} names, sent as { type } alone from every state so reached, does not throw`, () => {
        expect(result.failures).toEqual([]);
      });
    });
  }
});
