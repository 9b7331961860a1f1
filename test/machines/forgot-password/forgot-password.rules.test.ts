import { afterEach, describe, expect, it } from 'vitest';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import { systemIds } from '../../../machines/shared/system';
import { startFlow } from '../account/flow-harness';
import { invokesIn } from '../utils/effect-log';
import type { ModelHarness } from '../utils/model-test';

const EMAIL = 'ana@example.rs';
const OTHER = 'marko@example.rs';
const SENT = 'Ako nalog sa ovom adresom postoji, poslali smo link za promenu lozinke.';
const REFUSED = 'Previše pokušaja. Pokušajte ponovo za minut.';

let flow: ModelHarness;
afterEach(() => flow?.stop());
const start = () => {
  flow = startFlow(forgotPasswordMachine, {
    systemId: systemIds.forgotPassword,
    actors: ['generateResetPassword'],
  });
  return flow;
};
const state = () => flow.subject.getSnapshot();

describe('forgot-password (spec §7 generate-reset-pass)', () => {
  it('a send without an address (as the Stately visualizer sends it) is refused, not thrown', () => {
    start();
    flow.subject.send({ type: 'forgotPassword.send' });
    flow.subject.send({ type: 'forgotPassword.send', email: '' });
    expect(state().value).toBe('idle');
    expect(flow.errors).toEqual([]);
    expect(flow.fakes.calls).toEqual([]);
  });

  it('the link is asked for the address typed; the server’s text is kept as sent', async () => {
    start();
    flow.subject.send({ type: 'forgotPassword.send', email: EMAIL });
    expect(state().context).toEqual({ email: EMAIL, message: null });
    expect(invokesIn(flow.log.entries, 'generateResetPassword')).toEqual([{ email: EMAIL }]);
    await flow.fakes.resolve('generateResetPassword', SENT);
    expect(state().value).toBe('sent');
    expect(state().context).toEqual({ email: EMAIL, message: SENT });
  });

  it('after a sent link the shopper may ask again, for another address; the old text goes', async () => {
    start();
    flow.subject.send({ type: 'forgotPassword.send', email: EMAIL });
    await flow.fakes.resolve('generateResetPassword', SENT);
    flow.subject.send({ type: 'forgotPassword.send', email: OTHER });
    expect(state().value).toBe('sending');
    expect(state().context).toEqual({ email: OTHER, message: null });
    expect(invokesIn(flow.log.entries, 'generateResetPassword')).toEqual([
      { email: EMAIL },
      { email: OTHER },
    ]);
  });

  it('a refused request keeps the server’s reason; the form may be sent again', async () => {
    start();
    flow.subject.send({ type: 'forgotPassword.send', email: EMAIL });
    await flow.fakes.reject('generateResetPassword', new Error(REFUSED));
    expect(state().value).toBe('failed');
    expect(state().context.message).toBe(REFUSED);
    flow.subject.send({ type: 'forgotPassword.send', email: '' });
    expect(state().value).toBe('failed');
    flow.subject.send({ type: 'forgotPassword.send', email: EMAIL });
    expect(state().value).toBe('sending');
    expect(state().context.message).toBeNull();
  });

  it('the page opened again does not show the result of the earlier visit', async () => {
    start();
    flow.subject.send({ type: 'forgotPassword.send', email: EMAIL });
    await flow.fakes.resolve('generateResetPassword', SENT);
    flow.subject.send({ type: 'forgotPassword.open' });
    expect(state().value).toBe('idle');
    expect(state().context).toEqual({ email: null, message: null });
    flow.subject.send({ type: 'forgotPassword.send', email: EMAIL });
    await flow.fakes.reject('generateResetPassword', new Error(REFUSED));
    flow.subject.send({ type: 'forgotPassword.open' });
    expect(state().value).toBe('idle');
    expect(state().context).toEqual({ email: null, message: null });
  });
});
