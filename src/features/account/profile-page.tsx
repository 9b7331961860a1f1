import { useState } from 'react';
import type { Profile } from '../../../contract/profile';
import { profileLoader } from '../../actors/screen-data';
import { PageHeading } from '../../components/ui/page-heading';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { useShopActors } from '../../lib/shop-selectors';
import { useLoader } from '../../lib/use-loader';
import { ProfileForm } from './profile-form';
import { ProfilePasswordForm } from './profile-password-form';
import { ProfileSummary } from './profile-summary';
import './profile.css';

/** /profil: the user's data, the form for name, phone and delivery address, and the password change. */
export function ProfilePage() {
  const loaded = useLoader(profileLoader, undefined);
  const { status, error, retry } = loaded;
  // What the last save answered is newer than what the page loaded.
  const [saved, setSaved] = useState<Profile | null>(null);
  const profile = saved ?? loaded.data;
  const { auth } = useShopActors();
  const onSaved = (next: Profile) => {
    setSaved(next);
    // The account menu and the rest of the shop show the saved names at once.
    auth.send({ type: 'auth.profileSaved', firstName: next.firstName, lastName: next.lastName });
  };
  return (
    <div className="profile-page">
      <PageHeading>Moj profil</PageHeading>
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {status !== 'failed' && !profile && <PageLoading label="Učitavanje profila…" />}
      {status !== 'failed' && profile && (
        <>
          <ProfileSummary profile={profile} />
          <ProfileForm key={profile.id} profile={profile} onSaved={onSaved} />
          <ProfilePasswordForm />
        </>
      )}
    </div>
  );
}
