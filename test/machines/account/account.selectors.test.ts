import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { selectIsEmailTaken } from '../../../machines/account/account.selectors';
import { startAccount } from './account.harness';

// What the register form says of its e-mail address (spec §7 check-user).

let harness: ReturnType<typeof startAccount>;
afterEach(() => harness?.stop());
const taken = () =>
  selectIsEmailTaken(
    harness.subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectIsEmailTaken>[0],
  );

describe('the register form’s address, as its selector shows it', () => {
  it('an address of an existing account is taken; a new address clears it until checked', async () => {
    harness = startAccount();
    expect(taken()).toBe(false);
    harness.subject.send({ type: 'account.email.check', email: 'ana@example.rs' });
    expect(taken()).toBe(false);
    await harness.fakes.resolve('checkUser', true);
    expect(taken()).toBe(true);
    harness.subject.send({ type: 'account.email.edit' });
    expect(taken()).toBe(false);
  });

  it('an address without an account is not taken', async () => {
    harness = startAccount();
    harness.subject.send({ type: 'account.email.check', email: 'nova@example.rs' });
    await harness.fakes.resolve('checkUser', false);
    expect(taken()).toBe(false);
    expect(harness.subject.getSnapshot().value).toBe('free');
  });
});
