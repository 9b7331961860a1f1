import { describe, expect, it } from 'vitest';
import { systemIds } from '../../../machines/shared/system';
import { verifyEmailMachine } from '../../../machines/verify-email/verify-email.machine';
import { invokesIn } from '../utils/effect-log';
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
