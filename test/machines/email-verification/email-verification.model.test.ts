import { expect } from 'vitest';
import { emailVerificationMachine } from '../../../machines/email-verification/email-verification.machine';
import type {
  EmailVerificationContext,
  EmailVerificationEvent,
} from '../../../machines/email-verification/email-verification.types';
import { actionsIn, invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startEmailVerification } from './email-verification.harness';

const EMAIL = 'ana@example.rs';
const OTHER = 'marko@example.rs';
const SENT = 'Ako nalog postoji i nije potvrđen, poslali smo novi link za potvrdu.';
const failure = new Error('Previše pokušaja. Pokušajte ponovo za minut.');

type ModelEvent = EmailVerificationEvent | ActorCompletion;

const events: ModelEvent[] = [
  { type: 'emailVerification.open', email: EMAIL },
  { type: 'emailVerification.open', email: null },
  { type: 'emailVerification.open', email: OTHER },
  // Signed in: the user's own address wins over the link's, and a verified user's page checks none.
  { type: 'emailVerification.open', email: OTHER, user: { email: EMAIL, isVerified: false } },
  { type: 'emailVerification.open', email: OTHER, user: { email: EMAIL, isVerified: true } },
  { type: 'emailVerification.resend', email: OTHER },
  { type: 'emailVerification.generate', email: EMAIL },
  actorDone('fetchPendingVerification', { email: EMAIL, pending: true }),
  actorDone('fetchPendingVerification', { email: EMAIL, pending: false }),
  actorFailed('fetchPendingVerification', failure),
  actorDone('requestVerifyEmail', SENT),
  actorFailed('requestVerifyEmail', failure),
  actorDone('generateVerificationEmail', SENT),
  actorFailed('generateVerificationEmail', failure),
];

const transitions = transitionsOf(emailVerificationMachine, {
  events: () => events as EmailVerificationEvent[],
});

const MAIL_CALLS = {
  'emailVerification.resend': 'requestVerifyEmail',
  'emailVerification.generate': 'generateVerificationEmail',
};

function checkEmailVerificationRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as EmailVerificationContext;
  const now = after.context as EmailVerificationContext;
  const checks = invokesIn(effects, 'fetchPendingVerification');
  const mails = [
    ...invokesIn(effects, 'requestVerifyEmail'),
    ...invokesIn(effects, 'generateVerificationEmail'),
  ];
  const logged = actionsIn(effects, 'logError');
  switch (event.type) {
    case 'emailVerification.open': {
      // Spec §7 pending-verification/get for the address there is one for, once per address: a
      // signed-in user's own (none once verified), else the link's.
      const address = event.user ? (event.user.isVerified ? null : event.user.email) : event.email;
      expect(checks).toEqual(address !== null && address !== was.email ? [{ email: address }] : []);
      if (address === null) expect(now.email).toBeNull();
      else expect(now.email).toBe(address);
      break;
    }
    case 'emailVerification.resend':
    case 'emailVerification.generate':
      // A visitor asks with request-verify-email, a signed-in user with generate-email.
      expect(invokesIn(effects, MAIL_CALLS[event.type])).toEqual([{ email: event.email }]);
      expect(mails).toHaveLength(1);
      expect(now.message).toBeNull();
      break;
    case 'xstate.done.actor.fetchPendingVerification':
      expect(now.pending).toBe((event as { output: { pending: boolean } }).output.pending);
      break;
    case 'xstate.error.actor.fetchPendingVerification':
      // Not knowing changes little: logged, and the page says where the mail went.
      expect(now.pending).toBeNull();
      expect(logged).toHaveLength(1);
      break;
    case 'xstate.done.actor.requestVerifyEmail':
    case 'xstate.done.actor.generateVerificationEmail':
      expect(after.value).toBe('sent');
      expect(now.message).toBe(SENT);
      break;
    case 'xstate.error.actor.requestVerifyEmail':
    case 'xstate.error.actor.generateVerificationEmail':
      expect(after.value).toBe('failed');
      expect(now.message).toBe(failure.message);
      break;
  }
  if (event.type !== 'emailVerification.open') expect(checks).toEqual([]);
  if (!event.type.startsWith('emailVerification.re') && !event.type.endsWith('.generate'))
    expect(mails).toEqual([]);
  if (event.type !== 'xstate.error.actor.fetchPendingVerification') expect(logged).toEqual([]);
  expect(after.hasTag('busy')).toBe(after.matches('requesting') || after.matches('generating'));
}

describeModel('email-verification', {
  machine: emailVerificationMachine,
  transitions: transitions as never,
  start: startEmailVerification,
  check: checkEmailVerificationRules as never,
});
