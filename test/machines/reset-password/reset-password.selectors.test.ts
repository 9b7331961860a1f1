import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import { selectResetPasswordView } from '../../../machines/reset-password/reset-password.selectors';
import { systemIds } from '../../../machines/shared/system';
import { startFlow } from '../account/flow-harness';
import { settle } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';

// What /reset-password shows, step by step (DESIGN §3 Accounts).

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const data = { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' };

let flow: ModelHarness;
afterEach(() => flow?.stop());
const view = () =>
  selectResetPasswordView(
    flow.subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectResetPasswordView>[0],
  );
async function send(event: { type: string } & Record<string, unknown>) {
  flow.subject.send(event);
  await settle();
}
async function openWithValidLink() {
  flow = startFlow(resetPasswordMachine, {
    systemId: systemIds.resetPassword,
    actors: ['verifyResetToken', 'changePassword'],
  });
  expect(view()).toEqual({ kind: 'checking' });
  await send({ type: 'resetPassword.open', token: TOKEN });
  expect(view()).toEqual({ kind: 'checking' });
}

describe('/reset-password, as its selector shows it', () => {
  it('an invalid link shows the server’s text', async () => {
    await openWithValidLink();
    await flow.fakes.reject('verifyResetToken', new Error('Link je istekao.'));
    expect(view()).toEqual({ kind: 'invalid', message: 'Link je istekao.' });
  });

  it('a valid link shows the form; while it is sent the form is busy; a refusal shows its text; a change is done', async () => {
    await openWithValidLink();
    await flow.fakes.resolve('verifyResetToken', { valid: true });
    expect(view()).toEqual({ kind: 'form', failure: null, busy: false });
    await send({ type: 'resetPassword.submit', resetPasswordData: data });
    expect(view()).toEqual({ kind: 'form', failure: null, busy: true });
    await flow.fakes.reject('changePassword', new Error('Lozinka je prekratka.'));
    expect(view()).toEqual({ kind: 'form', failure: 'Lozinka je prekratka.', busy: false });
    await send({ type: 'resetPassword.submit', resetPasswordData: data });
    expect(view()).toEqual({ kind: 'form', failure: null, busy: true });
    await flow.fakes.resolve('changePassword', { success: true });
    expect(view()).toEqual({ kind: 'changed' });
  });
});
