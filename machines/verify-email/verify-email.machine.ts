import { assign, sendTo, setup } from 'xstate';
import type { User } from '../../contract/auth';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import type {
  TokenInput,
  VerifyEmailContext,
  VerifyEmailEvent,
  VerifyEmailOutcome,
} from './verify-email.types';

const tokenOf = ({ event }: { event: VerifyEmailEvent }) => ({ token: (event as { token?: unknown }).token });

/**
 * /verify-email?token=… (spec §7 PUT verify-email): the link of the verification mail is used once.
 * Opening the page again with the same token (StrictMode, a re-render, coming back) shows what
 * became of it without a second call; a second click on a used link says the address is confirmed.
 */
export const verifyEmailMachine = setup({
  types: {} as { context: VerifyEmailContext; events: VerifyEmailEvent },
  actors: {
    verifyEmail: notProvided<VerifyEmailOutcome, TokenInput>('verifyEmail'),
  },
  actions: {
    takeToken: assign((_, params: { token: unknown }) => ({ token: params.token as string, message: null })),
    setMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    /** The signed-in user may be the one just verified: auth then updates them (and their wishlist). */
    tellAuthVerified: sendTo(
      ({ system }) => system.get(systemIds.auth),
      (_, params: { user: User }) => ({ type: 'auth.userVerified' as const, user: params.user }),
    ),
  },
  guards: {
    /** A token this flow has not handled yet (an open without one is ignored). */
    isNewToken: ({ context }, params: { token: unknown }) =>
      typeof params.token === 'string' && params.token !== '' && params.token !== context.token,
    wasVerified: (_, params: { outcome: VerifyEmailOutcome }) => params.outcome.kind === 'verified',
  },
}).createMachine({
  id: 'verifyEmail',
  context: { token: null, message: null },
  initial: 'idle',
  on: {
    'verifyEmail.open': {
      guard: { type: 'isNewToken', params: tokenOf },
      target: '.verifying',
      actions: { type: 'takeToken', params: tokenOf },
    },
  },
  states: {
    idle: { description: 'No verification link was opened in this visit yet.' },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'wasVerified', params: ({ event }) => ({ outcome: event.output }) },
            target: 'verified',
            actions: {
              type: 'tellAuthVerified',
              params: ({ event }) => ({ user: (event.output as { user: User }).user }),
            },
          },
          {
            target: 'alreadyVerified',
            actions: {
              type: 'setMessage',
              params: ({ event }) => ({ message: (event.output as { message: string }).message }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setMessage', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    verified: {},
    alreadyVerified: {
      description: 'A used link whose address is confirmed: a second click says so instead of failing.',
    },
    failed: { description: 'The link is unknown, expired or used; the server says which to tell.' },
  },
});
