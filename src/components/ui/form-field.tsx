import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** What the control inside a frame carries so screen readers tie the label, hint and error to it. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FrameProps = {
  label: string;
  /** The Serbian message of the field's rule, when the value breaks it. */
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
  children: (control: FieldControl) => ReactNode;
};

/** A form field's label, hint and error around its control (an input, a textarea, …). */
export function FieldFrame({ label, error, hint, id, children }: FrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const described = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {hint && (
        <span id={`${controlId}-hint`} className="form-note">
          {hint}
        </span>
      )}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error && (
        <span id={`${controlId}-error`} className="form-error">
          {error}
        </span>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The Serbian message of the field's rule, when the value breaks it. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its hint and error tied to it for screen readers. */
export function FormField({ label, error, hint, id, ...input }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
