import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidModel97, mod97, model97Control } from '../../contract/model-97';

describe('payment model 97: ISO 7064 MOD 97-10 control digits in front of the reference', () => {
  it('gives the control digits of known references', () => {
    // The NBS decision's own example: RO "9714123412" is model 97, control 14, digits 123412.
    expect(model97Control('123412')).toBe('14');
    // ISO 7064's worked example of the simplified procedure: 794 → 44.
    expect(model97Control('794')).toBe('44');
    // A real electricity bill's reference: 97 16 3220000111111111000.
    expect(model97Control('3220000111111111000')).toBe('16');
    // A remainder of 97 − 1 leaves a single digit, written with its leading zero.
    expect(model97Control('30')).toBe('08');
  });

  it('accepts a reference with its control and ignores dashes and spaces, as a paper slip does', () => {
    expect(isValidModel97('14123412')).toBe(true);
    expect(isValidModel97('14-1234-12')).toBe(true);
    expect(isValidModel97('16 3220000111111111000')).toBe(true);
  });

  it('refuses a wrong control, letters, and references too short or over 22 digits', () => {
    expect(isValidModel97('15123412')).toBe(false);
    expect(isValidModel97('14A23412')).toBe(false);
    expect(isValidModel97('14')).toBe(false);
    const digits = '1'.repeat(21);
    expect(isValidModel97(`${model97Control(digits)}${digits}`)).toBe(false);
    expect(() => model97Control('12-34')).toThrow();
  });

  it('catches every single mistyped digit and every swap of two different neighbouring digits', () => {
    const reference = fc.stringMatching(/^\d{4,18}$/).map((digits) => `${model97Control(digits)}${digits}`);
    fc.assert(
      fc.property(reference, fc.nat(), fc.integer({ min: 1, max: 9 }), (valid, at, delta) => {
        expect(isValidModel97(valid)).toBe(true);
        const i = at % valid.length;
        const typo = valid.slice(0, i) + ((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
        expect(isValidModel97(typo)).toBe(false);
        const j = at % (valid.length - 1);
        if (valid[j] !== valid[j + 1]) {
          const swapped = valid.slice(0, j) + valid[j + 1] + valid[j] + valid.slice(j + 2);
          expect(isValidModel97(swapped)).toBe(false);
        }
      }),
    );
  });

  it('mod97 gives 1 for a valid Serbian account number', () => {
    expect(mod97('840000074332484318')).toBe(1);
    expect(mod97('840000074332484319')).not.toBe(1);
  });
});
