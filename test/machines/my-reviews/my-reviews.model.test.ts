import { expect } from 'vitest';
import { myReviewsMachine } from '../../../machines/my-reviews/my-reviews.machine';
import type { MyReviewsContext, MyReviewsEvent } from '../../../machines/my-reviews/my-reviews.types';
import { invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { REVIEW } from '../my-review/my-review.harness';
import { startMyReviews } from './my-reviews.harness';

type ModelEvent = MyReviewsEvent | ActorCompletion;
type State = 'loading' | 'loaded' | 'failed';

const SAID = 'Ocena za „Usisivač Tornado 2000“ je obrisana.';
const failure = new Error('Došlo je do greške na serveru.');

const events: ModelEvent[] = [
  { type: 'myReviews.retry' },
  { type: 'myReviews.changed', message: SAID },
  actorDone('load', [REVIEW]),
  actorFailed('load', failure),
];

const transitions = transitionsOf(myReviewsMachine, { events: () => events as MyReviewsEvent[] });

/** The oracle: a change reads the list again from anywhere; a failure offers to try again. */
function expectedState(before: State, event: ModelEvent): State {
  if (event.type === 'myReviews.changed') return 'loading';
  if (event.type === 'myReviews.retry') return before === 'failed' ? 'loading' : before;
  if (event.type === 'xstate.done.actor.load') return 'loaded';
  if (event.type === 'xstate.error.actor.load') return 'failed';
  return before;
}

function checkMyReviewsRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  // The page opens saying nothing.
  if (event.type !== 'myReviews.changed' && !(before.context as MyReviewsContext).announcement)
    expect((after.context as MyReviewsContext).announcement).toBe('');
  const was = before.context as MyReviewsContext;
  const now = after.context as MyReviewsContext;
  const target = expectedState(before.value as State, event);
  expect(after.value).toBe(target);
  const reads =
    target === 'loading' && (before.value !== 'loading' || event.type === 'myReviews.changed') ? 1 : 0;
  expect(invokesIn(effects, 'load')).toHaveLength(reads);
  expect(now.announcement).toBe(event.type === 'myReviews.changed' ? SAID : was.announcement);
  if (event.type === 'xstate.done.actor.load') expect(now).toMatchObject({ reviews: [REVIEW], error: null });
  else if (event.type === 'xstate.error.actor.load') expect(now.error).toBe(failure.message);
  // The last list stays shown while it is read again.
  else expect(now.reviews).toEqual(was.reviews);
  expect(after.hasTag('busy')).toBe(target === 'loading');
}

describeModel('my-reviews', {
  machine: myReviewsMachine,
  transitions: transitions as never,
  start: startMyReviews,
  check: checkMyReviewsRules as never,
});
