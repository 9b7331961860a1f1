/**
 * Payment model 97 (NBS "poziv na broj"): the reference is two control digits followed by the
 * digits they protect, the control computed by ISO 7064 MOD 97-10 — append "00", take the
 * remainder by 97, subtract it from 98. A bank's form or app refuses a model-97 reference whose
 * control does not match, so one mistyped or swapped digit is caught before the money leaves.
 * Only digits: the shop never issues references with letters.
 */

/**
 * The remainder by 97 of a digit string of any length, digit by digit (no BigInt needed). A Serbian
 * account number is valid when its 18 digits give 1.
 */
export function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** The two control digits model 97 writes in front of `digits`. */
export function model97Control(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error(`model 97 protects digits only, got "${digits}"`);
  return String(98 - mod97(`${digits}00`)).padStart(2, '0');
}

/**
 * Whether `reference` (control digits first; dashes and spaces ignored, as on a paper slip) is a
 * valid model-97 reference. The whole reference may have at most 22 digits: 2 control + 20.
 */
export function isValidModel97(reference: string): boolean {
  const digits = reference.replace(/[-\s]/g, '');
  if (!/^\d{3,22}$/.test(digits)) return false;
  return model97Control(digits.slice(2)) === digits.slice(0, 2);
}
