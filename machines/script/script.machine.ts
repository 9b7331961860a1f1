import { setup } from 'xstate';
import type { ScriptContext, ScriptEvent, ScriptInput, ScriptParams } from './script.types';

/**
 * Which of Serbian's two scripts the shop is shown in: Latin by default, Cyrillic when the shopper
 * chooses it in the header, remembered per browser. The URLs stay the same in both.
 */
export const scriptMachine = setup({
  types: {} as { context: ScriptContext; events: ScriptEvent; input: ScriptInput },
  actions: {
    // Provided by src/actors (the page, local storage); recorded by tests.
    showScript: (_, _params: ScriptParams) => {},
    rememberScript: (_, _params: ScriptParams) => {},
  },
  guards: {
    remembersCyrillic: ({ context }) => context.remembered === 'cyrillic',
    choosesCyrillic: ({ event }) => event.script === 'cyrillic',
    choosesLatin: ({ event }) => event.script === 'latin',
  },
}).createMachine({
  id: 'script',
  // Without input (Stately's visualizer, a payload-less start) the shop opens in Latin.
  context: ({ input }) => ({ remembered: input?.remembered ?? null }),
  initial: 'recalling',
  states: {
    recalling: {
      description: 'Opens in the script this browser chose last time, Latin when it never chose.',
      always: [{ guard: 'remembersCyrillic', target: 'cyrillic' }, { target: 'latin' }],
    },
    latin: {
      description: "Gaj's Latin alphabet, the shop's default.",
      entry: { type: 'showScript', params: { script: 'latin' } },
      on: {
        'script.choose': {
          guard: 'choosesCyrillic',
          target: 'cyrillic',
          actions: { type: 'rememberScript', params: { script: 'cyrillic' } },
        },
      },
    },
    cyrillic: {
      description:
        'Serbian Cyrillic: every text, product and category name, message and toast; brands, models and units stay Latin.',
      entry: { type: 'showScript', params: { script: 'cyrillic' } },
      on: {
        'script.choose': {
          guard: 'choosesLatin',
          target: 'latin',
          actions: { type: 'rememberScript', params: { script: 'latin' } },
        },
      },
    },
  },
});
