import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { systemIds } from '../../../machines/shared/system';
import { invokesIn } from '../utils/effect-log';
import { startAccount } from './account.harness';

describe('account: the register form e-mail check and the account flows', () => {
  it('spawns a page flow as its child, under its system id, when its page opens, once for the visit', () => {
    const harness = startAccount();
    try {
      const flowIds = [
        systemIds.resetPassword,
        systemIds.verifyEmail,
        systemIds.forgotPassword,
        systemIds.emailVerification,
      ] as const;
      for (const id of flowIds) expect(harness.subject.getSnapshot().children[id], id).toBeUndefined();
      for (const id of flowIds) {
        harness.subject.send({ type: 'account.flow.open', flow: id });
        const flow = harness.subject.getSnapshot().children[id] as AnyActorRef | undefined;
        expect(flow?.getSnapshot().value, id).toBe('idle');
        expect(harness.root.system.get(id), id).toBe(flow);
      }
      // Opened again (the shopper comes back to the page): the same actor, as it was left.
      const first = harness.subject.getSnapshot().children[systemIds.resetPassword] as AnyActorRef;
      first.send({ type: 'go' });
      harness.subject.send({ type: 'account.flow.open', flow: systemIds.resetPassword });
      expect(harness.subject.getSnapshot().children[systemIds.resetPassword]).toBe(first);
      expect(first.getSnapshot().value).toBe('moved');
      expect(harness.errors).toEqual([]);
    } finally {
      harness.stop();
    }
  });

  it('an open of something that is no account flow, or of no flow at all, spawns nothing', () => {
    const harness = startAccount();
    try {
      harness.subject.send({ type: 'account.flow.open', flow: systemIds.cart as never });
      harness.subject.send({ type: 'account.flow.open' } as never);
      expect(Object.keys(harness.subject.getSnapshot().children)).toEqual([]);
      expect(harness.subject.getSnapshot().context.flows).toEqual([]);
      expect(harness.errors).toEqual([]);
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

  it('an address without an account is free; another address is checked again, the older check dropped', async () => {
    const harness = startAccount();
    try {
      harness.subject.send({ type: 'account.email.check', email: 'ana@example.rs' });
      expect(harness.subject.getSnapshot().hasTag('busy')).toBe(true);
      harness.subject.send({ type: 'account.email.check', email: 'marko@example.rs' });
      expect(harness.fakes.running('checkUser').map((call) => call.input)).toEqual([
        { email: 'marko@example.rs' },
      ]);
      await harness.fakes.resolve('checkUser', false);
      expect(harness.subject.getSnapshot().value).toBe('free');
      expect(harness.subject.getSnapshot().hasTag('busy')).toBe(false);
      harness.subject.send({ type: 'account.email.check', email: '' });
      expect(harness.subject.getSnapshot().value).toBe('free');
      harness.subject.send({ type: 'account.email.check', email: 'ana@example.rs' });
      await harness.fakes.resolve('checkUser', true);
      expect(harness.subject.getSnapshot().value).toBe('taken');
      expect(invokesIn(harness.log.entries, 'checkUser')).toEqual([
        { email: 'ana@example.rs' },
        { email: 'marko@example.rs' },
        { email: 'ana@example.rs' },
      ]);
    } finally {
      harness.stop();
    }
  });

  it('once the shopper edits the address, the same address is checked again when the field loses focus', async () => {
    const harness = startAccount();
    try {
      harness.subject.send({ type: 'account.email.check', email: 'ana@example.rs' });
      await harness.fakes.resolve('checkUser', true);
      harness.subject.send({ type: 'account.email.edit' });
      expect(harness.subject.getSnapshot().value).toBe('idle');
      expect(harness.subject.getSnapshot().context.email).toBeNull();
      harness.subject.send({ type: 'account.email.check', email: 'ana@example.rs' });
      expect(invokesIn(harness.log.entries, 'checkUser')).toHaveLength(2);
    } finally {
      harness.stop();
    }
  });

  it('a check that fails says nothing: the submit still tells (spec §7 check-user)', async () => {
    const harness = startAccount();
    try {
      harness.subject.send({ type: 'account.email.check', email: 'ana@example.rs' });
      await harness.fakes.reject('checkUser', new Error('Veza sa serverom nije uspela.'));
      expect(harness.subject.getSnapshot().value).toBe('failed');
      expect(harness.errors).toEqual([]);
    } finally {
      harness.stop();
    }
  });
});
