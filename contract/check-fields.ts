import type { ZodMiniType } from 'zod/mini';
import type { output } from 'zod/v4/core';
import { serbianErrorMap } from './zod-serbian';

/** A form's values as a contract schema judged them. */
export type CheckedFields<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/**
 * Checks a form's values with the schema the server checks them with: the parsed data, or the
 * Serbian message of each field's first broken rule, keyed by its dotted path ("address.city").
 * Rules a schema does not word itself get the shop's Serbian messages (./zod-serbian.ts), as on
 * the server.
 */
export function checkFields<S extends ZodMiniType>(schema: S, values: unknown): CheckedFields<output<S>> {
  const result = schema.safeParse(values, { error: serbianErrorMap });
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return { ok: false, errors };
}
