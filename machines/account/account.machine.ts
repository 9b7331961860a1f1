import { assign, setup, spawnChild } from 'xstate';
import { emailVerificationMachine } from '../email-verification/email-verification.machine';
import { forgotPasswordMachine } from '../forgot-password/forgot-password.machine';
import { resetPasswordMachine } from '../reset-password/reset-password.machine';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import { verifyEmailMachine } from '../verify-email/verify-email.machine';
import type { AccountContext, AccountEvent, EmailInput } from './account.types';

const emailOf = ({ event }: { event: AccountEvent }) => ({ email: (event as { email?: unknown }).email });

/**
 * The account flows that do not change who is signed in. It spawns one machine per page flow
 * (reset password, verify e-mail, forgot password, /verification) under their system ids, and
 * itself runs the register form's check whether an address is taken (spec §7 check-user), so the
 * shopper hears it before submitting. A failed check says nothing: the submit still tells.
 */
export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent },
  actors: {
    checkUser: notProvided<boolean, EmailInput>('checkUser'),
    // The children, each still to be provided with its own actors (src/lib does).
    resetPassword: resetPasswordMachine,
    verifyEmail: verifyEmailMachine,
    forgotPassword: forgotPasswordMachine,
    emailVerification: emailVerificationMachine,
  },
  actions: {
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
    takeEmail: assign((_, params: { email: unknown }) => ({ email: params.email as string })),
    forgetEmail: assign({ email: null }),
  },
  guards: {
    /** A non-empty address other than the one already checked (an event without one is ignored). */
    isNewEmail: ({ context }, params: { email: unknown }) =>
      typeof params.email === 'string' && params.email !== '' && params.email !== context.email,
    exists: (_, params: { exists: boolean }) => params.exists,
  },
}).createMachine({
  id: 'account',
  context: { email: null },
  entry: ['spawnResetPassword', 'spawnVerifyEmail', 'spawnForgotPassword', 'spawnEmailVerification'],
  initial: 'idle',
  on: {
    'account.email.check': {
      guard: { type: 'isNewEmail', params: emailOf },
      target: '.checking',
      actions: { type: 'takeEmail', params: emailOf },
    },
    'account.email.edit': { target: '.idle', actions: 'forgetEmail' },
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
