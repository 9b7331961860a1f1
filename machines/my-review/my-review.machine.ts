import { assign, sendTo, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import type { MyReview } from '../my-reviews/my-reviews.types';
import type { MyReviewContext, MyReviewEvent } from './my-review.types';

/**
 * One of the user's reviews on /profil/ocene: shown, edited in place (its form: machines/form,
 * src/actors/reviews.forms.ts, which tells it what was saved), or deleted after a question. The page
 * (machines/my-reviews) hears each change through the system and reads the list again.
 */
export const myReviewMachine = setup({
  types: {} as { context: MyReviewContext; events: MyReviewEvent; input: { review: MyReview } | undefined },
  actors: {
    deleteReview: notProvided<void, number>('deleteReview'),
  },
  guards: {
    // A saved review arrives from the edit form; a bare event (Stately, a bug) is ignored.
    bringsReview: ({ event }) =>
      event.type === 'myReview.saved' && typeof event.review === 'object' && event.review !== null,
  },
  actions: {
    tellPage: sendTo(
      ({ system }) => system.get(systemIds.myReviews),
      ({ context }, params: { done: 'sačuvana' | 'obrisana' }) => ({
        type: 'myReviews.changed' as const,
        message: `Ocena za „${context.review.product.name}“ je ${params.done}.`,
      }),
    ),
  },
}).createMachine({
  id: 'myReview',
  // Without input (Stately's visualizer) an empty review stands in.
  context: ({ input }) => ({
    review: input?.review ?? {
      id: 0,
      productId: 0,
      rating: 0,
      text: '',
      author: '',
      createdAt: '',
      updatedAt: '',
      product: { name: '', slug: '', thumbnail: '' },
    },
    error: null,
    returnFocus: null,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'myReview.edit': { target: 'editing', actions: assign({ returnFocus: null }) },
        'myReview.askDelete': {
          target: 'confirmingDelete',
          actions: assign({ returnFocus: null, error: null }),
        },
      },
    },
    editing: {
      description: 'The edit form shows in place of the review.',
      on: {
        'myReview.cancel': { target: 'viewing', actions: assign({ returnFocus: 'edit' }) },
        'myReview.saved': {
          guard: 'bringsReview',
          target: 'viewing',
          actions: [
            assign({
              review: ({ context, event }) => ({
                ...context.review,
                rating: event.review.rating,
                text: event.review.text,
                updatedAt: event.review.updatedAt,
              }),
              returnFocus: 'edit',
            }),
            { type: 'tellPage', params: { done: 'sačuvana' } },
          ],
        },
      },
    },
    confirmingDelete: {
      description: '"Da li sigurno želite da obrišete ocenu?"',
      on: {
        'myReview.confirmDelete': 'deleting',
        'myReview.cancelDelete': {
          target: 'viewing',
          actions: assign({ returnFocus: 'delete', error: null }),
        },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteReview',
        src: 'deleteReview',
        input: ({ context }) => context.review.id,
        onDone: { target: 'deleted', actions: { type: 'tellPage', params: { done: 'obrisana' } } },
        onError: {
          target: 'confirmingDelete',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    deleted: {
      description: 'Gone from the server; the page reads its list again without it.',
    },
  },
});
