import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import type { LoaderContext, LoaderEvent } from './loader.types';

/**
 * One screen's read of server data: loading → loaded, or failed with the server's text.
 * A new query restarts the load (the older answer is dropped); the last data stays meanwhile.
 */
export const loaderMachine = setup({
  types: {} as { context: LoaderContext; events: LoaderEvent; input: unknown },
  actors: {
    load: notProvided<unknown, unknown>('load'),
  },
}).createMachine({
  id: 'loader',
  context: ({ input }) => ({ query: input, data: null, error: null }),
  initial: 'loading',
  on: {
    'loader.load': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: LoaderContext }) => context.query,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loaded: {},
    // Why it failed is shown with a way to try again.
    failed: {
      on: { 'loader.retry': 'loading' },
    },
  },
});
