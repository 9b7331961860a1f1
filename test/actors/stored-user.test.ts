import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { userSchema } from '../../contract/auth';
import { AUTH_STORAGE_KEY, readStoredUser } from '../../src/actors/browser-session';
import { createFakeBrowser } from '../machines/utils/fake-browser';

/** What readStoredUser answered while it parsed with the contract's schema. */
function withSchema(user: unknown) {
  const parsed = z.nullable(userSchema).safeParse(user ?? null);
  return parsed.success ? parsed.data : null;
}

const readBack = (stored: unknown) =>
  readStoredUser(
    createFakeBrowser({ storage: { [AUTH_STORAGE_KEY]: JSON.stringify(stored) } }).browser.storage,
  );

/** Users, near-users (one field of another type, missing or extra) and anything else JSON holds. */
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
);
const field = <T>(good: fc.Arbitrary<T>) => fc.oneof({ arbitrary: good, weight: 4 }, anyValue);
const nearUser = fc.record(
  {
    id: field(fc.integer()),
    cartId: field(fc.option(fc.uuid(), { nil: null })),
    email: field(fc.emailAddress()),
    isVerified: field(fc.boolean()),
    firstName: field(fc.string()),
    lastName: field(fc.string()),
    extra: fc.string(),
  },
  { requiredKeys: ['id', 'cartId', 'email', 'isVerified', 'firstName', 'lastName'] },
);

describe('the stored user is read as the contract’s userSchema reads it (without loading zod)', () => {
  it('agrees with z.nullable(userSchema) on users, near-users and other JSON', () => {
    fc.assert(
      fc.property(fc.oneof(nearUser, fc.array(nearUser, { maxLength: 1 }), fc.jsonValue()), (user) => {
        expect(readBack({ user })).toEqual(withSchema(JSON.parse(JSON.stringify(user ?? null))));
      }),
      { numRuns: 2000 },
    );
  });

  it('drops fields the schema does not know', () => {
    const user = { id: 7, cartId: null, email: 'a@b.rs', isVerified: true, firstName: 'A', lastName: 'B' };
    expect(readBack({ user: { ...user, role: 'admin' } })).toStrictEqual(user);
  });
});
