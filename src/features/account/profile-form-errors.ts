import { useEffect, useRef, useState } from 'react';

/** Field name (a dotted path such as "address.city") → the Serbian message of its first broken rule. */
export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The profile forms' checks (with zod), loaded on a form's first submit. */
export const profileValidation = () => import('./profile-validation');

/** A profile form's messages; when the form is refused, its first invalid field takes the focus. */
export function useProfileFormErrors() {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return {
    form,
    errors,
    /** The parsed body, or null after showing why it was refused. */
    show<T>(checked: Checked<T>): T | null {
      setErrors(checked.ok ? {} : checked.errors);
      if (checked.ok) return checked.data;
      setRefusals((count) => count + 1);
      return null;
    },
  };
}
