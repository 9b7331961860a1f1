import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { uuidSchema } from '../../contract/common';
import { isUuid, UUID_PATTERN } from '../../contract/uuid';

describe('isUuid: what uuidSchema accepts, without zod', () => {
  it('is the pattern z.uuid() checks', () => {
    expect(UUID_PATTERN.source).toBe(regexes.uuid().source);
    expect(UUID_PATTERN.flags).toBe(regexes.uuid().flags);
  });

  it('agrees with uuidSchema on ids, near-ids and other values', () => {
    const nearId = fc
      .tuple(fc.uuid(), fc.nat({ max: 35 }), fc.constantFrom('0', 'f', 'F', 'g', '-', ''))
      .map(([id, at, char]) => id.slice(0, at) + char + id.slice(at + 1));
    const values = fc.oneof(
      fc.uuid(),
      fc.uuid().map((id) => id.toUpperCase()),
      nearId,
      fc.string(),
      fc.anything(),
    );
    fc.assert(
      fc.property(values, (value) => {
        expect(isUuid(value)).toBe(uuidSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
