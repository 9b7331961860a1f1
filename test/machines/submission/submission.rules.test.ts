import { afterEach, describe, expect, it } from 'vitest';
import { emitsIn, invokesIn } from '../utils/effect-log';
import { startSubmission } from './submission.harness';
import type { ModelHarness } from '../utils/model-test';

// One form that changes server data (profile, password, a review, the contact form), rule by rule.

const FORM = { name: 'Ana Anić', email: 'ana@example.rs', message: 'Kada stiže porudžbina?' };
const FIXED = { ...FORM, message: 'Kada stiže porudžbina broj 42?' };
const ANSWER = 'Hvala! Odgovorićemo Vam u najkraćem roku.';

let form: ModelHarness | undefined;
afterEach(() => form?.stop());

const startForm = () => {
  form = startSubmission();
  return form;
};

describe('submission: a form sent to the server', () => {
  it('a double click sends the form once', () => {
    const form = startForm();
    form.subject.send({ type: 'submission.submit', input: FORM });
    form.subject.send({ type: 'submission.submit', input: FORM });
    expect(invokesIn(form.log.entries, 'submit')).toEqual([FORM]);
    expect(form.subject.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('the screen hears a success with the server’s answer', async () => {
    const form = startForm();
    form.subject.send({ type: 'submission.submit', input: FORM });
    await form.fakes.resolve('submit', ANSWER);
    expect(emitsIn(form.log.entries, 'submission.succeeded')).toEqual([
      { type: 'submission.succeeded', result: ANSWER },
    ]);
  });

  it('a refused form may be corrected and sent again; a success then clears the failure', async () => {
    const form = startForm();
    form.subject.send({ type: 'submission.submit', input: FORM });
    await form.fakes.reject('submit', new Error('Poruka je predugačka.'));
    expect(emitsIn(form.log.entries, 'submission.succeeded')).toEqual([]);
    form.subject.send({ type: 'submission.submit', input: FIXED });
    expect(form.subject.getSnapshot().context.input).toEqual(FIXED);
    await form.fakes.resolve('submit', ANSWER);
    expect(invokesIn(form.log.entries, 'submit')).toEqual([FORM, FIXED]);
    expect(form.subject.getSnapshot().context).toEqual({ input: FIXED, result: ANSWER, error: null });
    form.subject.send({ type: 'submission.submit', input: FORM });
    expect(invokesIn(form.log.entries, 'submit')).toEqual([FORM, FIXED, FORM]);
  });

  it('a reset after a failure or a success gives an untouched form, without the failure', async () => {
    const form = startForm();
    form.subject.send({ type: 'submission.submit', input: FORM });
    await form.fakes.reject('submit', new Error('Poruka je predugačka.'));
    form.subject.send({ type: 'submission.reset' });
    expect(form.subject.getSnapshot().value).toBe('idle');
    expect(form.subject.getSnapshot().context.error).toBeNull();
    form.subject.send({ type: 'submission.submit', input: FORM });
    await form.fakes.resolve('submit', ANSWER);
    form.subject.send({ type: 'submission.reset' });
    expect(form.subject.getSnapshot().value).toBe('idle');
  });
});
