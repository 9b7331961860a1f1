import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import type { FormCheck, FormContext, FormEvent, FormInput, FormValues } from './form.types';

/** After a send succeeded or failed: a change makes it a form being filled again; it may be sent again or reset. */
const afterAnOutcome = {
  'form.change': { target: 'editing', actions: 'change' },
  'form.submit': { target: 'checking' },
  'form.reset': { target: 'editing', actions: 'reset' },
} as const;

/**
 * One form: its fields' values, their check by the contract's schema, their errors, and its send.
 * Submit while invalid shows the errors and sends nothing; submit while checking or sending is
 * ignored. Each form provides its `check` and `submit` (src/actors/form-logic.ts) and, where the
 * shop must hear of a success, a `succeeded` action that messages another machine through the system.
 */
export const formMachine = setup({
  types: {} as { context: FormContext; events: FormEvent; input: FormInput | undefined },
  actors: {
    check: notProvided<FormCheck, { values: FormValues; extra: unknown }>('check'),
    submit: notProvided<unknown, { data: unknown; extra: unknown }>('submit'),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        errors: context.errors[event.field]
          ? { ...context.errors, [event.field]: undefined }
          : context.errors,
      };
    }),
    reset: assign(({ context, event }) => {
      const values = (event.type === 'form.reset' && event.values) || context.initial;
      return { values, initial: values, errors: {}, error: null, result: null };
    }),
    // A form of secrets (a password change) is emptied once sent.
    clearWhenAsked: assign(({ context }) => (context.clearOnSuccess ? { values: context.initial } : {})),
    // Provided by a form whose success another machine must hear (a saved profile's new name).
    succeeded: () => {},
  },
  guards: {
    passed: ({ event }) => (event as { output?: FormCheck }).output?.ok === true,
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    values: input?.values ?? {},
    initial: input?.values ?? {},
    errors: {},
    refused: null,
    extra: input?.extra ?? null,
    clearOnSuccess: input?.clearOnSuccess ?? false,
    data: null,
    result: null,
    error: null,
  }),
  initial: 'editing',
  on: {
    'form.change': { actions: 'change' },
  },
  states: {
    editing: {
      description: 'The shopper fills the fields; a changed field loses its message.',
      on: {
        'form.submit': { target: 'checking' },
        'form.reset': { actions: 'reset' },
      },
    },
    checking: {
      description: "The contract's schema judges the values (zod loads with the first submit).",
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ values: context.values, extra: context.extra }),
        onDone: [
          {
            guard: 'passed',
            target: 'submitting',
            actions: assign({ errors: {}, data: ({ event }) => (event.output as { data: unknown }).data }),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => {
              const { errors } = event.output as { errors: Record<string, string> };
              return { errors, refused: errors };
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    submitting: {
      description: 'The checked data is sent once; another submit waits for the answer.',
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ data: context.data, extra: context.extra }),
        onDone: {
          target: 'succeeded',
          actions: [assign({ result: ({ event }) => event.output }), 'clearWhenAsked', 'succeeded'],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    succeeded: {
      description: 'Sent; a change makes it a form being filled again, or it is reset to untouched.',
      on: afterAnOutcome,
    },
    failed: {
      description: 'The send failed; the fields stay as filled, to correct and send again.',
      on: afterAnOutcome,
    },
  },
});
