import { expect } from 'vitest';
import type { User } from '../../../contract/auth';
import { systemIds } from '../../../machines/shared/system';
import { verifyEmailMachine } from '../../../machines/verify-email/verify-email.machine';
import type { VerifyEmailContext, VerifyEmailEvent } from '../../../machines/verify-email/verify-email.types';
import { invokesIn, sendsIn } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
import { startFlow } from '../account/flow-harness';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const OTHER_TOKEN = 'zyxwvutsrqponmlkjihgfedcba543210';
const verifiedUser: User = {
  id: 7,
  cartId: null,
  email: 'ana@example.rs',
  isVerified: true,
  firstName: 'Ana',
  lastName: 'Anić',
};
const ALREADY = 'Ova e-adresa je već potvrđena.';
const failure = new Error('Link za potvrdu nije ispravan ili je istekao.');

type ModelEvent = VerifyEmailEvent | ActorCompletion;

export const verifyEmailEvents: ModelEvent[] = [
  { type: 'verifyEmail.open', token: TOKEN },
  { type: 'verifyEmail.open', token: OTHER_TOKEN },
  actorDone('verifyEmail', { kind: 'verified', user: verifiedUser }),
  actorDone('verifyEmail', { kind: 'alreadyVerified', message: ALREADY }),
  actorFailed('verifyEmail', failure),
];

const transitions = transitionsOf(verifyEmailMachine, {
  events: () => verifyEmailEvents as VerifyEmailEvent[],
});

type State = 'idle' | 'verifying' | 'verified' | 'alreadyVerified' | 'failed';

/**
 * The oracle, from the rules (spec §7 PUT verify-email; the machine's doc comment): a link not
 * handled yet is verified from any state, the same one again changes nothing; the server's answer
 * says which page to show.
 */
function expectedState(from: State, event: ModelEvent, was: VerifyEmailContext): State {
  switch (event.type) {
    case 'verifyEmail.open':
      return event.token !== '' && event.token !== was.token ? 'verifying' : from;
    case 'xstate.done.actor.verifyEmail':
      return (event.output as { kind: string }).kind === 'verified' ? 'verified' : 'alreadyVerified';
    case 'xstate.error.actor.verifyEmail':
      return 'failed';
  }
  return from;
}

/** The oracle of effects: the call with the link's token; auth hears of a verified user. */
function expectedEffects(target: State, event: ModelEvent, was: VerifyEmailContext) {
  if (event.type === 'verifyEmail.open' && target === 'verifying' && event.token !== was.token)
    return { 'invoke:verifyEmail': [{ token: event.token }] };
  if (event.type === 'xstate.done.actor.verifyEmail' && target === 'verified')
    return {
      [`send:${systemIds.auth}`]: [
        { type: 'auth.userVerified', user: (event.output as { user: User }).user },
      ],
    };
  return {};
}

function checkVerifyEmailRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as VerifyEmailContext;
  const now = after.context as VerifyEmailContext;
  const from = before.value as State;
  const target = expectedState(from, event, was);
  expect(after.value).toBe(target);
  expect(effectsByKey(effects)).toEqual(expectedEffects(target, event, was));
  const calls = invokesIn(effects, 'verifyEmail');
  const output = (event as { output?: { kind: string; message?: string } }).output;
  switch (event.type) {
    case 'verifyEmail.open':
      // Single use: a token reaches the server once; the same token again changes nothing.
      if (event.token === was.token) {
        expect(calls).toEqual([]);
        expect(after.value).toEqual(before.value);
      } else {
        expect(calls).toEqual([{ token: event.token }]);
        expect(after.value).toBe('verifying');
        expect(now).toEqual({ token: event.token, message: null });
      }
      break;
    case 'xstate.done.actor.verifyEmail':
      expect(after.value).toBe(output?.kind);
      expect(now).toEqual(output?.kind === 'alreadyVerified' ? { ...was, message: ALREADY } : was);
      break;
    case 'xstate.error.actor.verifyEmail':
      // Spec §5: the server's text is what the shopper reads.
      expect(after.value).toBe('failed');
      expect(now.message).toBe(failure.message);
      break;
  }
  if (event.type !== 'verifyEmail.open') expect(calls).toEqual([]);
  // A verified address may be the signed-in user's: auth hears of it (and alone decides).
  expect(sendsIn(effects, systemIds.auth)).toEqual(
    output?.kind === 'verified' ? [{ type: 'auth.userVerified', user: verifiedUser }] : [],
  );
  expect(after.hasTag('busy')).toBe(after.matches('verifying'));
}

describeModel('verify-email', {
  machine: verifyEmailMachine,
  transitions: transitions as never,
  start: () => startFlow(verifyEmailMachine, { systemId: systemIds.verifyEmail, actors: ['verifyEmail'] }),
  check: checkVerifyEmailRules as never,
});
