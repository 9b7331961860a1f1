import { expect } from 'vitest';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import type {
  ResetPasswordContext,
  ResetPasswordEvent,
} from '../../../machines/reset-password/reset-password.types';
import { systemIds } from '../../../machines/shared/system';
import { invokesIn } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
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

type State = 'idle' | 'checkingLink' | 'invalid' | 'form' | 'changing' | 'changed';

/**
 * The oracle, from the rules (spec §7 verify-pass, change-pass; the machine's doc comment and state
 * descriptions): the link is checked first, then the new password set with it; a link opened again
 * with the same token changes nothing, one without a token is unusable, a new one is checked
 * (while a change runs, its answer is awaited). An event a state does not name leaves it be.
 */
function expectedState(from: State, event: ModelEvent, was: ResetPasswordContext): State {
  switch (event.type) {
    case 'resetPassword.open':
      if (from === 'changing') return from;
      if (event.token === '' && was.token !== '') return 'invalid';
      if (event.token !== '' && event.token !== was.token) return 'checkingLink';
      return from;
    case 'resetPassword.submit':
      return from === 'form' ? 'changing' : from;
    case 'xstate.done.actor.verifyResetToken':
      return 'form';
    case 'xstate.error.actor.verifyResetToken':
      return 'invalid';
    case 'xstate.done.actor.changePassword':
      return 'changed';
    case 'xstate.error.actor.changePassword':
      // The form stays, with the server's text (spec §5).
      return 'form';
  }
  return from;
}

/**
 * Whether the rules give the event anything to do in `from`: an open of a new link (or of none)
 * unless a change runs, a submit of the form, a call's answer while it runs. Anything else is
 * ignored: it changes no state, no context and calls nothing.
 */
function isHandled(from: State, event: ModelEvent, was: ResetPasswordContext): boolean {
  switch (event.type) {
    case 'resetPassword.open':
      return from !== 'changing' && event.token !== was.token;
    case 'resetPassword.submit':
      return from === 'form';
    case 'xstate.done.actor.verifyResetToken':
    case 'xstate.error.actor.verifyResetToken':
      return from === 'checkingLink';
    case 'xstate.done.actor.changePassword':
    case 'xstate.error.actor.changePassword':
      return from === 'changing';
  }
  return false;
}

/** The oracle of effects: the link's check with its token, the change with the link's token. */
function expectedEffects(from: State, target: State, event: ModelEvent, was: ResetPasswordContext) {
  if (event.type === 'resetPassword.open' && target === 'checkingLink' && event.token !== was.token)
    return { 'invoke:verifyResetToken': [{ token: event.token }] };
  if (event.type === 'resetPassword.submit' && from === 'form' && target === 'changing')
    return { 'invoke:changePassword': [{ token: was.token, resetPasswordData: event.resetPasswordData }] };
  return {};
}

function checkResetPasswordRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as ResetPasswordContext;
  const now = after.context as ResetPasswordContext;
  const from = before.value as State;
  if (!isHandled(from, event, was)) {
    expect(after.value).toBe(from);
    expect(now).toEqual(was);
    expect(effects).toEqual([]);
    return;
  }
  const target = expectedState(from, event, was);
  expect(after.value).toBe(target);
  expect(effectsByKey(effects)).toEqual(expectedEffects(from, target, event, was));
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
        expect(now).toEqual({
          token: '',
          linkProblem: 'Link za promenu lozinke nije potpun.',
          failure: null,
        });
        expect(checks).toEqual([]);
      } else {
        expect(checks).toEqual([{ token: event.token }]);
        expect(now).toEqual({ token: event.token, linkProblem: null, failure: null });
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
