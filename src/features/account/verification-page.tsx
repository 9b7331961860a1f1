import { shallowEqual, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { selectAddressStatus } from '../../../machines/email-verification/email-verification.selectors';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/status';
import { useAccountFlows, useUser } from '../../lib/shop-selectors';
import { ResendVerification } from './resend-verification';
import { useSendOnce } from './use-send-once';
import { AccountFlow } from './account-flow';
import './account.css';

/** /verification: where the verification mail went, what to do with it, and how to get a new one. */
export function VerificationPage() {
  return (
    <AccountFlow flow="emailVerification">
      <VerificationScreen />
    </AccountFlow>
  );
}

function VerificationScreen() {
  const user = useUser();
  const queryEmail = new URLSearchParams(useSearch()).get('email')?.trim() || null;
  const verified = user?.isVerified === true;
  const { emailVerification } = useAccountFlows();
  const status = useSelector(emailVerification, selectAddressStatus, shallowEqual);

  // Spec §7 pending-verification/get: the machine decides which address the page is about (the
  // signed-in user's, else the link's) and checks each once; told again when the user is known
  // (getMe answering after the first render).
  const signedIn = user && { email: user.email, isVerified: user.isVerified };
  useSendOnce(
    () => emailVerification.send({ type: 'emailVerification.open', email: queryEmail, user: signedIn }),
    `${user?.email ?? ''} ${verified} ${queryEmail ?? ''}`,
  );

  if (user && verified) {
    return (
      <section className="account-page">
        <PageHeading>Potvrda e-adrese</PageHeading>
        <div className="account-notice success">
          <p>
            Vaša e-adresa <strong>{user.email}</strong> je potvrđena. Možete da koristite listu želja i
            ocenjujete proizvode.
          </p>
          <p>
            <Link href="/profil/lista-zelja" className="button primary">
              Otvori listu želja
            </Link>
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="account-page">
      <PageHeading>Potvrda e-adrese</PageHeading>
      {status.kind === 'checking' && <PageLoading label="Proveravamo e-adresu…" />}
      {(status.kind === 'pending' || status.kind === 'mailed') && (
        <div className="account-notice">
          <p>
            Poslali smo link za potvrdu na <strong>{status.email}</strong>.
          </p>
          <ol className="account-steps">
            <li>Otvorite poruku „Potvrdite svoju e-adresu“ u svom sandučetu.</li>
            <li>Kliknite na dugme „Potvrdite e-adresu“. Link važi 24 sata.</li>
            <li>Posle potvrde možete da koristite listu želja i ocenjujete proizvode.</li>
          </ol>
          <p className="form-note">
            Poruka nije stigla? Proverite folder za neželjenu poštu ili zatražite novi link.
          </p>
        </div>
      )}
      {status.kind === 'notPending' && (
        <div className="account-notice">
          <p>
            Za adresu <strong>{status.email}</strong> nema naloga koji čeka potvrdu: ili je već potvrđena, ili
            nalog sa njom ne postoji.
          </p>
          <p className="account-actions">
            <Link href="/login" className="button primary">
              Prijavite se
            </Link>
            <Link href="/register" className="button secondary">
              Napravite nalog
            </Link>
          </p>
        </div>
      )}
      {status.kind === 'unknown' && (
        <p className="account-intro">
          Upišite e-adresu sa kojom ste napravili nalog i poslaćemo Vam novi link za potvrdu.
        </p>
      )}
      {status.kind !== 'checking' && status.kind !== 'notPending' && (
        <ResendVerification
          key={status.kind === 'unknown' ? '' : status.email}
          email={status.kind === 'unknown' ? null : status.email}
          signedIn={user !== null}
        />
      )}
    </section>
  );
}
