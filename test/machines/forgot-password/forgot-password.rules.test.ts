import { describe, expect, it } from 'vitest';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import { systemIds } from '../../../machines/shared/system';
import { startFlow } from '../account/flow-harness';

describe('forgot-password', () => {
  it('a send without an address (as the Stately visualizer sends it) is refused, not thrown', () => {
    const flow = startFlow(forgotPasswordMachine, {
      systemId: systemIds.forgotPassword,
      actors: ['generateResetPassword'],
    });
    try {
      flow.subject.send({ type: 'forgotPassword.send' });
      flow.subject.send({ type: 'forgotPassword.send', email: '' });
      expect(flow.subject.getSnapshot().value).toBe('idle');
      expect(flow.errors).toEqual([]);
      expect(flow.fakes.calls).toEqual([]);
    } finally {
      flow.stop();
    }
  });
});
