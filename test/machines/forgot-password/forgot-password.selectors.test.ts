import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import {
  selectIsSendingResetLink,
  selectResetLinkFailure,
  selectResetLinkSent,
} from '../../../machines/forgot-password/forgot-password.selectors';
import { systemIds } from '../../../machines/shared/system';
import { startFlow } from '../account/flow-harness';
import { settle } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';

// What /forgot-password shows (spec §7 generate-reset-pass), read through its selectors at each step.

const EMAIL = 'ana@example.rs';
const SENT = 'Ako nalog sa ovom adresom postoji, poslali smo link za promenu lozinke.';
const REFUSED = 'Previše pokušaja. Pokušajte ponovo za minut.';

let flow: ModelHarness;
afterEach(() => flow?.stop());

function openPage() {
  flow = startFlow(forgotPasswordMachine, {
    systemId: systemIds.forgotPassword,
    actors: ['generateResetPassword'],
  });
}
const snapshot = () =>
  flow.subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectResetLinkSent>[0];
const send = async (event: { type: string } & Record<string, unknown>) => {
  flow.subject.send(event);
  await settle();
};

describe('/forgot-password, as its selectors show it', () => {
  it('an untouched form is neither sending nor answered', () => {
    openPage();
    expect(selectIsSendingResetLink(snapshot())).toBe(false);
    expect(selectResetLinkSent(snapshot())).toBeNull();
    expect(selectResetLinkFailure(snapshot())).toBeNull();
  });

  it('while the link is asked for the form is busy; then the server’s confirmation shows, and no failure', async () => {
    openPage();
    await send({ type: 'forgotPassword.send', email: EMAIL });
    expect(selectIsSendingResetLink(snapshot())).toBe(true);
    expect(selectResetLinkSent(snapshot())).toBeNull();
    await flow.fakes.resolve('generateResetPassword', SENT);
    expect(selectIsSendingResetLink(snapshot())).toBe(false);
    expect(selectResetLinkSent(snapshot())).toBe(SENT);
    expect(selectResetLinkFailure(snapshot())).toBeNull();
  });

  it('a refused request shows the server’s reason, and no confirmation', async () => {
    openPage();
    await send({ type: 'forgotPassword.send', email: EMAIL });
    await flow.fakes.reject('generateResetPassword', new Error(REFUSED));
    expect(selectIsSendingResetLink(snapshot())).toBe(false);
    expect(selectResetLinkFailure(snapshot())).toBe(REFUSED);
    expect(selectResetLinkSent(snapshot())).toBeNull();
  });
});
