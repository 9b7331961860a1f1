import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { selectSubmissionView } from '../../../machines/submission/submission.selectors';
import { settle } from '../utils/fake-actors';
import { startSubmission } from './submission.harness';
import type { ModelHarness } from '../utils/model-test';

// What a form screen (profile, password, review, contact) shows of its submission.

const FORM = { name: 'Ana Anić', email: 'ana@example.rs', message: 'Kada stiže porudžbina?' };
const ANSWER = 'Hvala! Odgovorićemo Vam u najkraćem roku.';
const REFUSED = 'Previše zahteva. Molimo sačekajte nekoliko trenutaka pa pokušajte ponovo.';

let form: ModelHarness | undefined;
afterEach(() => form?.stop());

function startForm() {
  form = startSubmission();
  const { fakes, subject } = form;
  const snapshot = () =>
    subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectSubmissionView>[0];
  const send = async (event: { type: string } & Record<string, unknown>) => {
    subject.send(event);
    await settle();
  };
  return { fakes, snapshot, send };
}

describe('a form submission, as its selectors show it', () => {
  it('idle, then submitting, then the server’s answer as succeeded', async () => {
    const form = startForm();
    expect(selectSubmissionView(form.snapshot())).toEqual({ status: 'idle', result: null, error: null });
    await form.send({ type: 'submission.submit', input: FORM });
    expect(selectSubmissionView(form.snapshot()).status).toBe('submitting');
    await form.fakes.resolve('submit', ANSWER);
    expect(selectSubmissionView(form.snapshot())).toEqual({
      status: 'succeeded',
      result: ANSWER,
      error: null,
    });
  });

  it('a refusal shows the server’s Serbian text as failed', async () => {
    const form = startForm();
    await form.send({ type: 'submission.submit', input: FORM });
    await form.fakes.reject('submit', new Error(REFUSED));
    expect(selectSubmissionView(form.snapshot())).toMatchObject({ status: 'failed', error: REFUSED });
  });
});
