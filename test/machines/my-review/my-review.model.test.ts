import { expect } from 'vitest';
import { myReviewMachine } from '../../../machines/my-review/my-review.machine';
import type { MyReviewContext, MyReviewEvent } from '../../../machines/my-review/my-review.types';
import { systemIds } from '../../../machines/shared/system';
import { invokesIn, sendsIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { REVIEW, startMyReview } from './my-review.harness';

type ModelEvent = MyReviewEvent | ActorCompletion;
type State = 'viewing' | 'editing' | 'confirmingDelete' | 'deleting' | 'deleted';

const SAVED = {
  ...REVIEW,
  rating: 5,
  text: 'Posle mesec dana: odličan.',
  updatedAt: '2026-04-01T09:00:00.000Z',
};
const failure = new Error('Došlo je do greške na serveru.');

const events: ModelEvent[] = [
  { type: 'myReview.edit' },
  { type: 'myReview.cancel' },
  { type: 'myReview.saved', review: SAVED },
  { type: 'myReview.askDelete' },
  { type: 'myReview.confirmDelete' },
  { type: 'myReview.cancelDelete' },
  actorDone('deleteReview', undefined),
  actorFailed('deleteReview', failure),
];

const transitions = transitionsOf(myReviewMachine, {
  events: () => events as MyReviewEvent[],
  input: { review: REVIEW },
});

/** The oracle, from the page's rules: where each event leads; one a state does not name leaves it be. */
const NEXT: Record<State, Partial<Record<ModelEvent['type'], State>>> = {
  viewing: { 'myReview.edit': 'editing', 'myReview.askDelete': 'confirmingDelete' },
  editing: { 'myReview.cancel': 'viewing', 'myReview.saved': 'viewing' },
  confirmingDelete: { 'myReview.confirmDelete': 'deleting', 'myReview.cancelDelete': 'viewing' },
  deleting: {
    'xstate.done.actor.deleteReview': 'deleted',
    'xstate.error.actor.deleteReview': 'confirmingDelete',
  },
  deleted: {},
};

function checkMyReviewRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as MyReviewContext;
  const now = after.context as MyReviewContext;
  const from = before.value as State;
  expect(after.value).toBe(NEXT[from][event.type] ?? from);

  // The delete goes out once, on the confirmation; the page hears of a save and of a delete.
  const deletes = from === 'confirmingDelete' && event.type === 'myReview.confirmDelete' ? [REVIEW.id] : [];
  expect(invokesIn(effects, 'deleteReview')).toEqual(deletes);
  const told =
    from === 'editing' && event.type === 'myReview.saved'
      ? ['Ocena za „Usisivač Tornado 2000“ je sačuvana.']
      : from === 'deleting' && event.type === 'xstate.done.actor.deleteReview'
        ? ['Ocena za „Usisivač Tornado 2000“ je obrisana.']
        : [];
  expect(sendsIn(effects, systemIds.myReviews)).toEqual(
    told.map((message) => ({ type: 'myReviews.changed', message })),
  );

  if (from === 'editing' && event.type === 'myReview.saved') {
    expect(now.review).toEqual({ ...was.review, rating: 5, text: SAVED.text, updatedAt: SAVED.updatedAt });
    expect(now.returnFocus).toBe('edit');
  } else expect(now.review).toEqual(was.review);
  if (from === 'editing' && event.type === 'myReview.cancel') expect(now.returnFocus).toBe('edit');
  // Opening the form or the question: nothing to give the focus back to yet, no old failure shown.
  if (from === 'viewing' && event.type === 'myReview.edit') expect(now.returnFocus).toBeNull();
  if (from === 'viewing' && event.type === 'myReview.askDelete')
    expect(now).toMatchObject({ returnFocus: null, error: null });
  if (from === 'confirmingDelete' && event.type === 'myReview.cancelDelete')
    expect(now).toMatchObject({ returnFocus: 'delete', error: null });
  if (from === 'deleting' && event.type === 'xstate.error.actor.deleteReview')
    expect(now.error).toBe(failure.message);
  expect(after.hasTag('busy')).toBe(after.value === 'deleting');
}

describeModel('my-review', {
  machine: myReviewMachine,
  transitions: transitions as never,
  start: startMyReview,
  check: checkMyReviewRules as never,
});
