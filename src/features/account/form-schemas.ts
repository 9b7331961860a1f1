import type { ZodMiniType } from 'zod/mini';
import type { output } from 'zod/v4/core';
import { serbianErrorMap } from '../../../contract/zod-serbian';
import type { Checked, FieldErrors } from './form-errors';

// The schemas the account forms check with, and the check (./form-errors.ts `formSchemas` loads
// this module on a form's first submit, so that zod is not part of the pages' chunks).
export {
  emailBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordDataSchema,
} from '../../../contract/auth';
export { changePasswordBodySchema, updateProfileBodySchema } from '../../../contract/profile';

/**
 * Runs a contract schema over a form's values (the server checks the same): the parsed data, or
 * the first Serbian message per field, keyed by its dotted path ("address.city"). Rules a schema
 * does not word itself get the shop's Serbian messages too.
 */
export function check<S extends ZodMiniType>(schema: S, values: unknown): Checked<output<S>> {
  const result = schema.safeParse(values, { error: serbianErrorMap });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return { ok: false, errors };
}
