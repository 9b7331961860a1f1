import { describe, expect, it } from 'vitest';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import { systemIds } from '../../../machines/shared/system';
import { invokesIn } from '../utils/effect-log';
import { startFlow } from '../account/flow-harness';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const start = () =>
  startFlow(resetPasswordMachine, {
    systemId: systemIds.resetPassword,
    actors: ['verifyResetToken', 'changePassword'],
  });

describe('reset-password: the reset link is checked once and used once (DESIGN §3)', () => {
  it('a repeated open with the same token while it is checked or after the change asks the server nothing', async () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'resetPassword.open', token: TOKEN });
      flow.subject.send({ type: 'resetPassword.open', token: TOKEN });
      await flow.fakes.resolve('verifyResetToken', { valid: true });
      const data = { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' };
      flow.subject.send({ type: 'resetPassword.submit', resetPasswordData: data });
      await flow.fakes.resolve('changePassword', { success: true });
      flow.subject.send({ type: 'resetPassword.open', token: TOKEN });
      expect(invokesIn(flow.log.entries, 'verifyResetToken')).toEqual([{ token: TOKEN }]);
      expect(invokesIn(flow.log.entries, 'changePassword')).toEqual([
        { token: TOKEN, resetPasswordData: data },
      ]);
      expect(flow.subject.getSnapshot().value).toBe('changed');
    } finally {
      flow.stop();
    }
  });

  it('events without their payload (as the Stately visualizer sends them) are ignored, not thrown', async () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'resetPassword.open' });
      expect(flow.subject.getSnapshot().value).toBe('idle');
      flow.subject.send({ type: 'resetPassword.open', token: TOKEN });
      await flow.fakes.resolve('verifyResetToken', { valid: true });
      flow.subject.send({ type: 'resetPassword.submit' });
      flow.subject.send({ type: 'resetPassword.submit', resetPasswordData: { password: 'x' } });
      expect(flow.subject.getSnapshot().value).toBe('form');
      expect(flow.errors).toEqual([]);
      expect(invokesIn(flow.log.entries, 'changePassword')).toEqual([]);
    } finally {
      flow.stop();
    }
  });
});
