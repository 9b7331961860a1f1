import { describe, expect, it } from 'vitest';
import * as classic from 'zod';
import { z } from 'zod/mini';
import { installSerbianZodMessages } from '../../contract/zod-serbian';

installSerbianZodMessages();
const messageOf = (schema: z.core.$ZodType, value: unknown) =>
  z.safeParse(schema, value).error?.issues[0]?.message;

describe('Serbian validation messages', () => {
  it('says a missing field is required', () => {
    expect(messageOf(z.object({ ime: z.string() }), {})).toBe('Ovo polje je obavezno.');
  });

  it('names the minimum length with the right plural form', () => {
    expect(messageOf(z.string().check(z.minLength(2)), 'a')).toBe('Unesite najmanje 2 karaktera.');
    expect(messageOf(z.string().check(z.minLength(5)), 'a')).toBe('Unesite najmanje 5 karaktera.');
    expect(messageOf(z.string().check(z.maxLength(21)), 'a'.repeat(30))).toBe('Unesite najviše 21 karakter.');
  });

  it('tells "above 0" from "at least 0"', () => {
    expect(messageOf(z.number().check(z.positive()), 0)).toBe('Vrednost mora biti veća od 0.');
    expect(messageOf(z.number().check(z.gte(1)), 0)).toBe('Vrednost mora biti najmanje 1.');
  });

  it('asks for a valid e-mail address', () => {
    expect(messageOf(z.email(), 'nije-adresa')).toBe('Unesite ispravnu e-adresu.');
  });

  it('also words the issues of schemas built with the classic zod API', () => {
    expect(messageOf(classic.z.object({ ime: classic.z.string() }), {})).toBe('Ovo polje je obavezno.');
    expect(messageOf(classic.z.string().min(5), 'a')).toBe('Unesite najmanje 5 karaktera.');
    expect(classic.z.number().positive().safeParse(0).error?.issues[0]?.message).toBe(
      'Vrednost mora biti veća od 0.',
    );
  });
});
