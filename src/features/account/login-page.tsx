import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { selectIsAuthBusy, selectLoginError } from '../../../machines/auth/auth.selectors';
import { FormField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { useShopActors } from '../../lib/shop-selectors';
import { usePassedOnRedirect } from '../../lib/use-login-address';
import { formSchemas, useFieldErrors } from './form-errors';
import { PasswordField } from './password-field';
import './account.css';

/** /login: e-mail and password; the auth machine leads back to ?redirect (or the profile) once signed in. */
export function LoginPage() {
  const { auth } = useShopActors();
  const busy = useSelector(auth, selectIsAuthBusy);
  const serverError = useSelector(auth, selectLoginError);
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const forgotPasswordAddress = usePassedOnRedirect('/forgot-password');
  const registerAddress = usePassedOnRedirect('/register');
  const [values, setValues] = useState({ email: '', password: '' });
  const { formRef, errors, validate, clear } = useFieldErrors();

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, loginBodySchema } = await formSchemas();
    const credentials = validate(checkFields(loginBodySchema, values));
    if (!credentials) return;
    auth.send({ type: 'auth.login.submit', credentials, redirect });
  };

  return (
    <section className="account-page">
      <PageHeading>Prijava</PageHeading>
      <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
        <FormField
          label="E-adresa"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <PasswordField
          label="Lozinka"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        {serverError && (
          <p role="alert" className="account-alert">
            {serverError}
          </p>
        )}
        <button type="submit" className="button primary account-submit" disabled={busy}>
          Prijavi se
        </button>
      </form>
      <ul className="account-links">
        <li>
          <Link href={forgotPasswordAddress}>Zaboravili ste lozinku?</Link>
        </li>
        <li>
          Nemate nalog? <Link href={registerAddress}>Napravite nalog</Link>
        </li>
      </ul>
    </section>
  );
}
