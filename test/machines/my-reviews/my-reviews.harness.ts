import { myReviewsMachine } from '../../../machines/my-reviews/my-reviews.machine';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

/** /profil/ocene's list with a fake read, in a system of its own. */
export function startMyReviews(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = myReviewsMachine.provide({ actors: { load: fakes.logic() } });
  const { root, subject, errors } = startInSystem(machine, { systemId: 'myReviews', neighbours: [], log });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
