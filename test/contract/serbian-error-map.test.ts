import { describe, expect, it } from 'vitest';
import { serbianErrorMap } from '../../contract/zod-serbian';

// The Serbian text of each kind of zod issue a schema does not word itself, issue by issue.
const say = (issue: Record<string, unknown>) =>
  serbianErrorMap(issue as unknown as Parameters<typeof serbianErrorMap>[0]);

describe('Serbian validation messages, kind by kind', () => {
  it('a missing value (undefined or null) is required; a value of another type is the wrong type', () => {
    expect(say({ code: 'invalid_type', input: undefined })).toBe('Ovo polje je obavezno.');
    expect(say({ code: 'invalid_type', input: null })).toBe('Ovo polje je obavezno.');
    expect(say({ code: 'invalid_type', input: 5 })).toBe('Vrednost nije odgovarajućeg tipa.');
  });

  it('too short: a text of at least 1 is required, longer minimums are counted in characters', () => {
    expect(say({ code: 'too_small', origin: 'string', minimum: 1 })).toBe('Ovo polje je obavezno.');
    expect(say({ code: 'too_small', origin: 'string', minimum: 2 })).toBe('Unesite najmanje 2 karaktera.');
    expect(say({ code: 'too_small', origin: 'array', minimum: 1 })).toBe('Izaberite najmanje 1 stavku.');
    expect(say({ code: 'too_small', origin: 'number', minimum: 1, inclusive: true })).toBe(
      'Vrednost mora biti najmanje 1.',
    );
    expect(say({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false })).toBe(
      'Vrednost mora biti veća od 0.',
    );
  });

  it('too long: texts in characters, lists in items, numbers inclusive or not', () => {
    expect(say({ code: 'too_big', origin: 'string', maximum: 21 })).toBe('Unesite najviše 21 karakter.');
    expect(say({ code: 'too_big', origin: 'array', maximum: 3 })).toBe('Izaberite najviše 3 stavke.');
    expect(say({ code: 'too_big', origin: 'number', maximum: 99, inclusive: true })).toBe(
      'Vrednost može biti najviše 99.',
    );
    expect(say({ code: 'too_big', origin: 'number', maximum: 100, inclusive: false })).toBe(
      'Vrednost mora biti manja od 100.',
    );
  });

  it('formats, choices, unknown keys and anything else', () => {
    expect(say({ code: 'invalid_format', format: 'email' })).toBe('Unesite ispravnu e-adresu.');
    expect(say({ code: 'invalid_format', format: 'regex' })).toBe('Vrednost nije u ispravnom obliku.');
    expect(say({ code: 'invalid_value' })).toBe('Izaberite jednu od ponuđenih vrednosti.');
    expect(say({ code: 'unrecognized_keys' })).toBe('Zahtev sadrži nepoznata polja.');
    expect(say({ code: 'custom' })).toBe('Neispravna vrednost.');
  });
});
