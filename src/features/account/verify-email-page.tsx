import { shallowEqual, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { selectVerifyEmailView } from '../../../machines/verify-email/verify-email.selectors';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/status';
import { useAccountFlows } from '../../lib/shop-selectors';
import { useSendOnce } from './use-send-once';
import { AccountFlow } from './account-flow';
import './account.css';

/** /verify-email?token=… (the guard makes sure there is one): the link of the verification mail. */
export function VerifyEmailPage() {
  return (
    <AccountFlow flow="verifyEmail">
      <VerifyEmailScreen />
    </AccountFlow>
  );
}

function VerifyEmailScreen() {
  const { verifyEmail } = useAccountFlows();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const view = useSelector(verifyEmail, selectVerifyEmailView, shallowEqual);

  // The token is single use; the machine ignores an open of a token it already handles.
  useSendOnce(() => verifyEmail.send({ type: 'verifyEmail.open', token }), token);

  return (
    <section className="account-page">
      <PageHeading>Potvrda e-adrese</PageHeading>
      {view.kind === 'verifying' && <PageLoading label="Potvrđujemo e-adresu…" />}
      {(view.kind === 'verified' || view.kind === 'alreadyVerified') && (
        <div role="status" className="account-notice success">
          <p className="account-notice-title">
            {view.kind === 'verified' ? 'E-adresa je potvrđena' : 'E-adresa je već potvrđena'}
          </p>
          <p>
            {view.kind === 'verified'
              ? 'Hvala! Sada možete da koristite listu želja i ocenjujete proizvode.'
              : `${view.message} Link za potvrdu važi samo jednom, a ovaj je već iskorišćen.`}
          </p>
          <p className="account-actions">
            <Link href="/profil/lista-zelja" className="button primary">
              Otvori listu želja
            </Link>
            <Link href="/profil" className="button secondary">
              Moj profil
            </Link>
          </p>
        </div>
      )}
      {view.kind === 'failed' && (
        <div role="alert" className="account-notice">
          <p className="account-notice-title">E-adresa nije potvrđena</p>
          <p>{view.message}</p>
          <p>
            <Link href="/verification" className="button primary">
              Pošaljite novi link
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
