import { expect } from 'vitest';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
} from '../../../machines/forgot-password/forgot-password.types';
import { systemIds } from '../../../machines/shared/system';
import { invokesIn } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
import { startFlow } from '../account/flow-harness';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';

const EMAIL = 'ana@example.rs';
const SENT = 'Ako nalog postoji, poslali smo link za promenu lozinke.';
const failure = new Error('Previše zahteva za ovu adresu. Pokušajte ponovo kasnije.');

type ModelEvent = ForgotPasswordEvent | ActorCompletion;

const events: ModelEvent[] = [
  { type: 'forgotPassword.open' },
  { type: 'forgotPassword.send', email: EMAIL },
  actorDone('generateResetPassword', SENT),
  actorFailed('generateResetPassword', failure),
];

const transitions = transitionsOf(forgotPasswordMachine, { events: () => events as ForgotPasswordEvent[] });

type State = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The oracle, from the rules (spec §7 generate-reset-pass; the machine's doc comment): the shopper
 * may ask again after any answer; opening the page again shows the form, not the last result; while
 * a request runs its answer is awaited. An event a state does not name leaves it where it is.
 */
const NEXT: Record<State, Partial<Record<ModelEvent['type'], State>>> = {
  idle: { 'forgotPassword.send': 'sending' },
  sending: {
    'xstate.done.actor.generateResetPassword': 'sent',
    'xstate.error.actor.generateResetPassword': 'failed',
  },
  sent: { 'forgotPassword.send': 'sending', 'forgotPassword.open': 'idle' },
  failed: { 'forgotPassword.send': 'sending', 'forgotPassword.open': 'idle' },
};

function checkForgotPasswordRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as ForgotPasswordContext;
  const now = after.context as ForgotPasswordContext;
  const from = before.value as State;
  if (!(event.type in NEXT[from])) {
    // An event the state does not name changes nothing: no state, no context, no call.
    expect(after.value).toBe(from);
    expect(now).toEqual(was);
    expect(effects).toEqual([]);
    return;
  }
  const target = NEXT[from][event.type]!;
  expect(after.value).toBe(target);
  // Its only effect: the request, with the address, on each send that starts one.
  expect(effectsByKey(effects)).toEqual(
    event.type === 'forgotPassword.send' && target === 'sending'
      ? { 'invoke:generateResetPassword': [{ email: event.email }] }
      : {},
  );
  const calls = invokesIn(effects, 'generateResetPassword');
  switch (event.type) {
    case 'forgotPassword.open':
      // A new visit does not show the last one's result.
      expect(after.value).toBe('idle');
      expect(now).toEqual({ email: null, message: null });
      break;
    case 'forgotPassword.send':
      // Asked again as often as the shopper likes (the server limits the mails).
      expect(calls).toEqual([{ email: EMAIL }]);
      expect(now).toEqual({ email: EMAIL, message: null });
      break;
    case 'xstate.done.actor.generateResetPassword':
      expect(after.value).toBe('sent');
      expect(now).toEqual({ email: was.email, message: SENT });
      break;
    case 'xstate.error.actor.generateResetPassword':
      expect(after.value).toBe('failed');
      expect(now).toEqual({ email: was.email, message: failure.message });
      break;
  }
  if (event.type !== 'forgotPassword.send') expect(calls).toEqual([]);
  expect(after.hasTag('busy')).toBe(after.matches('sending'));
}

describeModel('forgot-password', {
  machine: forgotPasswordMachine,
  transitions: transitions as never,
  start: () =>
    startFlow(forgotPasswordMachine, {
      systemId: systemIds.forgotPassword,
      actors: ['generateResetPassword'],
    }),
  check: checkForgotPasswordRules as never,
});
