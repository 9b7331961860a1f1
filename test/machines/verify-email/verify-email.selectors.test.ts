import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { systemIds } from '../../../machines/shared/system';
import { verifyEmailMachine } from '../../../machines/verify-email/verify-email.machine';
import { selectVerifyEmailView } from '../../../machines/verify-email/verify-email.selectors';
import { startFlow } from '../account/flow-harness';
import { settle } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';

// What /verify-email shows for each answer to the link (DESIGN §3 Accounts).

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

let flow: ModelHarness;
afterEach(() => flow?.stop());
const view = () =>
  selectVerifyEmailView(
    flow.subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectVerifyEmailView>[0],
  );
async function open() {
  flow = startFlow(verifyEmailMachine, { systemId: systemIds.verifyEmail, actors: ['verifyEmail'] });
  expect(view()).toEqual({ kind: 'verifying' });
  flow.subject.send({ type: 'verifyEmail.open', token: TOKEN });
  await settle();
  expect(view()).toEqual({ kind: 'verifying' });
}

describe('/verify-email, as its selector shows it', () => {
  it('a verified address', async () => {
    await open();
    await flow.fakes.resolve('verifyEmail', { kind: 'verified', user: { id: 7 } });
    expect(view()).toEqual({ kind: 'verified' });
  });

  it('an address verified before, with the server’s text', async () => {
    await open();
    await flow.fakes.resolve('verifyEmail', {
      kind: 'alreadyVerified',
      message: 'Ova e-adresa je već potvrđena.',
    });
    expect(view()).toEqual({ kind: 'alreadyVerified', message: 'Ova e-adresa je već potvrđena.' });
  });

  it('a refused link, with the server’s text', async () => {
    await open();
    await flow.fakes.reject('verifyEmail', new Error('Link nije ispravan ili je istekao.'));
    expect(view()).toEqual({ kind: 'failed', message: 'Link nije ispravan ili je istekao.' });
  });
});
