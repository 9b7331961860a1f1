import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { selectIsAccountBusy } from '../../../machines/account/account.selectors';
import { FormField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { useShopActors } from '../../lib/shop-selectors';
import { formSchemas, useFieldErrors } from './form-errors';
import { useAccountEvent } from './use-shop-events';
import './account.css';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | null;

/**
 * /forgot-password. The server answers alike whether or not the address has an account, so the
 * confirmation never tells a stranger which addresses are registered.
 */
export function ForgotPasswordPage() {
  const { account } = useShopActors();
  const busy = useSelector(account, selectIsAccountBusy);
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { formRef, errors, validate, clear } = useFieldErrors();

  useAccountEvent('account.passwordResetRequested', (event) =>
    setOutcome({ kind: 'sent', message: event.message }),
  );
  useAccountEvent('account.passwordResetFailed', (event) =>
    setOutcome({ kind: 'failed', message: event.message }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, emailBodySchema } = await formSchemas();
    const body = validate(checkFields(emailBodySchema, { email }));
    if (!body) return;
    setOutcome(null);
    account.send({ type: 'account.password.forgot', email: body.email });
  };

  return (
    <section className="account-page">
      <PageHeading>Zaboravljena lozinka</PageHeading>
      <p className="account-intro">
        Upišite e-adresu naloga. Poslaćemo vam link za novu lozinku; link važi 30 minuta.
      </p>
      <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
        <FormField
          label="E-adresa"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
          }}
          error={errors.email}
        />
        <div role="status" className="account-status">
          {outcome?.kind === 'sent' && (
            <p className="form-success">{outcome.message} Proverite i folder za neželjenu poštu.</p>
          )}
        </div>
        {outcome?.kind === 'failed' && (
          <p role="alert" className="account-alert">
            {outcome.message}
          </p>
        )}
        <button type="submit" className="button primary account-submit" disabled={busy}>
          Pošalji link
        </button>
      </form>
      <p className="account-links">
        Setili ste se lozinke? <Link href="/login">Prijavite se</Link>
      </p>
    </section>
  );
}
