import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { type LogErrorParams, logFailure } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import type {
  EmailInput,
  EmailVerificationContext,
  EmailVerificationEvent,
  PendingVerification,
} from './email-verification.types';

/**
 * The address the page is about: a signed-in user's own (none once verified), else the link's
 * ?email=; for a new link, the address it goes to.
 */
const emailOf = ({ event }: { event: EmailVerificationEvent }) => {
  const { email, user } = event as {
    email?: unknown;
    user?: { email?: unknown; isVerified?: unknown } | null;
  };
  if (event.type !== 'emailVerification.open' || !user) return { email };
  return { email: user.isVerified === true ? null : user.email };
};

/** The address the shopper asked a new link for (theirs, or one they typed). */
const mailInput = ({ event }: { event: EmailVerificationEvent }): EmailInput => ({
  email: (event as { email: string }).email,
});

/** A new address (or none): ask the server whether it awaits verification. */
const open = [
  {
    guard: { type: 'isOtherAddress' as const, params: emailOf },
    target: '#emailVerification.checking',
    // From checking itself too: the check of the older address is dropped, the new one runs.
    reenter: true,
    actions: { type: 'takeAddress' as const, params: emailOf },
  },
  {
    guard: { type: 'isNoAddress' as const, params: emailOf },
    target: '#emailVerification.ready',
    actions: { type: 'takeAddress' as const, params: { email: null } },
  },
];
const mail = {
  'emailVerification.resend': {
    guard: { type: 'hasEmail' as const, params: emailOf },
    target: '#emailVerification.requesting',
    actions: 'clearMessage' as const,
  },
  'emailVerification.generate': {
    guard: { type: 'hasEmail' as const, params: emailOf },
    target: '#emailVerification.generating',
    actions: 'clearMessage' as const,
  },
};
const mailAnswered = {
  onDone: {
    target: '#emailVerification.sent',
    actions: {
      type: 'setMessage' as const,
      params: ({ event }: { event: { output: string } }) => ({ message: event.output }),
    },
  },
  onError: {
    target: '#emailVerification.failed',
    actions: {
      type: 'setMessage' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) }),
    },
  },
};

/**
 * /verification (spec §7 pending-verification/get, request-verify-email, generate-email): where the
 * verification mail went, whether that address still awaits it, and a new link on request.
 */
export const emailVerificationMachine = setup({
  types: {} as { context: EmailVerificationContext; events: EmailVerificationEvent },
  actors: {
    fetchPendingVerification: notProvided<PendingVerification, EmailInput>('fetchPendingVerification'),
    requestVerifyEmail: notProvided<string, EmailInput>('requestVerifyEmail'),
    generateVerificationEmail: notProvided<string, EmailInput>('generateVerificationEmail'),
  },
  actions: {
    takeAddress: assign((_, params: { email: unknown }) => ({
      email: (params.email as string | null) ?? null,
      pending: null,
      message: null,
    })),
    clearMessage: assign({ message: null }),
    setPending: assign((_, params: { pending: boolean }) => ({ pending: params.pending })),
    setMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    logError: (_, _params: LogErrorParams) => {},
  },
  guards: {
    isOtherAddress: ({ context }, params: { email: unknown }) =>
      typeof params.email === 'string' && params.email !== '' && params.email !== context.email,
    isNoAddress: ({ context }, params: { email: unknown }) => params.email === null && context.email !== null,
    isNullAddress: (_, params: { email: unknown }) => params.email === null,
    hasEmail: (_, params: { email: unknown }) => typeof params.email === 'string' && params.email !== '',
  },
}).createMachine({
  id: 'emailVerification',
  context: { email: null, pending: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The page was not opened in this visit yet.',
      on: {
        'emailVerification.open': [
          open[0]!,
          // No address known: nothing to check, the visitor types one.
          { guard: { type: 'isNullAddress', params: emailOf }, target: 'ready' },
        ],
      },
    },
    checking: {
      tags: ['loading'],
      on: { 'emailVerification.open': open, ...mail },
      invoke: {
        id: 'fetchPendingVerification',
        src: 'fetchPendingVerification',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'setPending', params: ({ event }) => ({ pending: event.output.pending }) },
        },
        // Not knowing changes little: the page still says where the mail went and offers a new one.
        onError: { target: 'ready', actions: logFailure('Provera potvrde e-adrese nije uspela') },
      },
    },
    ready: {
      description: 'The address and what the server knows of it are shown; a new link may be asked for.',
      on: { 'emailVerification.open': open, ...mail },
    },
    requesting: {
      tags: ['busy'],
      invoke: { id: 'requestVerifyEmail', src: 'requestVerifyEmail', input: mailInput, ...mailAnswered },
    },
    generating: {
      tags: ['busy'],
      invoke: {
        id: 'generateVerificationEmail',
        src: 'generateVerificationEmail',
        input: mailInput,
        ...mailAnswered,
      },
    },
    sent: {
      description: 'The server took the request (its text does not say whether the account exists).',
      on: { 'emailVerification.open': open, ...mail },
    },
    failed: {
      description: 'The request was refused (e.g. too many mails): the shopper may try again.',
      on: { 'emailVerification.open': open, ...mail },
    },
  },
});
