import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { routeSchemas } from '../../contract/route-schemas';
import { arbitraryOf } from './zod-arbitrary';

const parts = ['params', 'querystring', 'body'] as const;
const contractSchemas = Object.entries(routeSchemas).flatMap(([name, schemas]) =>
  parts.flatMap((part) => {
    const schema = (schemas as Partial<Record<(typeof parts)[number], z.ZodMiniType>>)[part];
    return schema ? [{ name: `${name}.${part}`, schema }] : [];
  }),
);

describe('fast-check arbitraries from zod schemas (the fuzz test’s valid-shaped requests)', () => {
  it('makes values the schema accepts, kind by kind', () => {
    const schemas = [
      z.object({
        id: z.uuid(),
        token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/)),
        name: z.string().check(z.minLength(2), z.maxLength(5)),
        quantity: z.int().check(z.gte(1), z.lte(99)),
        price: z.number().check(z.gt(0)),
        kind: z.enum(['a', 'b']),
        accept: z.literal(true),
        flag: z.boolean(),
        note: z.optional(z.nullable(z.string())),
        tags: z.array(z.string()).check(z.minLength(1), z.maxLength(3)),
        either: z.union([z.string(), z.array(z.string())]),
        email: z.pipe(
          z.email(),
          z.transform((email) => email.toLowerCase()),
        ),
        sort: z._default(z.enum(['new', 'old']), 'new'),
      }),
    ];
    for (const schema of schemas)
      fc.assert(
        fc.property(arbitraryOf(schema), (value) => {
          const parsed = z.safeParse(schema, value);
          expect(parsed.error?.issues ?? [], JSON.stringify(value)).toEqual([]);
        }),
        { numRuns: 300 },
      );
  });

  it('leaves out optional keys sometimes and never required ones', () => {
    const schema = z.object({ required: z.string(), optional: z.optional(z.string()) });
    const values = fc.sample(arbitraryOf(schema), 200) as Record<string, unknown>[];
    expect(values.every((value) => 'required' in value)).toBe(true);
    expect(values.some((value) => !('optional' in value))).toBe(true);
  });

  it('refuses a schema kind it does not know, so a new kind in the contract is noticed', () => {
    expect(() => arbitraryOf(z.date())).toThrow(/no arbitrary for zod schema type "date"/);
  });

  it.each(contractSchemas)('$name: nearly all generated values pass the contract schema', ({ schema }) => {
    const values = fc.sample(arbitraryOf(schema), { numRuns: 100, seed: 17 });
    const accepted = values.filter((value) => z.safeParse(schema, value).success).length;
    // A few miss a refinement (a phone of only spaces and dashes, a blank name after trimming).
    expect(accepted).toBeGreaterThanOrEqual(90);
  });
});
