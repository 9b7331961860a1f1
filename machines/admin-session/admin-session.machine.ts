import { assign, fromCallback, setup } from 'xstate';
import { errorMessage } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import type {
  AdminSessionContext,
  AdminSessionEvent,
  StaffSession,
  TotpEnrolment,
} from './admin-session.types';

/** A failed call's HTTP status and error code (src/api/api-error.ts ApiError), when it has them. */
const failureOf = (event: { error?: unknown }) => (event.error ?? {}) as { status?: unknown; code?: unknown };
const sessionOf = (event: { output?: unknown }) => event.output as StaffSession | undefined;
const codeOf = (event: AdminSessionEvent) =>
  'code' in event && typeof event.code === 'string' ? event.code : '';

/**
 * A staff member's way into the back office (/admin): the shop's login first, then the TOTP second
 * factor (enrolled once with a QR code, then a 6-digit code or a recovery code each session), then
 * the back office itself until the session ends: a later 401 leads back to the login, a 403
 * TOTP_REQUIRED to the code, and 30 minutes without a call end it here too.
 */
export const adminSessionMachine = setup({
  types: {} as { context: AdminSessionContext; events: AdminSessionEvent },
  actors: {
    readSession: notProvided<StaffSession>('readSession'),
    enrol: notProvided<TotpEnrolment>('enrol'),
    verifyCode: notProvided<{ recoveryCodes?: string[] }, string>('verifyCode'),
    recover: notProvided<{ remainingRecoveryCodes: number }, string>('recover'),
    idleTimer: fromCallback<AdminSessionEvent, string>(() => {
      throw new Error("actor 'idleTimer' is not provided");
    }),
  },
  guards: {
    signedOut: ({ event }) => failureOf(event as { error?: unknown }).status === 401,
    notStaff: ({ event }) => failureOf(event as { error?: unknown }).status === 403,
    notEnrolled: ({ event }) => sessionOf(event as { output?: unknown })?.totp === 'notEnrolled',
    codeRequired: ({ event }) => sessionOf(event as { output?: unknown })?.totp === 'required',
    verified: ({ event }) => sessionOf(event as { output?: unknown })?.totp === 'verified',
    bringsCode: ({ event }) => codeOf(event) !== '',
    bringsRecoveryCodes: ({ event }) =>
      Array.isArray((event as { output?: { recoveryCodes?: unknown } }).output?.recoveryCodes),
    passwordSessionGone: ({ event }) => event.type === 'adminSession.lost' && event.reason === 'login',
    secondFactorGone: ({ event }) => event.type === 'adminSession.lost' && event.reason === 'totp',
    bringsExpiry: ({ event }) =>
      event.type === 'adminSession.active' && typeof event.idleExpiresAt === 'string',
  },
  actions: {
    keepSession: assign({ session: ({ event }) => sessionOf(event as { output?: unknown }) ?? null }),
    // A refused code is said beside the form; any other failure too, with the server's text.
    keepError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    forgetAttempt: assign({ error: null }),
    forgetSession: assign({ session: null, enrolment: null, recoveryCodes: null, error: null }),
  },
}).createMachine({
  id: 'adminSession',
  context: {
    session: null,
    enrolment: null,
    recoveryCodes: null,
    remainingRecoveryCodes: null,
    error: null,
  },
  initial: 'checking',
  states: {
    checking: {
      description:
        'GET /api/admin/session: who is signed in to the shop, and how far their second factor is.',
      tags: ['busy'],
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          { guard: 'notEnrolled', target: 'enrolling', actions: ['keepSession', 'forgetAttempt'] },
          { guard: 'codeRequired', target: 'signingIn', actions: ['keepSession', 'forgetAttempt'] },
          { guard: 'verified', target: 'ready', actions: ['keepSession', 'forgetAttempt'] },
          { target: 'failed', actions: assign({ error: 'Odgovor servera nije razumljiv.' }) },
        ],
        onError: [
          { guard: 'signedOut', target: 'signedOut', actions: 'forgetSession' },
          { guard: 'notStaff', target: 'noAccess', actions: 'forgetSession' },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    failed: {
      description: 'The session could not be read (no connection, a server failure): try again.',
      on: { 'adminSession.retry': 'checking' },
    },
    signedOut: {
      description: "Nobody is signed in: a link to the shop's login, which leads back to /admin.",
    },
    noAccess: {
      description: 'Signed in as a shopper: "Nemate pristup".',
    },
    enrolling: {
      description:
        'No second factor yet: a QR code and its secret, then a first code, then the recovery codes.',
      initial: 'starting',
      states: {
        starting: {
          tags: ['busy'],
          invoke: {
            id: 'enrol',
            src: 'enrol',
            onDone: { target: 'scanning', actions: assign({ enrolment: ({ event }) => event.output }) },
            onError: { target: 'startFailed', actions: 'keepError' },
          },
        },
        startFailed: {
          on: { 'adminSession.retry': { target: 'starting', actions: 'forgetAttempt' } },
        },
        scanning: {
          description: 'The QR code and the secret show; the staff member types the code the app shows.',
          on: { 'adminSession.totp.submit': { guard: 'bringsCode', target: 'confirming' } },
        },
        confirming: {
          tags: ['busy'],
          entry: 'forgetAttempt',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ event }) => codeOf(event),
            onDone: [
              {
                guard: 'bringsRecoveryCodes',
                target: 'savingCodes',
                actions: assign({
                  recoveryCodes: ({ event }) => event.output.recoveryCodes ?? null,
                  enrolment: null,
                }),
              },
              { target: '#adminSession.ready', actions: assign({ enrolment: null }) },
            ],
            onError: { target: 'scanning', actions: 'keepError' },
          },
        },
        savingCodes: {
          description: 'The 10 recovery codes, shown this once, until "Sačuvao sam kodove".',
          on: {
            'adminSession.codes.saved': {
              target: '#adminSession.ready',
              actions: assign({ recoveryCodes: null }),
            },
          },
        },
      },
    },
    signingIn: {
      description: 'Enrolled: the code from the authenticator app, or one of the recovery codes.',
      initial: 'code',
      states: {
        code: {
          on: {
            'adminSession.totp.submit': { guard: 'bringsCode', target: 'verifying' },
            'adminSession.recovery.use': { target: 'recovery', actions: 'forgetAttempt' },
          },
        },
        verifying: {
          tags: ['busy'],
          entry: 'forgetAttempt',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ event }) => codeOf(event),
            onDone: '#adminSession.ready',
            onError: { target: 'code', actions: 'keepError' },
          },
        },
        recovery: {
          on: {
            'adminSession.recovery.submit': { guard: 'bringsCode', target: 'recovering' },
            'adminSession.recovery.cancel': { target: 'code', actions: 'forgetAttempt' },
          },
        },
        recovering: {
          tags: ['busy'],
          entry: 'forgetAttempt',
          invoke: {
            id: 'recover',
            src: 'recover',
            input: ({ event }) => codeOf(event),
            onDone: {
              target: '#adminSession.ready',
              actions: assign({ remainingRecoveryCodes: ({ event }) => event.output.remainingRecoveryCodes }),
            },
            onError: { target: 'recovery', actions: 'keepError' },
          },
        },
      },
    },
    ready: {
      description: 'The back office; the idle timer runs until the server would end the session.',
      invoke: {
        id: 'idleTimer',
        src: 'idleTimer',
        input: ({ context }) => context.session?.idleExpiresAt ?? '',
      },
      on: {
        'adminSession.active': {
          guard: 'bringsExpiry',
          target: 'ready',
          reenter: true,
          actions: assign({
            session: ({ context, event }) =>
              context.session && { ...context.session, idleExpiresAt: event.idleExpiresAt },
          }),
        },
        'adminSession.lost': [
          { guard: 'passwordSessionGone', target: 'signedOut', actions: 'forgetSession' },
          { guard: 'secondFactorGone', target: 'checking' },
        ],
        'adminSession.idle': 'expired',
      },
    },
    expired: {
      description: '30 minutes without a call: the server has ended the session; "Nastavi" reads it again.',
      on: { 'adminSession.retry': 'checking' },
    },
  },
});
