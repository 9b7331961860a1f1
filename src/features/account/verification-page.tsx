import { Link, useSearch } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { useUser } from '../../lib/shop-selectors';
import { ResendVerification } from './resend-verification';
import './account.css';

/** /verification: where the verification mail went, what to do with it, and how to get a new one. */
export function VerificationPage() {
  const user = useUser();
  const queryEmail = new URLSearchParams(useSearch()).get('email')?.trim() || null;
  const email = user?.email ?? queryEmail;

  if (user?.isVerified) {
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
      {email ? (
        <div className="account-notice">
          <p>
            Poslali smo link za potvrdu na <strong>{email}</strong>.
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
      ) : (
        <p className="account-intro">
          Upišite e-adresu sa kojom ste napravili nalog i poslaćemo vam novi link za potvrdu.
        </p>
      )}
      <ResendVerification email={email} />
    </section>
  );
}
