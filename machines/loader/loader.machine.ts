import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import type { LoaderContext, LoaderEvent, LoaderInput } from './loader.types';

/**
 * One screen's read of server data: loading → loaded, or failed with the server's text.
 * A new query restarts the load (the older answer is dropped); the last data stays meanwhile.
 * A read the page arrived with (rendered on the server) starts loaded: nothing is asked twice.
 */
export const loaderMachine = setup({
  types: {} as { context: LoaderContext; events: LoaderEvent; input: LoaderInput },
  actors: {
    load: notProvided<unknown, unknown>('load'),
  },
  guards: {
    arrivedWithData: ({ context }) => context.data !== null,
  },
}).createMachine({
  id: 'loader',
  // Without input (Stately's visualizer) the query is undefined and the read starts at once.
  context: ({ input }) => ({ query: input?.query, data: input?.loaded ?? null, error: null }),
  initial: 'starting',
  on: {
    'loader.load': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
    },
    'loader.reload': { target: '.loading', reenter: true },
  },
  states: {
    starting: {
      description: 'The page the server rendered already holds this read: it is shown, not asked again.',
      always: [{ guard: 'arrivedWithData', target: 'loaded' }, { target: 'loading' }],
    },
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
