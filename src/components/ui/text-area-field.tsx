import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './form-field';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** The Serbian message of the field's rule, when the value breaks it. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled textarea with its hint and error tied to it, like FormField for inputs. */
export function TextAreaField({ label, error, hint, id, ...textarea }: Props) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => <textarea {...control} {...textarea} />}
    </FieldFrame>
  );
}
