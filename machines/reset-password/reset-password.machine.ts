import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import { NO_TOKEN_TEXT } from './reset-password.messages';
import type {
  ChangePasswordInput,
  ResetPasswordContext,
  ResetPasswordData,
  ResetPasswordEvent,
  TokenInput,
} from './reset-password.types';

const tokenOf = ({ event }: { event: ResetPasswordEvent }) => ({
  token: (event as { token?: unknown }).token,
});
const dataOf = ({ event }: { event: ResetPasswordEvent }) => ({
  data: (event as { resetPasswordData?: unknown }).resetPasswordData,
});
const messageOf = ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) });

/** An open with a token this flow has not handled: check it (empty: no token at all). */
const openLink = [
  {
    guard: { type: 'isMissingToken' as const, params: tokenOf },
    target: '#resetPassword.invalid',
    actions: [
      { type: 'takeToken' as const, params: tokenOf },
      { type: 'setLinkProblem' as const, params: { message: NO_TOKEN_TEXT } },
    ],
  },
  {
    guard: { type: 'isNewToken' as const, params: tokenOf },
    target: '#resetPassword.checkingLink',
    // From checkingLink itself too: the check of the older link is dropped, the new one runs.
    reenter: true,
    actions: { type: 'takeToken' as const, params: tokenOf },
  },
];

/**
 * /reset-password?token=… (spec §7 verify-pass, change-pass): the mailed link is checked first,
 * then the new password is set with it. A repeated open with the same token (StrictMode, coming
 * back) changes nothing and calls nothing; a refused change keeps the form with the server's text.
 */
export const resetPasswordMachine = setup({
  types: {} as { context: ResetPasswordContext; events: ResetPasswordEvent },
  actors: {
    verifyResetToken: notProvided<unknown, TokenInput>('verifyResetToken'),
    changePassword: notProvided<unknown, ChangePasswordInput>('changePassword'),
  },
  actions: {
    takeToken: assign((_, params: { token: unknown }) => ({
      token: params.token as string,
      linkProblem: null,
      failure: null,
    })),
    setLinkProblem: assign((_, params: { message: string }) => ({ linkProblem: params.message })),
    setFailure: assign((_, params: { message: string | null }) => ({ failure: params.message })),
  },
  guards: {
    isMissingToken: ({ context }, params: { token: unknown }) => params.token === '' && context.token !== '',
    isNewToken: ({ context }, params: { token: unknown }) =>
      typeof params.token === 'string' && params.token !== '' && params.token !== context.token,
    hasPasswords: (_, params: { data: unknown }) => {
      const data = params.data as Partial<ResetPasswordData> | undefined;
      return typeof data?.password === 'string' && typeof data.confirmPassword === 'string';
    },
  },
}).createMachine({
  id: 'resetPassword',
  context: { token: null, linkProblem: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No reset link was opened in this visit yet.',
      on: { 'resetPassword.open': openLink },
    },
    checkingLink: {
      tags: ['busy'],
      on: { 'resetPassword.open': openLink },
      invoke: {
        id: 'verifyResetToken',
        src: 'verifyResetToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: 'form',
        onError: { target: 'invalid', actions: { type: 'setLinkProblem', params: messageOf } },
      },
    },
    invalid: {
      description: 'The link is missing, unknown, expired or used: only a new one helps.',
      on: { 'resetPassword.open': openLink },
    },
    form: {
      description: 'The link works: the new password is asked for (with why the last try failed).',
      on: {
        'resetPassword.open': openLink,
        'resetPassword.submit': {
          guard: { type: 'hasPasswords', params: dataOf },
          target: 'changing',
          actions: { type: 'setFailure', params: { message: null } },
        },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          resetPasswordData: (event as Extract<ResetPasswordEvent, { type: 'resetPassword.submit' }>)
            .resetPasswordData,
        }),
        onDone: 'changed',
        onError: { target: 'form', actions: { type: 'setFailure', params: messageOf } },
      },
    },
    changed: {
      description: 'The password is new and the link used up: the shopper signs in with it.',
      on: { 'resetPassword.open': openLink },
    },
  },
});
