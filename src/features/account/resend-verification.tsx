import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import {
  selectIsSendingVerification,
  selectVerificationMail,
} from '../../../machines/email-verification/email-verification.selectors';
import { FormField } from '../../components/ui/form-field';
import { useAccountFlows } from '../../lib/shop-selectors';
import { formSchemas, useFieldErrors } from './form-errors';

type Props = {
  /** The address the link goes to; null: the visitor types it. */
  email: string | null;
  /** A signed-in user's own address (spec §7 generate-email), else a visitor's (request-verify-email). */
  signedIn: boolean;
};

/**
 * "Pošalji ponovo": a new verification link to the known address, or, for a visitor we know
 * nothing about, to the address they type.
 */
export function ResendVerification({ email, signedIn }: Props) {
  const { emailVerification } = useAccountFlows();
  const busy = useSelector(emailVerification, selectIsSendingVerification);
  const mail = useSelector(emailVerification, selectVerificationMail, shallowEqual);
  const [typed, setTyped] = useState('');
  const { formRef, errors, validate, clear } = useFieldErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, emailBodySchema } = await formSchemas();
    const body = validate(checkFields(emailBodySchema, { email: email ?? typed }));
    if (!body) return;
    emailVerification.send({
      type: signedIn ? 'emailVerification.generate' : 'emailVerification.resend',
      email: body.email,
    });
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
        {mail?.kind === 'sent' && <p className="form-success">{mail.message}</p>}
      </div>
      {mail?.kind === 'failed' && (
        <p role="alert" className="account-alert">
          {mail.message}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy}>
        Pošalji ponovo
      </button>
    </form>
  );
}
