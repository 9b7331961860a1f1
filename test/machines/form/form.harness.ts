import { formMachine } from '../../../machines/form/form.machine';
import type { FormInput } from '../../../machines/form/form.types';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

export const INITIAL = { email: '', password: '' };

/** One form with a fake check and send, its `succeeded` action recorded, in a system of its own. */
export function startForm(input: FormInput = { values: INITIAL }): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = formMachine.provide({
    actors: { check: fakes.logic(), submit: fakes.logic() },
    actions: { succeeded: log.action('succeeded') },
  });
  const { root, subject, errors } = startInSystem(machine, { systemId: 'form', neighbours: [], log, input });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
