import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { selectIsAuthBusy, selectLoginError } from '../../../machines/auth/auth.selectors';
import { loginForm } from '../../actors/account.forms';
import { FormField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { useShopActors } from '../../lib/shop-selectors';
import { useForm } from '../../lib/use-form';
import { usePassedOnRedirect } from '../../lib/use-login-address';
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
  const form = useForm(loginForm, { values: { email: '', password: '' }, extra: redirect });

  return (
    <section className="account-page">
      <PageHeading>Prijava</PageHeading>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit}>
        <FormField label="E-adresa" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField label="Lozinka" autoComplete="current-password" {...form.field('password')} />
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
