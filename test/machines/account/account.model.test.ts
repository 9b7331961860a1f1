import { expect } from 'vitest';
import { accountMachine } from '../../../machines/account/account.machine';
import type { AccountContext, AccountEvent } from '../../../machines/account/account.types';
import { invokesIn } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startAccount } from './account.harness';

/*
 * The account model: the register form's e-mail check (spec §7 check-user), and the opening of
 * an account page flow. The flows, one machine per page, have model tests of their own
 * (test/machines/<flow>/); here a stand-in flow is spawned.
 */

const EMAIL = 'ana@example.rs';
const OTHER = 'marko@example.rs';

type ModelEvent = AccountEvent | ActorCompletion;

const events: ModelEvent[] = [
  { type: 'account.email.check', email: EMAIL },
  { type: 'account.email.check', email: OTHER },
  { type: 'account.email.edit' },
  { type: 'account.flow.open', flow: 'forgotPassword' },
  { type: 'account.flow.open', flow: 'resetPassword' },
  { type: 'account.flow.open', flow: 'verifyEmail' },
  { type: 'account.flow.open', flow: 'emailVerification' },
  actorDone('checkUser', true),
  actorDone('checkUser', false),
  actorFailed('checkUser', new Error('Previše pokušaja. Pokušajte ponovo za minut.')),
];

const transitions = transitionsOf(accountMachine, { events: () => events as AccountEvent[] });

type State = 'idle' | 'checking' | 'taken' | 'free' | 'failed';

/**
 * The oracle, from the rules (spec §7 check-user; the machine's doc comments): where each event
 * leads from each state. A new address is checked from anywhere (a check under way is dropped for
 * it), the same address again asks nothing; typing forgets what was said; opening a page flow
 * changes nothing of the check.
 */
/** A non-empty address other than the one last checked (the same one again asks nothing). */
const isNewEmail = (event: ModelEvent, was: AccountContext) =>
  event.type === 'account.email.check' && event.email !== '' && event.email !== was.email;

function expectedState(from: State, event: ModelEvent, was: AccountContext): State {
  switch (event.type) {
    case 'account.email.check':
      return isNewEmail(event, was) ? 'checking' : from;
    case 'account.email.edit':
      return 'idle';
    case 'xstate.done.actor.checkUser':
      return from === 'checking' ? ((event.output as boolean) ? 'taken' : 'free') : from;
    case 'xstate.error.actor.checkUser':
      // A failed check says nothing: the submit still tells.
      return from === 'checking' ? 'failed' : from;
  }
  return from;
}

function checkAccountRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as AccountContext;
  const now = after.context as AccountContext;
  const from = before.value as State;
  const target = expectedState(from, event, was);
  expect(after.value).toBe(target);
  // Its only effect: the check, with the address, on each step that starts one.
  expect(effectsByKey(effects)).toEqual(
    event.type === 'account.email.check' && isNewEmail(event, was)
      ? { 'invoke:checkUser': [{ email: event.email }] }
      : {},
  );
  const checks = invokesIn(effects, 'checkUser');
  switch (event.type) {
    case 'account.email.check':
      // An address is checked once; the same address again (another blur) asks nothing.
      expect(checks).toEqual(event.email === was.email ? [] : [{ email: event.email }]);
      expect(now.email).toBe(event.email);
      break;
    case 'account.email.edit':
      // Typing makes what was said of the old address stale.
      expect(after.value).toBe('idle');
      expect(now.email).toBeNull();
      break;
    case 'account.flow.open': {
      // The flow runs under its system id from the first open on, whatever the e-mail check does.
      const { flow } = event;
      expect(after.value).toEqual(before.value);
      expect(Object.keys(after.children)).toContain(flow);
      expect(
        (after.children[flow] as { getSnapshot: () => { machine: { id: string } } }).getSnapshot().machine.id,
      ).toBe('standInFlow');
      // Once: a page opened again finds its flow as it was left.
      if (before.children[flow]) expect(after.children[flow]).toBe(before.children[flow]);
      expect(now).toEqual({ ...was, flows: was.flows.includes(flow) ? was.flows : [...was.flows, flow] });
      break;
    }
    case 'xstate.done.actor.checkUser':
      expect(after.value).toBe((event as { output: boolean }).output ? 'taken' : 'free');
      expect(now).toEqual(was);
      break;
    case 'xstate.error.actor.checkUser':
      // A failed check says nothing: the submit still tells.
      expect(after.value).toBe('failed');
      break;
  }
  if (event.type !== 'account.email.check') expect(checks).toEqual([]);
  expect(after.hasTag('busy')).toBe(after.matches('checking'));
  expect(effects.filter((effect) => effect.kind === 'emit' || effect.kind === 'send')).toEqual([]);
}

describeModel('account', {
  machine: accountMachine,
  transitions: transitions as never,
  start: startAccount,
  check: checkAccountRules as never,
});
