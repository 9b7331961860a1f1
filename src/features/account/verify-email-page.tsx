import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/status';
import { useShopActors } from '../../lib/shop-selectors';
import { useSendOnce } from './use-send-once';
import { useAccountEvent } from './use-shop-events';
import './account.css';

type Result = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/** /verify-email?token=… (the guard makes sure there is one): the link of the verification mail. */
export function VerifyEmailPage() {
  const { account } = useShopActors();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [result, setResult] = useState<Result>({ kind: 'verifying' });

  useAccountEvent('account.emailVerified', () => setResult({ kind: 'verified' }));
  useAccountEvent('account.verifyEmailFailed', (event) =>
    setResult({ kind: 'failed', message: event.message }),
  );

  // The token is single use: exactly one request, also under StrictMode.
  useSendOnce(() => account.send({ type: 'account.email.verify', token }));

  return (
    <section className="account-page">
      <PageHeading>Potvrda e-adrese</PageHeading>
      {result.kind === 'verifying' && <PageLoading label="Potvrđujemo e-adresu…" />}
      {result.kind === 'verified' && (
        <div role="status" className="account-notice success">
          <p className="account-notice-title">E-adresa je potvrđena</p>
          <p>Hvala! Sada možete da koristite listu želja i ocenjujete proizvode.</p>
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
      {result.kind === 'failed' && (
        <div role="alert" className="account-notice">
          <p className="account-notice-title">E-adresa nije potvrđena</p>
          <p>{result.message}</p>
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
