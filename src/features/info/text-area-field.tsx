import { type TextareaHTMLAttributes, useId } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** The Serbian message of the field's rule, when the value breaks it. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled textarea with its hint and error tied to it, like FormField for inputs. */
export function TextAreaField({ label, error, hint, id, ...textarea }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <span id={`${fieldId}-hint`} className="form-note">
          {hint}
        </span>
      )}
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
      {error && (
        <span id={`${fieldId}-error`} className="form-error">
          {error}
        </span>
      )}
    </div>
  );
}
