import type { AnyStateMachine } from 'xstate';
import { systemIds } from '../../../machines/shared/system';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { recordedActions } from '../utils/recorded-actions';
import { startInSystem } from '../utils/system-harness';

/**
 * An account flow machine (machines/<flow>) under its system id, each named actor a fake call and
 * each named action recorded, beside a recording auth (verify-email tells it of a verified user).
 */
export function startFlow(
  machine: AnyStateMachine,
  { systemId, actors, actions = [] }: { systemId: string; actors: string[]; actions?: string[] },
): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const provided = machine.provide({
    actors: Object.fromEntries(actors.map((id) => [id, fakes.logic()])),
    actions: recordedActions(log, Object.fromEntries(actions.map((name) => [name, () => {}]))),
  });
  const { root, subject, errors } = startInSystem(provided, { systemId, neighbours: [systemIds.auth], log });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
