import { expect } from 'vitest';
import type { User } from '../../../contract/auth';
import { accountMachine } from '../../../machines/account/account.machine';
import type { AccountEvent } from '../../../machines/account/account.types';
import { systemIds } from '../../../machines/shared/system';
import { EffectLog, invokesIn, sendsIn } from '../utils/effect-log';
import { createFakeActors } from '../utils/fake-actors';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startInSystem } from '../utils/system-harness';

const verifiedUser: User = {
  id: 7,
  cartId: null,
  email: 'ana@example.rs',
  isVerified: true,
  firstName: 'Ana',
  lastName: 'Anić',
};
const EMAIL = 'ana@example.rs';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const resetPasswordData = { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' };
const failure = new Error('Link za potvrdu nije ispravan ili je istekao.');

type ModelEvent = AccountEvent | ActorCompletion;

/** Each request: the view's event, the call's input, its answer and what the view then hears. */
const requests = [
  {
    event: { type: 'account.checkUser', email: EMAIL },
    id: 'checkUser',
    input: { email: EMAIL },
    output: true,
    told: { type: 'account.userChecked', exists: true },
    failed: 'account.checkUserFailed',
  },
  {
    event: { type: 'account.verificationEmail.generate', email: EMAIL },
    id: 'generateVerificationEmail',
    input: { email: EMAIL },
    output: 'Poslato.',
    told: { type: 'account.verificationEmailSent', message: 'Poslato.' },
    failed: 'account.verificationEmailFailed',
  },
  {
    event: { type: 'account.verificationEmail.resend', email: EMAIL },
    id: 'requestVerifyEmail',
    input: { email: EMAIL },
    output: 'Poslato.',
    told: { type: 'account.verificationEmailSent', message: 'Poslato.' },
    failed: 'account.verificationEmailFailed',
  },
  {
    event: { type: 'account.email.verify', token: TOKEN },
    id: 'verifyEmail',
    input: { token: TOKEN },
    output: verifiedUser,
    told: { type: 'account.emailVerified', user: verifiedUser },
    failed: 'account.verifyEmailFailed',
  },
  {
    event: { type: 'account.pendingVerification.get', email: EMAIL },
    id: 'fetchPendingVerification',
    input: { email: EMAIL },
    output: { email: EMAIL, pending: true },
    told: { type: 'account.pendingVerificationLoaded', email: EMAIL, pending: true },
    failed: 'account.pendingVerificationFailed',
  },
  {
    event: { type: 'account.password.forgot', email: EMAIL },
    id: 'generateResetPassword',
    input: { email: EMAIL },
    output: 'Poslat je link.',
    told: { type: 'account.passwordResetRequested', message: 'Poslat je link.' },
    failed: 'account.passwordResetFailed',
  },
  {
    event: { type: 'account.password.verifyToken', token: TOKEN },
    id: 'verifyResetToken',
    input: { token: TOKEN },
    output: { valid: true },
    told: { type: 'account.resetTokenVerified' },
    failed: 'account.resetTokenFailed',
  },
  {
    event: { type: 'account.password.change', token: TOKEN, resetPasswordData },
    id: 'changePassword',
    input: { token: TOKEN, resetPasswordData },
    output: { success: true },
    told: { type: 'account.passwordChanged' },
    failed: 'account.changePasswordFailed',
  },
] as const;

const events: ModelEvent[] = requests.flatMap((request) => [
  request.event as AccountEvent,
  actorDone(request.id, request.output),
  actorFailed(request.id, failure),
]);

const transitions = transitionsOf(accountMachine, { events: () => events as AccountEvent[] });

function checkAccountRules({ event, after, effects }: ModelStepResult<ModelEvent>) {
  const emitted = effects.flatMap((effect) => (effect.kind === 'emit' ? [effect.event] : []));
  const request = requests.find((r) => r.event.type === event.type);
  if (request) {
    // Each call gets what the view sent, and the machine is busy until it answers.
    expect(invokesIn(effects, request.id)).toEqual([request.input]);
    expect(after.hasTag('busy')).toBe(true);
  }
  const done = requests.find((r) => event.type === `xstate.done.actor.${r.id}`);
  if (done) expect(emitted).toEqual([done.told]);
  const failed = requests.find((r) => event.type === `xstate.error.actor.${r.id}`);
  // Spec §5: the server's error text is raised to the caller.
  if (failed) expect(emitted).toEqual([{ type: failed.failed, message: failure.message }]);
  if (!done && !failed) expect(emitted).toEqual([]);
  if (done || failed) expect(after.value).toBe('idle');
  // A verified address may be the signed-in user's: auth hears of it (and alone decides).
  expect(sendsIn(effects, systemIds.auth)).toEqual(
    event.type === 'xstate.done.actor.verifyEmail' ? [{ type: 'auth.userVerified', user: verifiedUser }] : [],
  );
}

describeModel('account', {
  machine: accountMachine,
  transitions: transitions as never,
  start: () => {
    const log = new EffectLog();
    const fakes = createFakeActors(log);
    const machine = accountMachine.provide({
      actors: Object.fromEntries(requests.map((request) => [request.id, fakes.logic()])) as never,
    });
    const { root, subject, errors } = startInSystem(machine, {
      systemId: systemIds.account,
      neighbours: [systemIds.auth],
      log,
    });
    return { subject, log, fakes, errors, stop: () => root.stop() };
  },
  check: checkAccountRules as never,
});
