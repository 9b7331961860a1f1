import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit } from './concurrency-limit';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane (about 80 ms here). */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * argon2 takes ~80 ms of a core and 19 MiB per run: at most one run per core at once, so eight
 * logins with made-up addresses queue instead of starving every other request.
 */
export const passwordWork = createConcurrencyLimit(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, ARGON2_OPTIONS));
}

// Checked when the e-mail has no account, so that the answer takes as long as for a wrong password.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword('nepostojeci-nalog-lozinka');
  return dummyHash;
};

/**
 * Whether the password matches the stored hash. Without a hash (unknown e-mail) it still runs a
 * full argon2 verification and answers false, so timing does not reveal which accounts exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    const stand = await dummy();
    await passwordWork.run(() => verify(stand, password)).catch(() => false);
    return false;
  }
  try {
    return await passwordWork.run(() => verify(storedHash, password));
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}
