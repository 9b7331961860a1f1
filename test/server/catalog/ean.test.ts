import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13 } from '../../../server/catalog/ean';

// Check digits from GS1's published examples and worked by hand (weights 1, 3, 1, 3, …).
describe('EAN-13 check digit', () => {
  it('is 10 minus the weighted sum mod 10', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('860000000001')).toBe(1);
  });

  it('is 0, not 10, when the weighted sum is a multiple of 10', () => {
    expect(ean13CheckDigit('000000000000')).toBe(0);
    expect(ean13CheckDigit('100000000003')).toBe(0);
  });

  it('refuses anything but exactly 12 digits', () => {
    for (const wrong of ['40063813339', '4006381333931', 'x40063813339', '40063813339x', ''])
      expect(() => ean13CheckDigit(wrong), wrong).toThrow(`got "${wrong}"`);
  });
});

describe('isValidEan13', () => {
  it('accepts 13 digits whose last is the check digit of the first 12', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('5901234123457')).toBe(true);
  });

  it('refuses a wrong check digit, a missing or extra digit, and anything around the digits', () => {
    for (const wrong of [
      '4006381333932',
      '400638133393',
      '40063813339310',
      'x4006381333931',
      '4006381333931x',
    ])
      expect(isValidEan13(wrong), wrong).toBe(false);
  });
});
