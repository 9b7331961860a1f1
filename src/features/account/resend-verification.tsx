import { shallowEqual, useSelector } from '@xstate/react';
import {
  selectIsSendingVerification,
  selectVerificationMail,
} from '../../../machines/email-verification/email-verification.selectors';
import { resendVerificationForm } from '../../actors/account.forms';
import { FormField } from '../../components/ui/form-field';
import { useAccountFlows } from '../../lib/shop-selectors';
import { useForm } from '../../lib/use-form';

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
  // A known address is the form's value from the start (the page keys this form by it).
  const form = useForm(resendVerificationForm, { values: { email: email ?? '' }, extra: signedIn });

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit}>
      {email === null && (
        <FormField label="E-adresa" type="email" autoComplete="email" {...form.field('email')} />
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
