import { expect } from 'vitest';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import type {
  ResetPasswordContext,
  ResetPasswordEvent,
} from '../../../machines/reset-password/reset-password.types';
import { systemIds } from '../../../machines/shared/system';
import { invokesIn } from '../utils/effect-log';
import { startFlow } from '../account/flow-harness';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const OTHER_TOKEN = 'zyxwvutsrqponmlkjihgfedcba543210';
const resetPasswordData = { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' };
const linkFailure = new Error('Link za promenu lozinke nije ispravan ili je istekao.');
const changeFailure = new Error('Previše pokušaja. Pokušajte ponovo za minut.');

type ModelEvent = ResetPasswordEvent | ActorCompletion;

const events: ModelEvent[] = [
  { type: 'resetPassword.open', token: TOKEN },
  { type: 'resetPassword.open', token: OTHER_TOKEN },
  { type: 'resetPassword.open', token: '' },
  { type: 'resetPassword.submit', resetPasswordData },
  actorDone('verifyResetToken', { valid: true }),
  actorFailed('verifyResetToken', linkFailure),
  actorDone('changePassword', { success: true }),
  actorFailed('changePassword', changeFailure),
];

const transitions = transitionsOf(resetPasswordMachine, { events: () => events as ResetPasswordEvent[] });

function checkResetPasswordRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as ResetPasswordContext;
  const now = after.context as ResetPasswordContext;
  const checks = invokesIn(effects, 'verifyResetToken');
  const changes = invokesIn(effects, 'changePassword');
  switch (event.type) {
    case 'resetPassword.open':
      if (event.token === was.token || before.matches('changing')) {
        // Single use: the same link again (StrictMode, coming back) asks the server nothing.
        expect(checks).toEqual([]);
        expect(after.value).toEqual(before.value);
      } else if (event.token === '') {
        expect(after.value).toBe('invalid');
        expect(now.linkProblem).toBe('Link za promenu lozinke nije potpun.');
        expect(checks).toEqual([]);
      } else {
        expect(checks).toEqual([{ token: event.token }]);
        expect(now.failure).toBeNull();
      }
      break;
    case 'resetPassword.submit':
      // The change uses the link's token; the last refusal goes while it runs.
      expect(changes).toEqual([{ token: was.token, resetPasswordData }]);
      expect(now.failure).toBeNull();
      break;
    case 'xstate.error.actor.verifyResetToken':
      expect(after.value).toBe('invalid');
      expect(now.linkProblem).toBe(linkFailure.message);
      break;
    case 'xstate.error.actor.changePassword':
      // The form stays, with the server's text (spec §5).
      expect(after.value).toBe('form');
      expect(now.failure).toBe(changeFailure.message);
      break;
  }
  if (event.type !== 'resetPassword.open') expect(checks).toEqual([]);
  if (event.type !== 'resetPassword.submit') expect(changes).toEqual([]);
  expect(after.hasTag('busy')).toBe(after.matches('checkingLink') || after.matches('changing'));
  expect(effects.filter((effect) => effect.kind === 'send' || effect.kind === 'emit')).toEqual([]);
}

describeModel('reset-password', {
  machine: resetPasswordMachine,
  transitions: transitions as never,
  start: () =>
    startFlow(resetPasswordMachine, {
      systemId: systemIds.resetPassword,
      actors: ['verifyResetToken', 'changePassword'],
    }),
  check: checkResetPasswordRules as never,
});
