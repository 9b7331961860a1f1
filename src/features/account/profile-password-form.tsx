import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../contract/auth-constants';
import { passwordSubmission } from '../../actors/screen-data';
import { FormField } from '../../components/ui/form-field';
import { useSubmission } from '../../lib/use-submission';
import { formSchemas, useFieldErrors } from './form-errors';
import { ProfileFormActions } from './profile-form-actions';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof empty;

/** Changes the password with the current one; the server then ends every other session. */
export function ProfilePasswordForm() {
  const [values, setValues] = useState<Values>(empty);
  const { formRef, errors, validate } = useFieldErrors();
  const submission = useSubmission(passwordSubmission, () => setValues(empty));

  const field = (name: keyof Values) => ({
    name,
    type: 'password',
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((now) => ({ ...now, [name]: value }));
      if (submission.status !== 'submitting') submission.reset();
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { changePasswordBodySchema, checkFields } = await formSchemas();
    const body = validate(checkFields(changePasswordBodySchema, values));
    if (body) submission.submit(body);
  };

  return (
    <form
      ref={formRef}
      className="profile-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="profile-password-title"
    >
      <h2 id="profile-password-title">Promena lozinke</h2>
      <p className="form-note">
        Posle promene lozinke ostajete prijavljeni na ovom uređaju, a sve ostale prijave na Vaš nalog se
        završavaju.
      </p>
      <FormField
        label="Trenutna lozinka"
        autoComplete="current-password"
        error={errors.currentPassword}
        {...field('currentPassword')}
      />
      <div className="profile-fields">
        <FormField
          label="Nova lozinka"
          autoComplete="new-password"
          hint={`Najmanje ${MIN_PASSWORD_LENGTH} karaktera.`}
          error={errors.newPassword}
          {...field('newPassword')}
        />
        <FormField
          label="Potvrda nove lozinke"
          autoComplete="new-password"
          hint="Ponovite novu lozinku."
          error={errors.confirmPassword}
          {...field('confirmPassword')}
        />
      </div>
      <ProfileFormActions
        submission={submission}
        label="Promeni lozinku"
        busyLabel="Menjanje…"
        done="Lozinka je promenjena. Sve ostale prijave na Vaš nalog su završene."
      />
    </form>
  );
}
