import { expect } from 'vitest';
import { emailVerificationMachine } from '../../../machines/email-verification/email-verification.machine';
import type {
  EmailVerificationContext,
  EmailVerificationEvent,
} from '../../../machines/email-verification/email-verification.types';
import { actionsIn, invokesIn } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
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

type State = 'idle' | 'checking' | 'ready' | 'requesting' | 'generating' | 'sent' | 'failed';

/** The address the page is about: a signed-in user's own (none once verified), else the link's. */
const addressOf = (event: Extract<ModelEvent, { type: 'emailVerification.open' }>) =>
  event.user ? (event.user.isVerified ? null : event.user.email) : event.email;

/** The page shows its address and may ask for a new link: it is not waiting for a mail's answer. */
const isNewAddress = (
  event: Extract<ModelEvent, { type: 'emailVerification.open' }>,
  was: EmailVerificationContext,
) => {
  const address = addressOf(event);
  return typeof address === 'string' && address !== '' && address !== was.email;
};

const isShown = (state: State) =>
  state === 'checking' || state === 'ready' || state === 'sent' || state === 'failed';

/**
 * The oracle, from the rules (spec §7 pending-verification/get, request-verify-email,
 * generate-email; the machine's state descriptions): where each event leads. While a mail is being
 * asked for, the page waits for its answer; an event a state does not name leaves it where it is.
 */
function expectedState(from: State, event: ModelEvent, was: EmailVerificationContext): State {
  switch (event.type) {
    case 'emailVerification.open': {
      if (from !== 'idle' && !isShown(from)) return from;
      // A new address is checked (a check of an older one is dropped for it).
      if (isNewAddress(event, was)) return 'checking';
      // No address (none known, or a verified user's page): nothing to check, the visitor types one.
      if (addressOf(event) === null && (from === 'idle' || was.email !== null)) return 'ready';
      return from;
    }
    case 'emailVerification.resend':
      return isShown(from) && event.email !== '' ? 'requesting' : from;
    case 'emailVerification.generate':
      return isShown(from) && event.email !== '' ? 'generating' : from;
    case 'xstate.done.actor.fetchPendingVerification':
    case 'xstate.error.actor.fetchPendingVerification':
      // Not knowing changes little: the page still says where the mail went.
      return 'ready';
    case 'xstate.done.actor.requestVerifyEmail':
    case 'xstate.done.actor.generateVerificationEmail':
      return 'sent';
    case 'xstate.error.actor.requestVerifyEmail':
    case 'xstate.error.actor.generateVerificationEmail':
      return 'failed';
  }
  return from;
}

/**
 * Whether the rules give the event anything to do in `from`: an open of a new address (or of none
 * after one) while the page shows, a request for a mail while it shows, a call's answer while that
 * call runs. Anything else is ignored: it changes no state, no context and calls nothing.
 */
function isHandled(from: State, event: ModelEvent, was: EmailVerificationContext): boolean {
  switch (event.type) {
    case 'emailVerification.open':
      return (
        (from === 'idle' || isShown(from)) &&
        (isNewAddress(event, was) || (addressOf(event) === null && (from === 'idle' || was.email !== null)))
      );
    case 'emailVerification.resend':
    case 'emailVerification.generate':
      return isShown(from) && event.email !== '';
    case 'xstate.done.actor.fetchPendingVerification':
    case 'xstate.error.actor.fetchPendingVerification':
      return from === 'checking';
    case 'xstate.done.actor.requestVerifyEmail':
    case 'xstate.error.actor.requestVerifyEmail':
      return from === 'requesting';
    case 'xstate.done.actor.generateVerificationEmail':
    case 'xstate.error.actor.generateVerificationEmail':
      return from === 'generating';
  }
  return false;
}

/** The oracle of effects: each call, with the address it is for, on the step that starts it. */
function expectedEffects(target: State, event: ModelEvent, was: EmailVerificationContext) {
  if (event.type === 'emailVerification.open' && target === 'checking' && isNewAddress(event, was))
    return { 'invoke:fetchPendingVerification': [{ email: addressOf(event) }] };
  if (event.type === 'emailVerification.resend' && target === 'requesting')
    return { 'invoke:requestVerifyEmail': [{ email: event.email }] };
  if (event.type === 'emailVerification.generate' && target === 'generating')
    return { 'invoke:generateVerificationEmail': [{ email: event.email }] };
  // Not knowing is only logged.
  if (event.type === 'xstate.error.actor.fetchPendingVerification')
    return {
      'action:logError': [
        { message: 'Provera potvrde e-adrese nije uspela', error: (event as { error: unknown }).error },
      ],
    };
  return {};
}

function checkEmailVerificationRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as EmailVerificationContext;
  const now = after.context as EmailVerificationContext;
  const from = before.value as State;
  if (!isHandled(from, event, was)) {
    expect(after.value).toBe(from);
    expect(now).toEqual(was);
    expect(effects).toEqual([]);
    return;
  }
  const target = expectedState(from, event, was);
  expect(after.value).toBe(target);
  expect(effectsByKey(effects)).toEqual(expectedEffects(target, event, was));
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
      // A new address (or none after one): what was known or said of the last one goes.
      if (address !== was.email) expect(now).toEqual({ email: address, pending: null, message: null });
      else expect(now).toEqual(was);
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
