import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { selectIsAccountBusy } from '../../../machines/account/account.selectors';
import { FormField } from '../../components/ui/form-field';
import { useShopActors } from '../../lib/shop-selectors';
import { formSchemas, useFieldErrors } from './form-errors';
import { useAccountEvent } from './use-shop-events';

type Outcome = { kind: 'sent' | 'failed'; message: string } | null;

/**
 * "Pošalji ponovo": a new verification link to the known address, or, for a visitor we know
 * nothing about, to the address they type.
 */
export function ResendVerification({ email }: { email: string | null }) {
  const { account } = useShopActors();
  const busy = useSelector(account, selectIsAccountBusy);
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { formRef, errors, validate, clear } = useFieldErrors();

  useAccountEvent('account.verificationEmailSent', (event) =>
    setOutcome({ kind: 'sent', message: event.message }),
  );
  useAccountEvent('account.verificationEmailFailed', (event) =>
    setOutcome({ kind: 'failed', message: event.message }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, emailBodySchema } = await formSchemas();
    const body = validate(checkFields(emailBodySchema, { email: email ?? typed }));
    if (!body) return;
    setOutcome(null);
    account.send({ type: 'account.verificationEmail.resend', email: body.email });
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      {email === null && (
        <FormField
          label="E-adresa"
          type="email"
          name="email"
          autoComplete="email"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            clear('email');
          }}
          error={errors.email}
        />
      )}
      <div role="status" className="account-status">
        {outcome?.kind === 'sent' && <p className="form-success">{outcome.message}</p>}
      </div>
      {outcome?.kind === 'failed' && (
        <p role="alert" className="account-alert">
          {outcome.message}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy}>
        Pošalji ponovo
      </button>
    </form>
  );
}
