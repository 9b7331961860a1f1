import { Link } from 'wouter';
import { usePassedOnLoginAddress } from '../../lib/use-login-address';

/** The register form's address already has an account (spec §7 check-user): sign in or reset instead. */
export function EmailTakenNote() {
  return (
    <div role="alert" className="account-alert">
      <p>Nalog sa ovom e-adresom već postoji.</p>
      <p>
        <Link href={usePassedOnLoginAddress()}>Prijavite se</Link> ili{' '}
        <Link href="/forgot-password">zatražite novu lozinku</Link>.
      </p>
    </div>
  );
}
