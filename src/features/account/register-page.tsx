import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { selectIsEmailTaken } from '../../../machines/account/account.selectors';
import { selectIsAuthBusy, selectRegisterError } from '../../../machines/auth/auth.selectors';
import { FormField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { useShopActors } from '../../lib/shop-selectors';
import { usePassedOnLoginAddress } from '../../lib/use-login-address';
import { formSchemas, useFieldErrors } from './form-errors';
import { PasswordField } from './password-field';
import { EmailTakenNote } from './email-taken-note';
import { TermsCheckbox } from './terms-checkbox';
import { useSendOnce } from './use-send-once';
import './account.css';

const empty = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };
type TextField = keyof typeof empty;

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
  const [values, setValues] = useState(empty);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const { formRef, errors, validate, clear } = useFieldErrors();

  // The address field starts empty: what was said of an address on an earlier visit goes.
  useSendOnce(() => account.send({ type: 'account.email.edit' }));

  // Spec §7 check-user: a valid address that already has an account is said before the submit.
  const checkEmail = async () => {
    const { checkFields, emailBodySchema } = await formSchemas();
    const checked = checkFields(emailBodySchema, { email: values.email });
    if (checked.ok) account.send({ type: 'account.email.check', email: checked.data.email });
  };

  const field = (name: TextField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clear(name);
      if (name === 'email') account.send({ type: 'account.email.edit' });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, registerBodySchema, resetPasswordDataSchema } = await formSchemas();
    // The phone is optional: an empty field is no phone, not a wrong one.
    const phone = values.phone.trim() || undefined;
    const filled = { ...values, phone, acceptTerms };
    const form = validate(
      checkFields(registerBodySchema, filled),
      checkFields(resetPasswordDataSchema, filled),
    );
    if (!form) return;
    auth.send({ type: 'auth.register.submit', form });
  };

  return (
    <section className="account-page">
      <PageHeading>Registracija</PageHeading>
      <p className="account-intro">
        Sa nalogom pratite porudžbine, ocenjujete proizvode i čuvate listu želja. Vaša korpa ostaje sa Vama.
      </p>
      <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
        <div className="field-pair">
          <FormField label="Ime" autoComplete="given-name" {...field('firstName')} />
          <FormField label="Prezime" autoComplete="family-name" {...field('lastName')} />
        </div>
        <FormField
          label="E-adresa"
          type="email"
          autoComplete="email"
          onBlur={checkEmail}
          {...field('email')}
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
          checked={acceptTerms}
          error={errors.acceptTerms}
          onChange={(checked) => {
            setAcceptTerms(checked);
            clear('acceptTerms');
          }}
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
