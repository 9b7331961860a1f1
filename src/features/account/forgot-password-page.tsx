import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  selectIsSendingResetLink,
  selectResetLinkFailure,
  selectResetLinkSent,
} from '../../../machines/forgot-password/forgot-password.selectors';
import { forgotPasswordForm } from '../../actors/account.forms';
import { FormField } from '../../components/ui/form-field';
import { PageHeading } from '../../components/ui/page-heading';
import { useAccountFlows } from '../../lib/shop-selectors';
import { useForm } from '../../lib/use-form';
import { usePassedOnLoginAddress } from '../../lib/use-login-address';
import { useSendOnce } from './use-send-once';
import { AccountFlow } from './account-flow';
import './account.css';

/**
 * /forgot-password. The server answers alike whether or not the address has an account, so the
 * confirmation never tells a stranger which addresses are registered.
 */
export function ForgotPasswordPage() {
  return (
    <AccountFlow flow="forgotPassword">
      <ForgotPasswordScreen />
    </AccountFlow>
  );
}

function ForgotPasswordScreen() {
  const { forgotPassword } = useAccountFlows();
  const loginAddress = usePassedOnLoginAddress();
  const busy = useSelector(forgotPassword, selectIsSendingResetLink);
  const sent = useSelector(forgotPassword, selectResetLinkSent);
  const failure = useSelector(forgotPassword, selectResetLinkFailure);
  const form = useForm(forgotPasswordForm, { values: { email: '' } });

  // A result of an earlier visit is not shown again.
  useSendOnce(() => forgotPassword.send({ type: 'forgotPassword.open' }));

  return (
    <section className="account-page">
      <PageHeading>Zaboravljena lozinka</PageHeading>
      <p className="account-intro">
        Upišite e-adresu naloga. Poslaćemo Vam link za novu lozinku; link važi 30 minuta.
      </p>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={form.submit}>
        <FormField label="E-adresa" type="email" autoComplete="email" {...form.field('email')} />
        <div role="status" className="account-status">
          {sent && <p className="form-success">{sent} Proverite i folder za neželjenu poštu.</p>}
        </div>
        {failure && (
          <p role="alert" className="account-alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button primary account-submit" disabled={busy}>
          Pošalji link
        </button>
      </form>
      <p className="account-links">
        Setili ste se lozinke? <Link href={loginAddress}>Prijavite se</Link>
      </p>
    </section>
  );
}
