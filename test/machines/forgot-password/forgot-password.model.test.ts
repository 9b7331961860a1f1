import { expect } from 'vitest';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
} from '../../../machines/forgot-password/forgot-password.types';
import { systemIds } from '../../../machines/shared/system';
import { invokesIn } from '../utils/effect-log';
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

function checkForgotPasswordRules({ event, after, effects }: ModelStepResult<ModelEvent>) {
  const now = after.context as ForgotPasswordContext;
  const calls = invokesIn(effects, 'generateResetPassword');
  switch (event.type) {
    case 'forgotPassword.open':
      // A new visit does not show the last one's result.
      expect(after.value).toBe('idle');
      expect(now.message).toBeNull();
      break;
    case 'forgotPassword.send':
      // Asked again as often as the shopper likes (the server limits the mails).
      expect(calls).toEqual([{ email: EMAIL }]);
      expect(now.message).toBeNull();
      break;
    case 'xstate.done.actor.generateResetPassword':
      expect(after.value).toBe('sent');
      expect(now.message).toBe(SENT);
      break;
    case 'xstate.error.actor.generateResetPassword':
      expect(after.value).toBe('failed');
      expect(now.message).toBe(failure.message);
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
