import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/auth/passwords';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('password checks', () => {
  it('hashes with argon2id at 19 MiB, two passes, one lane', async () => {
    expect(await hashPassword('tajna-lozinka')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('runs a full argon2 verification for an unknown e-mail too, so timing does not reveal accounts', async () => {
    vi.mocked(argon2.verify).mockClear();
    expect(await verifyPassword(undefined, 'bilo-koja-lozinka')).toBe(false);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    expect(vi.mocked(argon2.verify).mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
  });

  it('accepts the right password and refuses a wrong one or a malformed stored hash', async () => {
    const stored = await hashPassword('tajna-lozinka');
    expect(await verifyPassword(stored, 'tajna-lozinka')).toBe(true);
    expect(await verifyPassword(stored, 'pogresna')).toBe(false);
    expect(await verifyPassword('nije-hes', 'tajna-lozinka')).toBe(false);
  });
});
