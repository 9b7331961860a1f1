import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import type { EmailInput, ForgotPasswordContext, ForgotPasswordEvent } from './forgot-password.types';

const emailOf = ({ event }: { event: ForgotPasswordEvent }) => ({
  email: (event as { email?: unknown }).email,
});

const send = {
  guard: { type: 'hasEmail' as const, params: emailOf },
  target: '#forgotPassword.sending',
  actions: { type: 'takeEmail' as const, params: emailOf },
};

/**
 * /forgot-password (spec §7 generate-reset-pass). The server answers alike whether or not the
 * address has an account, so "sent" never tells a stranger which addresses are registered. The
 * shopper may ask again (another address, a mail that did not come).
 */
export const forgotPasswordMachine = setup({
  types: {} as { context: ForgotPasswordContext; events: ForgotPasswordEvent },
  actors: {
    generateResetPassword: notProvided<string, EmailInput>('generateResetPassword'),
  },
  actions: {
    takeEmail: assign((_, params: { email: unknown }) => ({ email: params.email as string, message: null })),
    setMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    forget: assign({ email: null, message: null }),
  },
  guards: {
    hasEmail: (_, params: { email: unknown }) => typeof params.email === 'string' && params.email !== '',
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The form waits for an address.',
      on: { 'forgotPassword.send': send },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'generateResetPassword',
        src: 'generateResetPassword',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: {
          target: 'sent',
          actions: { type: 'setMessage', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setMessage', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    sent: {
      description: 'The server took the request (its text does not say whether the account exists).',
      on: { 'forgotPassword.send': send, 'forgotPassword.open': { target: 'idle', actions: 'forget' } },
    },
    failed: {
      description: 'The request was refused (e.g. too many mails); the form stays, with the reason.',
      on: { 'forgotPassword.send': send, 'forgotPassword.open': { target: 'idle', actions: 'forget' } },
    },
  },
});
