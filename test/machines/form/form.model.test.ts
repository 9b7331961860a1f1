import { expect } from 'vitest';
import { formMachine } from '../../../machines/form/form.machine';
import type { FormContext, FormEvent } from '../../../machines/form/form.types';
import { actionsIn, invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { INITIAL, startForm } from './form.harness';

type ModelEvent = FormEvent | ActorCompletion;
type State = 'editing' | 'checking' | 'submitting' | 'succeeded' | 'failed';

const EMAIL = 'ana@example.rs';
const DATA = { email: EMAIL, password: '' };
const REFUSED = { email: 'Unesite ispravnu e-adresu.' };
const ANSWER = 'Sačuvano.';
const sendFailure = new Error('Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.');
const loadFailure = new Error('Failed to fetch dynamically imported module');

const events: ModelEvent[] = [
  { type: 'form.change', field: 'email', value: EMAIL },
  { type: 'form.submit' },
  { type: 'form.reset' },
  actorDone('check', { ok: true, data: DATA }),
  actorDone('check', { ok: false, errors: REFUSED }),
  actorFailed('check', loadFailure),
  actorDone('submit', ANSWER),
  actorFailed('submit', sendFailure),
];

const transitions = transitionsOf(formMachine, {
  events: () => events as FormEvent[],
  input: { values: INITIAL },
});

/**
 * The oracle, written from the form's rules (not from the machine's config): where each event
 * leads from each state. An event a state does not name leaves it where it is.
 */
function expectedState(before: State, event: ModelEvent): State {
  const idle = before === 'editing' || before === 'succeeded' || before === 'failed';
  switch (event.type) {
    case 'form.change':
      // Editing after an outcome makes it a form being filled again; while busy, values still change.
      return before === 'succeeded' || before === 'failed' ? 'editing' : before;
    case 'form.submit':
      return idle ? 'checking' : before;
    case 'form.reset':
      return idle ? 'editing' : before;
    case 'xstate.done.actor.check':
      return (event.output as { ok: boolean }).ok ? 'submitting' : 'editing';
    case 'xstate.error.actor.check':
      return 'failed';
    case 'xstate.done.actor.submit':
      return 'succeeded';
    case 'xstate.error.actor.submit':
      return 'failed';
  }
  return before;
}

function checkFormRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as FormContext;
  const now = after.context as FormContext;
  const target = expectedState(before.value as State, event);
  expect(after.value).toBe(target);

  // Effects: the check runs with the values on each submit that starts one, the send with the
  // checked data once the check passes, and the shop hears a success once.
  const checks =
    before.value !== 'checking' && target === 'checking' ? [{ values: was.values, extra: null }] : [];
  expect(invokesIn(effects, 'check')).toEqual(checks);
  const sends =
    event.type === 'xstate.done.actor.check' && target === 'submitting' ? [{ data: DATA, extra: null }] : [];
  expect(invokesIn(effects, 'submit')).toEqual(sends);
  expect(actionsIn(effects, 'succeeded')).toHaveLength(event.type === 'xstate.done.actor.submit' ? 1 : 0);

  switch (event.type) {
    case 'form.change':
      expect(now.values).toEqual({ ...was.values, email: EMAIL });
      expect(now.errors.email).toBeUndefined();
      expect(now.refused).toBe(was.refused);
      break;
    case 'form.reset':
      if (target === 'editing')
        expect(now).toMatchObject({ values: INITIAL, errors: {}, error: null, result: null });
      else expect(now).toEqual(was);
      break;
    case 'xstate.done.actor.check':
      if (target === 'editing') {
        expect(now.errors).toEqual(REFUSED);
        // A new refusal, also when its messages are the last one's: the focus moves again.
        expect(now.refused).toEqual(REFUSED);
        expect(now.refused).not.toBe(was.refused);
      } else expect(now).toMatchObject({ errors: {}, data: DATA, error: null });
      break;
    case 'xstate.error.actor.check':
      expect(now.error).toBe('Failed to fetch dynamically imported module');
      break;
    case 'xstate.done.actor.submit':
      expect(now).toMatchObject({ result: ANSWER, values: was.values });
      break;
    case 'xstate.error.actor.submit':
      expect(now).toMatchObject({ error: sendFailure.message, values: was.values });
      break;
  }
  expect(after.hasTag('busy')).toBe(target === 'submitting');
}

describeModel('form', {
  machine: formMachine,
  transitions: transitions as never,
  start: () => startForm(),
  check: checkFormRules as never,
});
