import { shallowEqual, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { selectResetPasswordView } from '../../../machines/reset-password/reset-password.selectors';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/status';
import { useAccountFlows } from '../../lib/shop-selectors';
import { ResetPasswordForm } from './reset-password-form';
import { useSendOnce } from './use-send-once';
import { AccountFlow } from './account-flow';
import './account.css';

/** /reset-password?token=…: the link from the mail is checked first, then the new password is set. */
export function ResetPasswordPage() {
  return (
    <AccountFlow flow="resetPassword">
      <ResetPasswordScreen />
    </AccountFlow>
  );
}

function ResetPasswordScreen() {
  const { resetPassword } = useAccountFlows();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const view = useSelector(resetPassword, selectResetPasswordView, shallowEqual);

  // The token is single use; the machine ignores an open of a token it already handles.
  useSendOnce(() => resetPassword.send({ type: 'resetPassword.open', token }), token);

  return (
    <section className="account-page">
      <PageHeading>Nova lozinka</PageHeading>
      {view.kind === 'checking' && <PageLoading label="Proveravamo link…" />}
      {view.kind === 'invalid' && (
        <div role="alert" className="account-notice">
          <p>{view.message}</p>
          <p>Linkovi za promenu lozinke važe 30 minuta i mogu se iskoristiti samo jednom.</p>
          <p>
            <Link href="/forgot-password" className="button primary">
              Zatražite novi link
            </Link>
          </p>
        </div>
      )}
      {view.kind === 'form' && (
        <>
          <p className="account-intro">Izaberite novu lozinku za svoj nalog.</p>
          <ResetPasswordForm busy={view.busy} failure={view.failure} />
        </>
      )}
      {view.kind === 'changed' && (
        <div role="status" className="account-notice success">
          <p>Lozinka je promenjena. Prijavite se novom lozinkom.</p>
          <p>
            <Link href="/login" className="button primary">
              Prijavi se
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
