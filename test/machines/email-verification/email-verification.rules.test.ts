import { describe, expect, it } from 'vitest';
import { emailVerificationMachine } from '../../../machines/email-verification/email-verification.machine';
import { systemIds } from '../../../machines/shared/system';
import { startFlow } from '../account/flow-harness';

describe('email-verification (/verification)', () => {
  it('events without their payload (as the Stately visualizer sends them) are ignored, not thrown', () => {
    const flow = startFlow(emailVerificationMachine, {
      systemId: systemIds.emailVerification,
      actors: ['fetchPendingVerification', 'requestVerifyEmail', 'generateVerificationEmail'],
      actions: ['logError'],
    });
    try {
      flow.subject.send({ type: 'emailVerification.open' });
      expect(flow.subject.getSnapshot().value).toBe('idle');
      flow.subject.send({ type: 'emailVerification.open', email: null });
      flow.subject.send({ type: 'emailVerification.resend' });
      flow.subject.send({ type: 'emailVerification.generate' });
      expect(flow.subject.getSnapshot().value).toBe('ready');
      expect(flow.errors).toEqual([]);
      expect(flow.fakes.calls).toEqual([]);
    } finally {
      flow.stop();
    }
  });
});
