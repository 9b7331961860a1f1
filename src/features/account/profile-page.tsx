import { profileLoader } from '../../actors/screen-data';
import { PageHeading } from '../../components/ui/page-heading';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { useLoader } from '../../lib/use-loader';
import { ProfileForm } from './profile-form';
import { ProfilePasswordForm } from './profile-password-form';
import './profile.css';

/** /profil: the user's data, the form for name, phone and delivery address, and the password change. */
export function ProfilePage() {
  const loaded = useLoader(profileLoader, undefined);
  const { status, error, retry, data: profile } = loaded;
  return (
    <div className="profile-page">
      <PageHeading>Moj profil</PageHeading>
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {status !== 'failed' && !profile && <PageLoading label="Učitavanje profila…" />}
      {status !== 'failed' && profile && (
        <>
          <ProfileForm key={profile.id} profile={profile} />
          <ProfilePasswordForm />
        </>
      )}
    </div>
  );
}
