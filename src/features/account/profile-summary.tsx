import { Link } from 'wouter';
import type { Profile } from '../../../contract/profile';

/** Who is signed in, and whether the e-mail address is verified (spec §6: verification opens the wishlist). */
export function ProfileSummary({ profile }: { profile: Profile }) {
  return (
    <section className="profile-summary" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title">Nalog</h2>
      <dl>
        <div>
          <dt>Ime i prezime</dt>
          <dd data-script="latin">
            {profile.firstName} {profile.lastName}
          </dd>
        </div>
        <div>
          <dt>E-adresa</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>Status e-adrese</dt>
          <dd>
            {profile.isVerified ? (
              <span className="profile-verified">Potvrđena</span>
            ) : (
              <span className="profile-unverified">Nije potvrđena</span>
            )}
          </dd>
        </div>
      </dl>
      {!profile.isVerified && (
        <p className="profile-verify-note">
          Potvrdite e-adresu da biste mogli da koristite listu želja i ocenjujete proizvode.{' '}
          <Link href="/verification">Potvrdite e-adresu</Link>
        </p>
      )}
    </section>
  );
}
