import fc from 'fast-check';
import { z } from 'zod/mini';

/*
 * fast-check arbitraries from the contract's zod 4 schemas, read off each schema's `_zod.def`:
 * values shaped as a client would send them (the right keys, types, lengths, formats), so fuzzing
 * reaches past validation into the handlers. A text field's own refinements (a street needs a house
 * number, a postal code Serbia's range) are kept by drawing again until the field's schema takes the
 * value; refinements across fields are not followed, and a value may still fail one, which is a fuzz
 * case too. A schema kind met for the first time throws, so a
 * new kind in contract/ is noticed (test/reliability/zod-arbitrary.test.ts).
 */

type Def = { type: string; [key: string]: unknown };
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

/** Longer strings and arrays than this add nothing but time; hostile lengths come separately. */
const MAX_STRING = 80;
const MAX_ARRAY = 8;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

/** Letters a Serbian shopper types, so valid-shaped text is not only ASCII. */
const SERBIAN = fc.constantFrom(...'abcčćdđefghijklmnoprsštuvzžABCČĆDĐŠŽ 0123456789.-'.split(''));

/** Addresses zod's e-mail pattern accepts (fc.emailAddress makes RFC addresses zod refuses). */
const EMAIL = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_+-]{1,20}$/),
    fc.option(fc.stringMatching(/^[a-z0-9_+-]{1,10}$/)),
    fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/),
    fc.constantFrom('rs', 'com', 'co.rs', 'example'),
  )
  .map(([local, more, domain, top]) => `${local}${more ? `.${more}` : ''}@${domain}.${top}`);

function lengths(checks: CheckDef[], cap: number): { minLength: number; maxLength: number } {
  const minLength = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const maxima = checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? cap);
  const maxLength = Math.max(minLength, Math.min(cap, ...maxima));
  return { minLength, maxLength };
}

function stringArbitrary(schema: z.core.$ZodType, def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const { minLength, maxLength } = lengths(checks, MAX_STRING);
  // fc.stringMatching makes short matches; a filter on length could spin for ever (a key of at
  // least 16 characters), so a match is repeated up to the minimum and cut at the maximum instead.
  const fit = (text: string) =>
    (text.length >= minLength
      ? text
      : (text || 'a').repeat(Math.ceil(minLength / Math.max(1, text.length)))
    ).slice(0, Math.max(maxLength, minLength));
  const format =
    (def.format as string | undefined) ?? checks.find((c) => c.check === 'string_format')?.format;
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'email') return EMAIL;
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((c) => c.pattern)?.pattern;
  const shaped = pattern
    ? fc.stringMatching(pattern).map(fit)
    : fc.oneof(fc.string({ unit: SERBIAN, minLength, maxLength }), fc.string({ minLength, maxLength }));
  // A match cut to the field's length may end in a separator, and refinements are no pattern.
  if (!pattern && !checks.some((c) => c.check === 'custom')) return shaped;
  return shaped.filter((text) => (schema as z.ZodMiniType).safeParse(text).success);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer =
    /int/.test(String(def.format ?? '')) ||
    checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  if (integer) {
    const min = lower ? (lower.inclusive ? lower.value! : lower.value! + 1) : Number.MIN_SAFE_INTEGER;
    const max = upper ? (upper.inclusive ? upper.value! : upper.value! - 1) : Number.MAX_SAFE_INTEGER;
    return fc.oneof(fc.integer({ min, max: Math.min(max, min + 1000) }), fc.integer({ min, max }));
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(lower ? { min: lower.value!, minExcluded: !lower.inclusive } : {}),
    ...(upper ? { max: upper.value!, maxExcluded: !upper.inclusive } : {}),
  });
}

/** Keys a client may leave out: optional ones, and those with a default. */
const isOptional = (schema: unknown) => ['optional', 'default', 'prefault'].includes(defOf(schema).type);

/** A transform, or a pipe that begins with one (a list split from a string, then checked). */
const startsWithTransform = (schema: z.core.$ZodType): boolean => {
  const def = defOf(schema);
  return def.type === 'transform' || (def.type === 'pipe' && startsWithTransform(def.in as z.core.$ZodType));
};

export function arbitraryOf(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const keys = Object.keys(shape);
      const record = fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryOf(shape[key]!)])), {
        requiredKeys: keys.filter((key) => !isOptional(shape[key])),
      });
      // The repeated password matches; other refinements across fields (a promo code's days in
      // order) are kept by drawing again until the whole object passes.
      if (keys.includes('confirmPassword'))
        return record.map((value) => ({ ...value, confirmPassword: value.newPassword ?? value.password }));
      if (checksOf(def).length === 0) return record;
      return record.filter((value) => z.safeParse(schema, value).success);
    }
    case 'string':
      return stringArbitrary(schema, def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType as z.core.$ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as z.core.$ZodType), { nil: null });
    case 'pipe': {
      // What the client sends is the pipe's input; when the output is a check (a trimmed string
      // that must be an e-mail), values of the output pass both.
      const out = def.out as z.core.$ZodType;
      return arbitraryOf(startsWithTransform(out) ? (def.in as z.core.$ZodType) : out);
    }
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map(arbitraryOf));
    case 'array': {
      const { minLength, maxLength } = lengths(checksOf(def), MAX_ARRAY);
      return fc.array(arbitraryOf(def.element as z.core.$ZodType), { minLength, maxLength });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 20 }), arbitraryOf(def.valueType as z.core.$ZodType), {
        maxKeys: 5,
      });
    case 'unknown':
    case 'any':
      return fc.anything();
    default:
      throw new Error(`zod-arbitrary: no arbitrary for zod schema type "${def.type}"`);
  }
}
