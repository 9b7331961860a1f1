import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { changePasswordBodySchema, updateProfileBodySchema } from '../../../contract/profile';
import { serbianErrorMap } from '../../../contract/zod-serbian';
import type { Checked, FieldErrors } from './profile-form-errors';

// The profile forms' checks with their contract schemas (the server checks the same). They bring
// zod, which the profile page does not need to render: ./profile-form-errors.ts loads this module
// when a form is submitted.

/** The parsed body, or the Serbian message of each field's first broken rule (dotted paths). */
function validateWith<S extends $ZodType>(schema: S, body: unknown): Checked<output<S>> {
  const result = safeParse(schema, body, { error: serbianErrorMap });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export const checkProfile = (body: unknown) => validateWith(updateProfileBodySchema, body);
export const checkPassword = (values: unknown) => validateWith(changePasswordBodySchema, values);
