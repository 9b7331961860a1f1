import { emit, sendTo, setup } from 'xstate';
import type { User } from '../../contract/auth';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import type {
  AccountContext,
  AccountEmitted,
  AccountEvent,
  ChangePasswordInput,
  EmailInput,
  PendingVerification,
  TokenInput,
} from './account.types';

type Failure = Extract<AccountEmitted, { message: string }>['type'];

/** `onError: tellFailure('account.checkUserFailed')`: the view hears the server's text (spec §5). */
const tellFailure = (type: Failure) => ({
  type: 'tell' as const,
  params: ({ event }: { event: { error: unknown } }) =>
    ({ type, message: errorMessage(event.error) }) as AccountEmitted,
});
const emailOf = ({ event }: { event: AccountEvent }): EmailInput => ({
  email: (event as { email: string }).email,
});
const tokenOf = ({ event }: { event: AccountEvent }): TokenInput => ({
  token: (event as { token: string }).token,
});

/**
 * The account calls that do not change who is signed in (spec §7 Auth): check-user, verification
 * mails, e-mail verification, pending verification, forgot password, reset token, change password.
 * One at a time (the pages that start them show one form); auth hears of a verified address.
 */
export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent; emitted: AccountEmitted },
  actors: {
    checkUser: notProvided<boolean, EmailInput>('checkUser'),
    generateVerificationEmail: notProvided<string, EmailInput>('generateVerificationEmail'),
    requestVerifyEmail: notProvided<string, EmailInput>('requestVerifyEmail'),
    verifyEmail: notProvided<User, TokenInput>('verifyEmail'),
    fetchPendingVerification: notProvided<PendingVerification, EmailInput>('fetchPendingVerification'),
    generateResetPassword: notProvided<string, EmailInput>('generateResetPassword'),
    verifyResetToken: notProvided<unknown, TokenInput>('verifyResetToken'),
    changePassword: notProvided<unknown, ChangePasswordInput>('changePassword'),
  },
  actions: {
    tell: emit((_, params: AccountEmitted) => params),
    /** The signed-in user may be the one just verified: auth then updates them (and their wishlist). */
    tellAuthVerified: sendTo(
      ({ system }) => system.get(systemIds.auth),
      (_, params: { user: User }) => ({ type: 'auth.userVerified' as const, user: params.user }),
    ),
  },
}).createMachine({
  id: 'account',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: {
        'account.checkUser': 'checkingUser',
        'account.verificationEmail.generate': 'generatingVerificationEmail',
        'account.verificationEmail.resend': 'resendingVerificationEmail',
        'account.email.verify': 'verifyingEmail',
        'account.pendingVerification.get': 'loadingPendingVerification',
        'account.password.forgot': 'requestingPasswordReset',
        'account.password.verifyToken': 'verifyingResetToken',
        'account.password.change': 'changingPassword',
      },
    },
    checkingUser: {
      tags: ['busy'],
      invoke: {
        id: 'checkUser',
        src: 'checkUser',
        input: emailOf,
        onDone: {
          target: 'idle',
          actions: {
            type: 'tell',
            params: ({ event }) => ({ type: 'account.userChecked', exists: event.output }),
          },
        },
        onError: { target: 'idle', actions: tellFailure('account.checkUserFailed') },
      },
    },
    generatingVerificationEmail: {
      tags: ['busy'],
      invoke: {
        id: 'generateVerificationEmail',
        src: 'generateVerificationEmail',
        input: emailOf,
        onDone: {
          target: 'idle',
          actions: {
            type: 'tell',
            params: ({ event }) => ({ type: 'account.verificationEmailSent', message: event.output }),
          },
        },
        onError: { target: 'idle', actions: tellFailure('account.verificationEmailFailed') },
      },
    },
    resendingVerificationEmail: {
      tags: ['busy'],
      invoke: {
        id: 'requestVerifyEmail',
        src: 'requestVerifyEmail',
        input: emailOf,
        onDone: {
          target: 'idle',
          actions: {
            type: 'tell',
            params: ({ event }) => ({ type: 'account.verificationEmailSent', message: event.output }),
          },
        },
        onError: { target: 'idle', actions: tellFailure('account.verificationEmailFailed') },
      },
    },
    verifyingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: tokenOf,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'tellAuthVerified', params: ({ event }) => ({ user: event.output }) },
            { type: 'tell', params: ({ event }) => ({ type: 'account.emailVerified', user: event.output }) },
          ],
        },
        onError: { target: 'idle', actions: tellFailure('account.verifyEmailFailed') },
      },
    },
    loadingPendingVerification: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPendingVerification',
        src: 'fetchPendingVerification',
        input: emailOf,
        onDone: {
          target: 'idle',
          actions: {
            type: 'tell',
            params: ({ event }) => ({ type: 'account.pendingVerificationLoaded', ...event.output }),
          },
        },
        onError: { target: 'idle', actions: tellFailure('account.pendingVerificationFailed') },
      },
    },
    requestingPasswordReset: {
      tags: ['busy'],
      invoke: {
        id: 'generateResetPassword',
        src: 'generateResetPassword',
        input: emailOf,
        onDone: {
          target: 'idle',
          actions: {
            type: 'tell',
            params: ({ event }) => ({ type: 'account.passwordResetRequested', message: event.output }),
          },
        },
        onError: { target: 'idle', actions: tellFailure('account.passwordResetFailed') },
      },
    },
    verifyingResetToken: {
      tags: ['busy'],
      invoke: {
        id: 'verifyResetToken',
        src: 'verifyResetToken',
        input: tokenOf,
        onDone: { target: 'idle', actions: { type: 'tell', params: { type: 'account.resetTokenVerified' } } },
        onError: { target: 'idle', actions: tellFailure('account.resetTokenFailed') },
      },
    },
    changingPassword: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          const { token, resetPasswordData } = event as Extract<
            AccountEvent,
            { type: 'account.password.change' }
          >;
          return { token, resetPasswordData };
        },
        onDone: { target: 'idle', actions: { type: 'tell', params: { type: 'account.passwordChanged' } } },
        onError: { target: 'idle', actions: tellFailure('account.changePasswordFailed') },
      },
    },
  },
});
