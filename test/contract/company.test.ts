import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFields } from '../../contract/check-fields';
import { companySchema, isValidPib, pibCheckDigit, r1InvoiceLine } from '../../contract/company';

describe('PIB: ISO 7064 MOD 11,10 check digit', () => {
  it('gives the check digit worked out by hand', () => {
    // 1,0,0,0,0,0,0,2: p=10 → (10+1)%10=1, p=2 → 2,4 → 4,8 → 8,5 → 5,10 → 10(0),9 → 9,7 → 9,7; 11−7 = 4.
    expect(pibCheckDigit('10000002')).toBe(4);
    // The same with a last 1: … p=7 → (7+1)=8, p=16%11=5; 11−5 = 6.
    expect(pibCheckDigit('10000001')).toBe(6);
    // … p=7 → (7+9)%10=6, p=12%11=1; 11−1 = 10, whose "mod 10" (MOD 11,10) is a check digit 0.
    expect(pibCheckDigit('10000009')).toBe(0);
  });

  it('accepts a PIB with its check digit and refuses any other last digit', () => {
    expect(isValidPib('100000024')).toBe(true);
    expect(isValidPib('100000016')).toBe(true);
    expect(isValidPib('100000025')).toBe(false);
    expect(isValidPib('10000002')).toBe(false);
    expect(isValidPib('1000000244')).toBe(false);
    expect(isValidPib('10000002a')).toBe(false);
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}$/),
        fc.nat(8),
        fc.integer({ min: 1, max: 9 }),
        (first8, at, by) => {
          const pib = `${first8}${pibCheckDigit(first8)}`;
          expect(isValidPib(pib)).toBe(true);
          const wrong = pib.slice(0, at) + String((Number(pib[at]) + by) % 10) + pib.slice(at + 1);
          expect(isValidPib(wrong)).toBe(false);
        },
      ),
    );
  });
});

describe('companySchema', () => {
  const valid = { name: 'Primer d.o.o.', pib: '100 000 024', registrationNumber: '12345678' };

  it('parses a company, spaces out of the numbers', () => {
    expect(checkFields(companySchema, valid)).toEqual({
      ok: true,
      data: { name: 'Primer d.o.o.', pib: '100000024', registrationNumber: '12345678' },
    });
  });

  it('names each wrong field in Serbian', () => {
    const errors = (values: object) => {
      const checked = checkFields(companySchema, { ...valid, ...values });
      return checked.ok ? {} : checked.errors;
    };
    expect(errors({ name: ' ' })).toEqual({ name: 'Unesite naziv firme.' });
    expect(errors({ name: '<b>Firma</b>' }).name).toMatch(/^Naziv firme sme da sadrži/);
    expect(errors({ pib: '12345' })).toEqual({ pib: 'PIB mora imati 9 cifara.' });
    expect(errors({ pib: '100000025' })).toEqual({ pib: 'PIB nije ispravan (kontrolna cifra).' });
    expect(errors({ registrationNumber: '1234567' })).toEqual({
      registrationNumber: 'Matični broj mora imati 8 cifara.',
    });
  });

  it('words the R1 invoice', () => {
    expect(r1InvoiceLine({ name: 'Primer d.o.o.', pib: '100000024', registrationNumber: '12345678' })).toBe(
      'Račun: R1, na firmu Primer d.o.o., PIB 100000024, matični broj 12345678',
    );
  });
});
