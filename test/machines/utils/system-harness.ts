import {
  type AnyActorLogic,
  type AnyActorRef,
  createActor,
  createMachine,
  fromCallback,
  type Snapshot,
} from 'xstate';
import type { EffectLog } from './effect-log';
import { observedSystems, observeTransitions } from './transition-coverage';

/**
 * Runs `logic` under `systemId` in an actor system where each neighbour system id is a recorder:
 * what the machine sends to `system.get(neighbour)` lands in the log as a 'send' effect, and
 * what it emits as an 'emit' effect. Returns the machine's actor and the root to stop.
 * The system is inspected from its start: the transitions its machines take count for
 * definition coverage (./transition-coverage.ts) while a model test records them.
 * With `snapshot`, the machine starts from it (a state resolved without walking there) instead
 * of its initial state, as the root of the system (the recorders are then its children).
 */
export function startInSystem(
  logic: AnyActorLogic,
  {
    systemId,
    neighbours,
    log,
    input,
    snapshot,
  }: {
    systemId: string;
    neighbours: string[];
    log: EffectLog;
    input?: unknown;
    snapshot?: Snapshot<unknown>;
  },
) {
  const recorder = (name: string) =>
    fromCallback(({ receive }) => {
      receive((event) => log.push({ kind: 'send', to: name, event }));
    });
  const errors: unknown[] = [];
  if (snapshot) {
    // The machine is the system's root here; the recorders join its system as its children.
    const subject = createActor(logic, { systemId, snapshot, input, inspect: observeTransitions });
    observedSystems.add(subject.system);
    for (const name of neighbours) createActor(recorder(name), { parent: subject, systemId: name }).start();
    subject.subscribe({ error: (error) => errors.push(error) });
    subject.on('*', (event) => log.push({ kind: 'emit', event }));
    subject.start();
    return {
      root: subject as AnyActorRef,
      subject: subject as AnyActorRef,
      neighbour: (name: string) => subject.system.get(name) as AnyActorRef,
      errors,
      stop: () => subject.stop(),
    };
  }
  const harness = createMachine({
    invoke: [
      ...neighbours.map((name) => ({ id: name, systemId: name, src: recorder(name) })),
      { id: systemId, systemId, src: logic, input },
    ],
  });
  const root = createActor(harness, { inspect: observeTransitions });
  observedSystems.add(root.system);
  root.subscribe({ error: (error) => errors.push(error) });
  root.start();
  const subject = root.system.get(systemId) as AnyActorRef;
  subject.on('*', (event) => log.push({ kind: 'emit', event }));
  return {
    root,
    subject,
    /** Send to the machine as another actor of the system would (recorded neighbours included). */
    neighbour: (name: string) => root.system.get(name) as AnyActorRef,
    errors,
    stop: () => root.stop(),
  };
}
