import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: a code is read off paper and typed in. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A new code like `K7QM-3XRT-9WBA` (59 bits). */
function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** What is stored of a code: typed in any case, with or without its dashes and spaces. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toUpperCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`recovery:${normalised}`).digest('hex');
}
