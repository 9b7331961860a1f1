import { assign, emit, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import type { SubmissionContext, SubmissionEmitted, SubmissionEvent } from './submission.types';

/**
 * One form that changes server data: idle → submitting → succeeded or failed. While submitting a
 * second submit is ignored (a double click sends once); after either outcome the form may be sent again.
 */
export const submissionMachine = setup({
  types: {} as { context: SubmissionContext; events: SubmissionEvent; emitted: SubmissionEmitted },
  actors: {
    submit: notProvided<unknown, unknown>('submit'),
  },
  actions: {
    tellSucceeded: emit(({ context }) => ({ type: 'submission.succeeded' as const, result: context.result })),
  },
}).createMachine({
  id: 'submission',
  context: { input: null, result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'submission.submit': { target: 'submitting', actions: assign({ input: ({ event }) => event.input }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }: { context: SubmissionContext }) => context.input,
        onDone: {
          target: 'succeeded',
          actions: [assign({ result: ({ event }) => event.output, error: null }), 'tellSucceeded'],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    succeeded: {
      on: {
        'submission.submit': { target: 'submitting', actions: assign({ input: ({ event }) => event.input }) },
        'submission.reset': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    // The form stays filled in; the shopper corrects it or sends it again.
    failed: {
      on: {
        'submission.submit': { target: 'submitting', actions: assign({ input: ({ event }) => event.input }) },
        'submission.reset': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});
