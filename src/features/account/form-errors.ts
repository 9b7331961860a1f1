import { useLayoutEffect, useRef, useState } from 'react';
import type { CheckedFields } from '../../../contract/check-fields';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The account forms' contract schemas and their check. They bring zod, which the pages do not need to render: a
 * form loads them when it is submitted (the API client has usually brought zod already).
 */
export const formSchemas = () => import('./form-schemas');

/**
 * A form's field messages. `validate` shows what checkFields (contract/check-fields.ts) found; when it refuses,
 * the first field with a message takes the focus, so the shopper starts where the problem is.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);
  useLayoutEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return {
    formRef,
    errors,
    /**
     * The checked data, or null after showing why the values were refused. `also`: further checks
     * whose messages show in the same pass. Zod skips a schema's cross-field rule (passwords equal)
     * while a field fails, so the pair is checked on its own as well.
     */
    validate<T>(checked: CheckedFields<T>, ...also: CheckedFields<unknown>[]): T | null {
      if (checked.ok) {
        setErrors({});
        return checked.data;
      }
      setErrors(
        Object.assign({}, ...also.map((each) => (each.ok ? {} : each.errors)).reverse(), checked.errors),
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
