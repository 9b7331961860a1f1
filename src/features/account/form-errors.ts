import { useEffect, useRef, useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { output } from 'zod/v4/core';

export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * The account forms' contract schemas. They bring zod, which the pages do not need to render: a
 * form loads them when it is submitted (the API client has usually brought zod already).
 */
export const formSchemas = () => import('./form-schemas');

/** Runs a contract schema over a form's values: the parsed data, or the first Serbian message per field. */
export function checkForm<S extends ZodMiniType>(schema: S, values: unknown): Checked<output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * A form's field messages. `validate` checks the values with the contract schema; when it refuses,
 * the first field with a message takes the focus, so the shopper starts where the problem is.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return {
    formRef,
    errors,
    /**
     * `also`: schemas whose messages should show in the same pass. Zod skips a schema's cross-field
     * rule (passwords equal) while a field fails, so the pair is checked on its own as well.
     */
    validate<S extends ZodMiniType>(schema: S, values: unknown, ...also: ZodMiniType[]): output<S> | null {
      const checked = checkForm(schema, values);
      if (checked.ok) {
        setErrors({});
        return checked.data;
      }
      const more = also.map((extra) => checkForm(extra, values));
      setErrors(
        Object.assign({}, ...more.map((each) => (each.ok ? {} : each.errors)).reverse(), checked.errors),
      );
      setRefusals((count) => count + 1);
      return null;
    },
    /** The shopper changed a field: its old message no longer applies. */
    clear(field: string) {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
  };
}
