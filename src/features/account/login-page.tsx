import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { selectIsAuthBusy } from '../../../machines/auth/auth.selectors';
import { safeRedirect } from '../../app/guards';
import { FormField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { useIsLoggedIn, useShopActors } from '../../lib/shop-selectors';
import { formSchemas, useFieldErrors } from './form-errors';
import { PasswordField } from './password-field';
import { useAuthEvent } from './use-shop-events';
import './account.css';

/** /login: e-mail and password; back to ?redirect (or the profile) once signed in. */
export function LoginPage() {
  const { auth } = useShopActors();
  const busy = useSelector(auth, selectIsAuthBusy);
  const loggedIn = useIsLoggedIn();
  const [, navigate] = useLocation();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const [values, setValues] = useState({ email: '', password: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, errors, validate, clear } = useFieldErrors();

  useAuthEvent('auth.loginFailed', (event) => setServerError(event.message));

  // The login guard let only an anonymous visitor in: a user appearing here signed in on this page.
  useEffect(() => {
    if (loggedIn) navigate(safeRedirect(redirect), { replace: true });
  }, [loggedIn, navigate, redirect]);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, loginBodySchema } = await formSchemas();
    const credentials = validate(checkFields(loginBodySchema, values));
    if (!credentials) return;
    setServerError(null);
    auth.send({ type: 'auth.login.submit', credentials });
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
          <Link href="/forgot-password">Zaboravili ste lozinku?</Link>
        </li>
        <li>
          Nemate nalog? <Link href="/register">Napravite nalog</Link>
        </li>
      </ul>
    </section>
  );
}
