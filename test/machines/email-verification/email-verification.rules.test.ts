import { afterEach, describe, expect, it } from 'vitest';
import { actionsIn, invokesIn } from '../utils/effect-log';
import { settle } from '../utils/fake-actors';
import type { ModelHarness } from '../utils/model-test';
import { startEmailVerification } from './email-verification.harness';

const EMAIL = 'ana@example.rs';
const OTHER = 'marko@example.rs';
const SENT = 'Ako nalog postoji i nije potvrđen, poslali smo novi link za potvrdu.';

let flow: ModelHarness;
afterEach(() => flow?.stop());

function openPage() {
  flow = startEmailVerification();
  return flow;
}
const context = () => flow.subject.getSnapshot().context;
const send = async (event: { type: string } & Record<string, unknown>) => {
  flow.subject.send(event);
  await settle();
};

describe('email-verification (/verification)', () => {
  it('events without their payload (as the Stately visualizer sends them) are ignored, not thrown', () => {
    openPage();
    flow.subject.send({ type: 'emailVerification.open' });
    expect(flow.subject.getSnapshot().value).toBe('idle');
    flow.subject.send({ type: 'emailVerification.open', email: '' });
    expect(flow.subject.getSnapshot().value).toBe('idle');
    flow.subject.send({ type: 'emailVerification.open', email: null });
    flow.subject.send({ type: 'emailVerification.resend' });
    flow.subject.send({ type: 'emailVerification.generate' });
    expect(flow.subject.getSnapshot().value).toBe('ready');
    expect(flow.errors).toEqual([]);
    expect(flow.fakes.calls).toEqual([]);
  });

  it('spec §7 pending-verification: the page asks the server about its address', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    expect(invokesIn(flow.log.entries, 'fetchPendingVerification')).toEqual([{ email: EMAIL }]);
    await flow.fakes.resolve('fetchPendingVerification', { email: EMAIL, pending: true });
    expect(context()).toEqual({ email: EMAIL, pending: true, message: null });
  });

  it('opening the page again with the same address asks nothing and keeps what is known', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await flow.fakes.resolve('fetchPendingVerification', { email: EMAIL, pending: true });
    await send({ type: 'emailVerification.resend', email: EMAIL });
    await flow.fakes.resolve('requestVerifyEmail', SENT);
    await send({ type: 'emailVerification.open', email: EMAIL });
    expect(invokesIn(flow.log.entries, 'fetchPendingVerification')).toHaveLength(1);
    expect(flow.subject.getSnapshot().value).toBe('sent');
    expect(context()).toEqual({ email: EMAIL, pending: true, message: SENT });
  });

  it('another address drops what was known of the old one and asks about the new', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await flow.fakes.resolve('fetchPendingVerification', { email: EMAIL, pending: true });
    await send({ type: 'emailVerification.resend', email: EMAIL });
    await flow.fakes.resolve('requestVerifyEmail', SENT);
    await send({ type: 'emailVerification.open', email: OTHER });
    expect(flow.subject.getSnapshot().value).toBe('checking');
    expect(context()).toEqual({ email: OTHER, pending: null, message: null });
    expect(invokesIn(flow.log.entries, 'fetchPendingVerification')).toEqual([
      { email: EMAIL },
      { email: OTHER },
    ]);
  });

  it('a new address while the old one is checked: the old check is dropped, only the new one answers', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await send({ type: 'emailVerification.open', email: OTHER });
    const running = flow.fakes.running('fetchPendingVerification');
    expect(running.map((call) => call.input)).toEqual([{ email: OTHER }]);
    await flow.fakes.resolve('fetchPendingVerification', { email: OTHER, pending: false });
    expect(context()).toEqual({ email: OTHER, pending: false, message: null });
  });

  it('the page opened without an address after one forgets it: the visitor types one', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await flow.fakes.resolve('fetchPendingVerification', { email: EMAIL, pending: true });
    await send({ type: 'emailVerification.open', email: null });
    expect(flow.subject.getSnapshot().value).toBe('ready');
    expect(context()).toEqual({ email: null, pending: null, message: null });
  });

  it('a failed check is only logged; the page is ready to send a new link', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await flow.fakes.reject('fetchPendingVerification', new Error('Veza sa serverom nije uspela.'));
    expect(flow.subject.getSnapshot().value).toBe('ready');
    expect(actionsIn(flow.log.entries, 'logError')).toEqual([
      { message: 'Provera potvrde e-adrese nije uspela', error: new Error('Veza sa serverom nije uspela.') },
    ]);
  });

  it('a new link goes to the address the shopper names, also while the page still checks; an empty one asks nothing', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: EMAIL });
    await send({ type: 'emailVerification.resend', email: '' });
    expect(flow.subject.getSnapshot().value).toBe('checking');
    await send({ type: 'emailVerification.resend', email: OTHER });
    expect(flow.subject.getSnapshot().value).toBe('requesting');
    expect(invokesIn(flow.log.entries, 'requestVerifyEmail')).toEqual([{ email: OTHER }]);
    await flow.fakes.reject('requestVerifyEmail', new Error('Previše pokušaja. Pokušajte ponovo za minut.'));
    expect(flow.subject.getSnapshot().value).toBe('failed');
    await send({ type: 'emailVerification.generate', email: '' });
    expect(flow.subject.getSnapshot().value).toBe('failed');
    await send({ type: 'emailVerification.generate', email: EMAIL });
    expect(invokesIn(flow.log.entries, 'generateVerificationEmail')).toEqual([{ email: EMAIL }]);
    await flow.fakes.resolve('generateVerificationEmail', SENT);
    await send({ type: 'emailVerification.resend', email: EMAIL });
    expect(flow.subject.getSnapshot().value).toBe('requesting');
    expect(context().message).toBeNull();
  });

  it('the page opened again without an address keeps the answer to the link the visitor asked for', async () => {
    openPage();
    await send({ type: 'emailVerification.open', email: null });
    await send({ type: 'emailVerification.resend', email: OTHER });
    await flow.fakes.resolve('requestVerifyEmail', SENT);
    await send({ type: 'emailVerification.open', email: null });
    expect(flow.subject.getSnapshot().value).toBe('sent');
    expect(context()).toEqual({ email: null, pending: null, message: SENT });
  });
});
