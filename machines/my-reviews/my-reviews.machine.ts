import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import type { MyReview, MyReviewsContext, MyReviewsEvent } from './my-reviews.types';

/**
 * /profil/ocene: the user's reviews, read when the page opens and again after each change one of
 * them tells of (machines/my-reviews/my-review.machine.ts), which the page also says aloud.
 */
export const myReviewsMachine = setup({
  types: {} as { context: MyReviewsContext; events: MyReviewsEvent },
  actors: {
    load: notProvided<MyReview[]>('load'),
  },
}).createMachine({
  id: 'myReviews',
  context: { reviews: null, error: null, announcement: '' },
  initial: 'loading',
  on: {
    'myReviews.changed': {
      target: '.loading',
      reenter: true,
      actions: assign({ announcement: ({ event }) => event.message }),
    },
  },
  states: {
    loading: {
      description: 'Reading the list; the last one stays shown meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ reviews: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loaded: {},
    failed: {
      description: 'Why the list could not be read, with "Pokušajte ponovo".',
      on: { 'myReviews.retry': 'loading' },
    },
  },
});
