import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { systemIds } from '../../../machines/shared/system';
import { invokesIn } from '../utils/effect-log';
import { startAccount } from './account.harness';

describe('account: the register form e-mail check and the account flows', () => {
  it('spawns one machine per account page flow under its system id', () => {
    const harness = startAccount();
    try {
      for (const id of [
        systemIds.resetPassword,
        systemIds.verifyEmail,
        systemIds.forgotPassword,
        systemIds.emailVerification,
      ]) {
        const flow = harness.root.system.get(id) as AnyActorRef | undefined;
        expect(flow?.getSnapshot().value, id).toBe('idle');
      }
    } finally {
      harness.stop();
    }
  });

  it('spec §7 check-user: a valid address is checked once, even when the field loses focus again', async () => {
    const harness = startAccount();
    try {
      harness.subject.send({ type: 'account.email.check', email: 'ana@example.rs' });
      await harness.fakes.resolve('checkUser', true);
      harness.subject.send({ type: 'account.email.check', email: 'ana@example.rs' });
      expect(harness.subject.getSnapshot().value).toBe('taken');
      expect(invokesIn(harness.log.entries, 'checkUser')).toEqual([{ email: 'ana@example.rs' }]);
    } finally {
      harness.stop();
    }
  });

  it('an event without its payload (as the Stately visualizer sends it) is ignored, not thrown', () => {
    const harness = startAccount();
    try {
      harness.subject.send({ type: 'account.email.check' });
      harness.subject.send({ type: 'account.email.check', email: 42 });
      expect(harness.subject.getSnapshot().value).toBe('idle');
      expect(harness.errors).toEqual([]);
      expect(harness.fakes.calls).toEqual([]);
    } finally {
      harness.stop();
    }
  });
});
