import { expect } from 'vitest';
import type { User } from '../../../contract/auth';
import { systemIds } from '../../../machines/shared/system';
import { verifyEmailMachine } from '../../../machines/verify-email/verify-email.machine';
import type { VerifyEmailContext, VerifyEmailEvent } from '../../../machines/verify-email/verify-email.types';
import { invokesIn, sendsIn } from '../utils/effect-log';
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

function checkVerifyEmailRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as VerifyEmailContext;
  const now = after.context as VerifyEmailContext;
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
      }
      break;
    case 'xstate.done.actor.verifyEmail':
      expect(after.value).toBe(output?.kind);
      if (output?.kind === 'alreadyVerified') expect(now.message).toBe(ALREADY);
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
