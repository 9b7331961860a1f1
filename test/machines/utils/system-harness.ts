import { type AnyActorLogic, type AnyActorRef, createActor, createMachine, fromCallback } from 'xstate';
import type { EffectLog } from './effect-log';
import { observeTransitions } from './transition-coverage';

/**
 * Runs `logic` under `systemId` in an actor system where each neighbour system id is a recorder:
 * what the machine sends to `system.get(neighbour)` lands in the log as a 'send' effect, and
 * what it emits as an 'emit' effect. Returns the machine's actor and the root to stop.
 * The system is inspected from its start: the transitions its machines take count for
 * definition coverage (./transition-coverage.ts) while a model test records them.
 */
export function startInSystem(
  logic: AnyActorLogic,
  {
    systemId,
    neighbours,
    log,
    input,
  }: { systemId: string; neighbours: string[]; log: EffectLog; input?: unknown },
) {
  const recorder = (name: string) =>
    fromCallback(({ receive }) => {
      receive((event) => log.push({ kind: 'send', to: name, event }));
    });
  const harness = createMachine({
    invoke: [
      ...neighbours.map((name) => ({ id: name, systemId: name, src: recorder(name) })),
      { id: systemId, systemId, src: logic, input },
    ],
  });
  const errors: unknown[] = [];
  const root = createActor(harness, { inspect: observeTransitions });
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
  };
}
