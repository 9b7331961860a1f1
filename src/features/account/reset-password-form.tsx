import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import type { ResetPasswordData } from '../../../machines/reset-password/reset-password.types';
import { formSchemas, useFieldErrors } from './form-errors';
import { PasswordField } from './password-field';

type Props = {
  busy: boolean;
  /** The server's text when the change was refused (an expired link, a rate limit). */
  failure: string | null;
  onSubmit: (data: ResetPasswordData) => void;
};

/** The new password twice, checked with the contract's rules before it goes out. */
export function ResetPasswordForm({ busy, failure, onSubmit }: Props) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const { formRef, errors, validate, clear } = useFieldErrors();

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clear(name);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, resetPasswordDataSchema } = await formSchemas();
    const data = validate(checkFields(resetPasswordDataSchema, values));
    if (data) onSubmit(data);
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <PasswordField
        label="Nova lozinka"
        autoComplete="new-password"
        hint="Najmanje 8 karaktera."
        {...field('password')}
      />
      <PasswordField
        label="Potvrda nove lozinke"
        autoComplete="new-password"
        revealWhat="potvrdu lozinke"
        {...field('confirmPassword')}
      />
      {failure && (
        <div role="alert" className="account-alert">
          <p>{failure}</p>
          <p>
            <Link href="/forgot-password">Zatražite novi link</Link>
          </p>
        </div>
      )}
      <button type="submit" className="button primary account-submit" disabled={busy}>
        Sačuvaj novu lozinku
      </button>
    </form>
  );
}
