import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  selectAddressStatus,
  selectIsSendingVerification,
  selectVerificationMail,
} from '../../../machines/email-verification/email-verification.selectors';
import { settle } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startEmailVerification } from './email-verification.harness';

// What /verification shows (DESIGN §3 Accounts), read through its selectors at each step.

const EMAIL = 'ana@example.rs';
const SENT = 'Ako nalog postoji i nije potvrđen, poslali smo novi link za potvrdu.';

let flow: ModelHarness;
afterEach(() => flow?.stop());

function openPage() {
  flow = startEmailVerification();
  return flow;
}
const snapshot = () =>
  flow.subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectAddressStatus>[0];
const send = async (event: { type: string } & Record<string, unknown>) => {
  flow.subject.send(event);
  await settle();
};

describe('/verification, as its selectors show it', () => {
  it('before the page opens, and while the address is checked, it is checking', async () => {
    openPage();
    expect(selectAddressStatus(snapshot())).toEqual({ kind: 'checking' });
    await send({ type: 'emailVerification.open', email: EMAIL });
    expect(selectAddressStatus(snapshot())).toEqual({ kind: 'checking' });
    expect(selectIsSendingVerification(snapshot())).toBe(false);
    expect(selectVerificationMail(snapshot())).toBeNull();
  });

  it('no address known: unknown', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: null });
    expect(selectAddressStatus(snapshot())).toEqual({ kind: 'unknown' });
  });

  it('the server says the address awaits verification, or does not', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await flow.fakes.resolve('fetchPendingVerification', { email: EMAIL, pending: true });
    expect(selectAddressStatus(snapshot())).toEqual({ kind: 'pending', email: EMAIL });
    await send({ type: 'emailVerification.open', email: 'marko@example.rs' });
    await flow.fakes.resolve('fetchPendingVerification', { email: 'marko@example.rs', pending: false });
    expect(selectAddressStatus(snapshot())).toEqual({ kind: 'notPending', email: 'marko@example.rs' });
  });

  it('a failed check still says where the mail went', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await flow.fakes.reject('fetchPendingVerification', new Error('Veza sa serverom nije uspela.'));
    expect(selectAddressStatus(snapshot())).toEqual({ kind: 'mailed', email: EMAIL });
  });

  it('a new link: sending while asked, then the server’s text as sent or failed', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await flow.fakes.resolve('fetchPendingVerification', { email: EMAIL, pending: true });
    await send({ type: 'emailVerification.resend', email: EMAIL });
    expect(selectIsSendingVerification(snapshot())).toBe(true);
    expect(selectVerificationMail(snapshot())).toBeNull();
    await flow.fakes.resolve('requestVerifyEmail', SENT);
    expect(selectIsSendingVerification(snapshot())).toBe(false);
    expect(selectVerificationMail(snapshot())).toEqual({ kind: 'sent', message: SENT });
    await send({ type: 'emailVerification.generate', email: EMAIL });
    expect(selectVerificationMail(snapshot())).toBeNull();
    await flow.fakes.reject(
      'generateVerificationEmail',
      new Error('Previše pokušaja. Pokušajte ponovo za minut.'),
    );
    expect(selectVerificationMail(snapshot())).toEqual({
      kind: 'failed',
      message: 'Previše pokušaja. Pokušajte ponovo za minut.',
    });
  });
});
