import { expect } from 'vitest';
import { submissionMachine } from '../../../machines/submission/submission.machine';
import type { SubmissionEvent } from '../../../machines/submission/submission.types';
import { emitsIn, invokesIn } from '../utils/effect-log';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startSubmission } from './submission.harness';

type ModelEvent = SubmissionEvent | ActorCompletion;

const FORM = { name: 'Ana Anić', email: 'ana@example.rs', message: 'Kada stiže porudžbina?' };
const ANSWER = 'Hvala! Odgovorićemo Vam u najkraćem roku.';
const failure = new Error('Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.');

const events: ModelEvent[] = [
  { type: 'submission.submit', input: FORM },
  { type: 'submission.reset' },
  actorDone('submit', ANSWER),
  actorFailed('submit', failure),
];

const transitions = transitionsOf(submissionMachine, { events: () => events as SubmissionEvent[] });

function checkSubmissionRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  // A submit sends the form once; a second one while sending is ignored (double click).
  const sends = event.type === 'submission.submit' && !before.matches('submitting');
  expect(invokesIn(effects, 'submit')).toEqual(sends ? [FORM] : []);
  // The screen hears each success, with the server's answer.
  expect(emitsIn(effects, 'submission.succeeded')).toEqual(
    event.type === 'xstate.done.actor.submit' ? [{ type: 'submission.succeeded', result: ANSWER }] : [],
  );
  if (event.type === 'xstate.error.actor.submit') expect(after.context.error).toBe(failure.message);
  if (event.type === 'submission.reset') expect(after.context.error).toBeNull();
  expect(after.hasTag('busy')).toBe(after.matches('submitting'));
}

describeModel('submission', {
  machine: submissionMachine,
  transitions: transitions as never,
  start: startSubmission,
  check: checkSubmissionRules as never,
});
