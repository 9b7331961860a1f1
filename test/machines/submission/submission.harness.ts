import { submissionMachine } from '../../../machines/submission/submission.machine';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/** One form's submission with a fake `submit`, in a system of its own. */
export function startSubmission(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = submissionMachine.provide({ actors: { submit: fakes.logic() } });
  const { root, subject, errors } = startInSystem(machine, { systemId: 'submission', neighbours: [], log });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
