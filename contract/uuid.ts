/**
 * The pattern z.uuid() checks (zod's `regexes.uuid()`, any version), written out: the client's entry
 * chunk checks order ids with it without loading zod. test/contract/uuid.test.ts holds it to zod's.
 */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether `value` is what `uuidSchema` (./common.ts, z.uuid()) accepts. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
