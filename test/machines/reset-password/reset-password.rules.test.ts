import { describe, expect, it } from 'vitest';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import { systemIds } from '../../../machines/shared/system';
import { NO_TOKEN_TEXT } from '../../../machines/reset-password/reset-password.messages';
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

describe('reset-password: which link the page works with', () => {
  const OTHER = 'zyxwvutsrqponmlkjihgfedcba543210';
  const data = { password: 'nova-lozinka', confirmPassword: 'nova-lozinka' };

  it('a link without a token is invalid at once, with its own text, and asks the server nothing', () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'resetPassword.open', token: '' });
      expect(flow.subject.getSnapshot().value).toBe('invalid');
      expect(flow.subject.getSnapshot().context).toEqual({
        token: '',
        linkProblem: NO_TOKEN_TEXT,
        failure: null,
      });
      expect(NO_TOKEN_TEXT).toBe('Link za promenu lozinke nije potpun.');
      flow.subject.send({ type: 'resetPassword.open', token: '' });
      expect(flow.subject.getSnapshot().context.linkProblem).toBe(NO_TOKEN_TEXT);
      expect(flow.fakes.calls).toEqual([]);
    } finally {
      flow.stop();
    }
  });

  it('a link without a token opened after a working one: the form goes, the link is incomplete', async () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'resetPassword.open', token: TOKEN });
      await flow.fakes.resolve('verifyResetToken', { valid: true });
      flow.subject.send({ type: 'resetPassword.open', token: '' });
      expect(flow.subject.getSnapshot().value).toBe('invalid');
      expect(flow.subject.getSnapshot().context.linkProblem).toBe(NO_TOKEN_TEXT);
    } finally {
      flow.stop();
    }
  });

  it('a new link while the old one is checked: only the new one is checked and answers', async () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'resetPassword.open', token: TOKEN });
      flow.subject.send({ type: 'resetPassword.open', token: OTHER });
      expect(flow.fakes.running('verifyResetToken').map((call) => call.input)).toEqual([{ token: OTHER }]);
      await flow.fakes.resolve('verifyResetToken', { valid: true });
      expect(flow.subject.getSnapshot().value).toBe('form');
      flow.subject.send({ type: 'resetPassword.submit', resetPasswordData: data });
      expect(invokesIn(flow.log.entries, 'changePassword')).toEqual([
        { token: OTHER, resetPasswordData: data },
      ]);
    } finally {
      flow.stop();
    }
  });

  it('a new link after an invalid one, a refused change or a done change is checked afresh, the old texts gone', async () => {
    const flow = start();
    try {
      flow.subject.send({ type: 'resetPassword.open', token: TOKEN });
      await flow.fakes.reject('verifyResetToken', new Error('Link je istekao.'));
      flow.subject.send({ type: 'resetPassword.open', token: OTHER });
      expect(flow.subject.getSnapshot().value).toBe('checkingLink');
      expect(flow.subject.getSnapshot().context).toEqual({ token: OTHER, linkProblem: null, failure: null });
      await flow.fakes.resolve('verifyResetToken', { valid: true });
      flow.subject.send({ type: 'resetPassword.submit', resetPasswordData: data });
      await flow.fakes.reject('changePassword', new Error('Lozinka je prekratka.'));
      expect(flow.subject.getSnapshot().context.failure).toBe('Lozinka je prekratka.');
      flow.subject.send({ type: 'resetPassword.open', token: TOKEN });
      expect(flow.subject.getSnapshot().value).toBe('checkingLink');
      expect(flow.subject.getSnapshot().context).toEqual({ token: TOKEN, linkProblem: null, failure: null });
      await flow.fakes.resolve('verifyResetToken', { valid: true });
      flow.subject.send({ type: 'resetPassword.submit', resetPasswordData: data });
      await flow.fakes.resolve('changePassword', { success: true });
      flow.subject.send({ type: 'resetPassword.open', token: OTHER });
      expect(flow.subject.getSnapshot().value).toBe('checkingLink');
      expect(invokesIn(flow.log.entries, 'verifyResetToken')).toEqual([
        { token: TOKEN },
        { token: OTHER },
        { token: TOKEN },
        { token: OTHER },
      ]);
    } finally {
      flow.stop();
    }
  });
});
