import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The Serbian message of the field's rule, when the value breaks it. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its hint and error tied to it for screen readers. */
export function FormField({ label, error, hint, id, ...input }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
