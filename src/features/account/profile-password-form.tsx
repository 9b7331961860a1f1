import { MIN_PASSWORD_LENGTH } from '../../../contract/auth-constants';
import { profilePasswordForm } from '../../actors/account.forms';
import { FormField } from '../../components/ui/form-field';
import { useForm } from '../../lib/use-form';
import { ProfileFormActions } from './profile-form-actions';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password with the current one; the server then ends every other session. */
export function ProfilePasswordForm() {
  const form = useForm(profilePasswordForm, { values: empty, clearOnSuccess: true });
  const field = (name: keyof typeof empty) => ({ type: 'password', ...form.field(name) });

  return (
    <form
      ref={form.formRef}
      className="profile-form"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="profile-password-title"
    >
      <h2 id="profile-password-title">Promena lozinke</h2>
      <p className="form-note">
        Posle promene lozinke ostajete prijavljeni na ovom uređaju, a sve ostale prijave na Vaš nalog se
        završavaju.
      </p>
      <FormField label="Trenutna lozinka" autoComplete="current-password" {...field('currentPassword')} />
      <div className="profile-fields">
        <FormField
          label="Nova lozinka"
          autoComplete="new-password"
          hint={`Najmanje ${MIN_PASSWORD_LENGTH} karaktera.`}
          {...field('newPassword')}
        />
        <FormField
          label="Potvrda nove lozinke"
          autoComplete="new-password"
          hint="Ponovite novu lozinku."
          {...field('confirmPassword')}
        />
      </div>
      <ProfileFormActions
        form={form}
        label="Promeni lozinku"
        busyLabel="Menjanje…"
        done="Lozinka je promenjena. Sve ostale prijave na Vaš nalog su završene."
      />
    </form>
  );
}
