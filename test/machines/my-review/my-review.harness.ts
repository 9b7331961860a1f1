import { myReviewMachine } from '../../../machines/my-review/my-review.machine';
import type { MyReview } from '../../../machines/my-reviews/my-reviews.types';
import { systemIds } from '../../../machines/shared/system';
import { EffectLog } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startInSystem } from '../utils/system-harness';

export const REVIEW: MyReview = {
  id: 41,
  productId: 4,
  rating: 4,
  text: 'Odlično usisava, malo je bučan.',
  author: 'Ana A.',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  product: {
    name: 'Usisivač Tornado 2000',
    slug: 'usisivac-tornado-2000',
    thumbnail: '/images/catalog/placeholder.svg',
  },
};

/** One review of /profil/ocene with a fake delete; what it tells the page lands in the log. */
export function startMyReview(): ModelHarness {
  const log = new EffectLog();
  const fakes = createFakeActors(log);
  const machine = myReviewMachine.provide({ actors: { deleteReview: fakes.logic() } });
  const { root, subject, errors } = startInSystem(machine, {
    systemId: 'myReview-41',
    neighbours: [systemIds.myReviews],
    log,
    input: { review: REVIEW },
  });
  return { subject, log, fakes, errors, stop: () => root.stop() };
}
