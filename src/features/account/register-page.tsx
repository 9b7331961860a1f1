import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { selectIsEmailTaken } from '../../../machines/account/account.selectors';
import { selectIsAuthBusy, selectRegisterError } from '../../../machines/auth/auth.selectors';
import { registerForm, wellFormedEmail } from '../../actors/account.forms';
import { FormField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { useShopActors } from '../../lib/shop-selectors';
import { useForm } from '../../lib/use-form';
import { usePassedOnLoginAddress } from '../../lib/use-login-address';
import { PasswordField } from './password-field';
import { EmailTakenNote } from './email-taken-note';
import { TermsCheckbox } from './terms-checkbox';
import { useSendOnce } from './use-send-once';
import './account.css';

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * /register. The server sends the verification mail itself and the auth machine then leads to
 * /verification, so a successful registration needs nothing more from this page.
 */
export function RegisterPage() {
  const { auth, account } = useShopActors();
  const loginAddress = usePassedOnLoginAddress();
  const busy = useSelector(auth, selectIsAuthBusy);
  const serverError = useSelector(auth, selectRegisterError);
  const emailTaken = useSelector(account, selectIsEmailTaken);
  const form = useForm(registerForm, { values: empty });

  // The address field starts empty: what was said of an address on an earlier visit goes.
  useSendOnce(() => account.send({ type: 'account.email.edit' }));

  // Spec §7 check-user: a valid address that already has an account is said before the submit.
  const checkEmail = async () => {
    const email = await wellFormedEmail(String(form.values.email));
    if (email) account.send({ type: 'account.email.check', email });
  };
  const field = form.field;
  const emailField = field('email');

  return (
    <section className="account-page">
      <PageHeading>Registracija</PageHeading>
      <p className="account-intro">
        Sa nalogom pratite porudžbine, ocenjujete proizvode i čuvate listu želja. Vaša korpa ostaje sa Vama.
      </p>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit}>
        <div className="field-pair">
          <FormField label="Ime" autoComplete="given-name" {...field('firstName')} />
          <FormField label="Prezime" autoComplete="family-name" {...field('lastName')} />
        </div>
        <FormField
          label="E-adresa"
          type="email"
          autoComplete="email"
          onBlur={checkEmail}
          {...emailField}
          onChange={(event) => {
            emailField.onChange(event);
            account.send({ type: 'account.email.edit' });
          }}
        />
        {emailTaken && <EmailTakenNote />}
        <FormField
          label="Telefon (nije obavezno)"
          type="tel"
          autoComplete="tel"
          hint="Na primer 064 123 4567"
          {...field('phone')}
        />
        <PasswordField
          label="Lozinka"
          autoComplete="new-password"
          hint="Najmanje 8 karaktera."
          {...field('password')}
        />
        <PasswordField
          label="Potvrda lozinke"
          autoComplete="new-password"
          revealWhat="potvrdu lozinke"
          {...field('confirmPassword')}
        />
        <TermsCheckbox
          checked={form.values.acceptTerms === true}
          error={form.errors.acceptTerms}
          onChange={(checked) => form.set('acceptTerms', checked)}
        />
        {serverError && (
          <p role="alert" className="account-alert">
            {serverError}
          </p>
        )}
        <button type="submit" className="button primary account-submit" disabled={busy}>
          Napravi nalog
        </button>
      </form>
      <p className="account-links">
        Već imate nalog? <Link href={loginAddress}>Prijavite se</Link>
      </p>
    </section>
  );
}
