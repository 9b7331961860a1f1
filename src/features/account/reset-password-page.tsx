import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { selectIsAccountBusy, selectIsCheckingResetLink } from '../../../machines/account/account.selectors';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/status';
import { useShopActors } from '../../lib/shop-selectors';
import { ResetPasswordForm } from './reset-password-form';
import { useSendOnce } from './use-send-once';
import { useAccountEvent } from './use-shop-events';
import './account.css';

const NO_TOKEN_TEXT = 'Link za promenu lozinke nije potpun.';

type Phase =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; failure: string | null }
  | { kind: 'changed' };

/** /reset-password?token=…: the link from the mail is checked first, then the new password is set. */
export function ResetPasswordPage() {
  const { account } = useShopActors();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(() =>
    token ? { kind: 'checking' } : { kind: 'invalid', message: NO_TOKEN_TEXT },
  );
  const checkingLink = useSelector(account, selectIsCheckingResetLink);
  const busy = useSelector(account, selectIsAccountBusy);

  useAccountEvent('account.resetTokenVerified', () => setPhase({ kind: 'form', failure: null }));
  useAccountEvent('account.resetTokenFailed', (event) =>
    setPhase({ kind: 'invalid', message: event.message }),
  );
  useAccountEvent('account.passwordChanged', () => setPhase({ kind: 'changed' }));
  useAccountEvent('account.changePasswordFailed', (event) =>
    setPhase({ kind: 'form', failure: event.message }),
  );

  useSendOnce(() => {
    if (token) account.send({ type: 'account.password.verifyToken', token });
  });

  return (
    <section className="account-page">
      <PageHeading>Nova lozinka</PageHeading>
      {(phase.kind === 'checking' || checkingLink) && <PageLoading label="Proveravamo link…" />}
      {phase.kind === 'invalid' && (
        <div role="alert" className="account-notice">
          <p>{phase.message}</p>
          <p>Linkovi za promenu lozinke važe 30 minuta i mogu se iskoristiti samo jednom.</p>
          <p>
            <Link href="/forgot-password" className="button primary">
              Zatražite novi link
            </Link>
          </p>
        </div>
      )}
      {phase.kind === 'form' && (
        <>
          <p className="account-intro">Izaberite novu lozinku za svoj nalog.</p>
          <ResetPasswordForm
            busy={busy}
            failure={phase.failure}
            onSubmit={(resetPasswordData) => {
              setPhase({ kind: 'form', failure: null });
              account.send({ type: 'account.password.change', token, resetPasswordData });
            }}
          />
        </>
      )}
      {phase.kind === 'changed' && (
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
