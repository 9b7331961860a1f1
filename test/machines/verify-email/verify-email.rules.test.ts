import { describe, expect, it } from 'vitest';
import { systemIds } from '../../../machines/shared/system';
import { verifyEmailMachine } from '../../../machines/verify-email/verify-email.machine';
import { invokesIn, sendsIn } from '../utils/effect-log';
import { startFlow } from '../account/flow-harness';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const start = () =>
  startFlow(verifyEmailMachine, { systemId: systemIds.verifyEmail, actors: ['verifyEmail'] });

describe('verify-email: the verification link is single use (DESIGN §3)', () => {
  it('opening the page twice with the same token (StrictMode, coming back) calls the server once', async () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'verifyEmail.open', token: TOKEN });
      flow.subject.send({ type: 'verifyEmail.open', token: TOKEN });
      await flow.fakes.resolve('verifyEmail', {
        kind: 'alreadyVerified',
        message: 'Ova e-adresa je već potvrđena.',
      });
      flow.subject.send({ type: 'verifyEmail.open', token: TOKEN });
      expect(invokesIn(flow.log.entries, 'verifyEmail')).toEqual([{ token: TOKEN }]);
      expect(flow.subject.getSnapshot().value).toBe('alreadyVerified');
    } finally {
      flow.stop();
    }
  });

  it('an open without a token (as the Stately visualizer sends it) is ignored, not thrown', () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'verifyEmail.open' });
      flow.subject.send({ type: 'verifyEmail.open', token: '' });
      expect(flow.subject.getSnapshot().value).toBe('idle');
      expect(flow.errors).toEqual([]);
      expect(flow.fakes.calls).toEqual([]);
    } finally {
      flow.stop();
    }
  });
});

describe('verify-email: what becomes of the link (spec §7 PUT verify-email)', () => {
  const ana = {
    id: 7,
    cartId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    email: 'ana@example.rs',
    isVerified: true,
    firstName: 'Ana',
    lastName: 'Anić',
  };

  it('a verified address is told to auth with the user, so a signed-in owner gets their wishlist', async () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'verifyEmail.open', token: TOKEN });
      expect(flow.subject.getSnapshot().hasTag('busy')).toBe(true);
      await flow.fakes.resolve('verifyEmail', { kind: 'verified', user: ana });
      expect(flow.subject.getSnapshot().value).toBe('verified');
      expect(flow.subject.getSnapshot().hasTag('busy')).toBe(false);
      expect(sendsIn(flow.log.entries, 'auth')).toEqual([{ type: 'auth.userVerified', user: ana }]);
    } finally {
      flow.stop();
    }
  });

  it('an address verified before or a refused link tells auth nothing and keeps the server’s text', async () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'verifyEmail.open', token: TOKEN });
      await flow.fakes.resolve('verifyEmail', {
        kind: 'alreadyVerified',
        message: 'Ova e-adresa je već potvrđena.',
      });
      expect(flow.subject.getSnapshot().context).toEqual({
        token: TOKEN,
        message: 'Ova e-adresa je već potvrđena.',
      });
      const other = 'zyxwvutsrqponmlkjihgfedcba543210';
      flow.subject.send({ type: 'verifyEmail.open', token: other });
      expect(flow.subject.getSnapshot().value).toBe('verifying');
      expect(flow.subject.getSnapshot().context).toEqual({ token: other, message: null });
      await flow.fakes.reject('verifyEmail', new Error('Link nije ispravan ili je istekao.'));
      expect(flow.subject.getSnapshot().value).toBe('failed');
      expect(flow.subject.getSnapshot().context.message).toBe('Link nije ispravan ili je istekao.');
      expect(invokesIn(flow.log.entries, 'verifyEmail')).toEqual([{ token: TOKEN }, { token: other }]);
      expect(sendsIn(flow.log.entries, 'auth')).toEqual([]);
    } finally {
      flow.stop();
    }
  });
});
