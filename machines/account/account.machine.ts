import { assign, setup, spawnChild } from 'xstate';
import type { emailVerificationMachine } from '../email-verification/email-verification.machine';
import type { forgotPasswordMachine } from '../forgot-password/forgot-password.machine';
import type { resetPasswordMachine } from '../reset-password/reset-password.machine';
import { notProvided, notProvidedChild } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import type { verifyEmailMachine } from '../verify-email/verify-email.machine';
import type { AccountContext, AccountEvent, AccountFlowId, EmailInput } from './account.types';

const emailOf = ({ event }: { event: AccountEvent }) => ({ email: (event as { email?: unknown }).email });

/** Opens `flow` (the page's event names it), once: an event without one opens nothing. */
const opens = (flow: AccountFlowId) => ({ type: 'opensFlow' as const, params: { flow } });
const opened = (flow: AccountFlowId) => ({ type: 'markFlowOpen' as const, params: { flow } });

/**
 * The account flows that do not change who is signed in. It runs one machine per page flow (reset
 * password, verify e-mail, forgot password, /verification) as its children, named in its setup and
 * spawned under their system ids (machines/shared/system.ts) when their page first opens
 * (`account.flow.open`), then kept for the rest of the visit. Their code loads with their pages:
 * src/ provides each slot once the page's chunk is here. Itself it runs the register form's check
 * whether an address is taken (spec §7 check-user), so the shopper hears it before submitting. A
 * failed check says nothing: the submit still tells.
 */
export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent },
  actors: {
    checkUser: notProvided<boolean, EmailInput>('checkUser'),
    // The page flows, provided by src/actors/account-flows.ts with their pages.
    resetPassword: notProvidedChild<typeof resetPasswordMachine>('resetPassword'),
    verifyEmail: notProvidedChild<typeof verifyEmailMachine>('verifyEmail'),
    forgotPassword: notProvidedChild<typeof forgotPasswordMachine>('forgotPassword'),
    emailVerification: notProvidedChild<typeof emailVerificationMachine>('emailVerification'),
  },
  actions: {
    takeEmail: assign((_, params: { email: unknown }) => ({ email: params.email as string })),
    forgetEmail: assign({ email: null }),
    markFlowOpen: assign(({ context }, params: { flow: AccountFlowId }) => ({
      flows: [...context.flows, params.flow],
    })),
    spawnResetPassword: spawnChild('resetPassword', {
      id: systemIds.resetPassword,
      systemId: systemIds.resetPassword,
    }),
    spawnVerifyEmail: spawnChild('verifyEmail', {
      id: systemIds.verifyEmail,
      systemId: systemIds.verifyEmail,
    }),
    spawnForgotPassword: spawnChild('forgotPassword', {
      id: systemIds.forgotPassword,
      systemId: systemIds.forgotPassword,
    }),
    spawnEmailVerification: spawnChild('emailVerification', {
      id: systemIds.emailVerification,
      systemId: systemIds.emailVerification,
    }),
  },
  guards: {
    /** A non-empty address other than the one already checked (an event without one is ignored). */
    isNewEmail: ({ context }, params: { email: unknown }) =>
      typeof params.email === 'string' && params.email !== '' && params.email !== context.email,
    exists: (_, params: { exists: boolean }) => params.exists,
    /** The page of `flow` opened, and its flow does not run yet (an event naming none opens none). */
    opensFlow: ({ context, event }, params: { flow: AccountFlowId }) =>
      event.type === 'account.flow.open' &&
      event.flow === params.flow &&
      !context.flows.includes(params.flow),
  },
}).createMachine({
  id: 'account',
  context: { email: null, flows: [] },
  initial: 'idle',
  on: {
    'account.email.check': {
      guard: { type: 'isNewEmail', params: emailOf },
      target: '.checking',
      actions: { type: 'takeEmail', params: emailOf },
    },
    'account.email.edit': { target: '.idle', actions: 'forgetEmail' },
    // Once: a page opened again finds its flow as it was left; its form reaches it through the
    // system (src/actors/account.forms.ts).
    'account.flow.open': [
      { guard: opens('resetPassword'), actions: ['spawnResetPassword', opened('resetPassword')] },
      { guard: opens('verifyEmail'), actions: ['spawnVerifyEmail', opened('verifyEmail')] },
      { guard: opens('forgotPassword'), actions: ['spawnForgotPassword', opened('forgotPassword')] },
      { guard: opens('emailVerification'), actions: ['spawnEmailVerification', opened('emailVerification')] },
    ],
  },
  states: {
    idle: { description: 'No address checked, or the shopper is typing a new one.' },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkUser',
        src: 'checkUser',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: [
          { guard: { type: 'exists', params: ({ event }) => ({ exists: event.output }) }, target: 'taken' },
          { target: 'free' },
        ],
        onError: 'failed',
      },
    },
    taken: { description: 'An account with this address exists: sign in or reset the password instead.' },
    free: {},
    failed: { description: 'The check could not be made: nothing is said, the submit still tells.' },
  },
});
