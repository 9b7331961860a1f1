import { type FormEvent, useState } from 'react';
import type { Profile } from '../../../contract/profile';
import { profileSubmission } from '../../actors/screen-data';
import { FormField } from '../../components/ui/form-field';
import { useSubmission } from '../../lib/use-submission';
import { formSchemas, useFieldErrors } from './form-errors';
import { ProfileFormActions } from './profile-form-actions';

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  postalCode: string;
};

const valuesOf = (profile: Profile): Values => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  street: profile.address?.street ?? '',
  city: profile.address?.city ?? '',
  postalCode: profile.address?.postalCode ?? '',
});

/** Empty phone and an entirely empty address mean "none"; a half-filled address is checked. */
const bodyOf = (values: Values) => {
  const { street, city, postalCode } = values;
  const hasAddress = [street, city, postalCode].some((part) => part.trim() !== '');
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone.trim() === '' ? null : values.phone,
    address: hasAddress ? { street, city, postalCode } : null,
  };
};

/** Name, phone and default delivery address (DESIGN §3: the address prefills the checkout). */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (saved: Profile) => void }) {
  const [values, setValues] = useState(() => valuesOf(profile));
  const { formRef, errors, validate } = useFieldErrors();
  const submission = useSubmission(profileSubmission, (saved) => saved && onSaved(saved));

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((now) => ({ ...now, [name]: value }));
      if (submission.status !== 'submitting') submission.reset();
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkFields, updateProfileBodySchema } = await formSchemas();
    const body = validate(checkFields(updateProfileBodySchema, bodyOf(values)));
    if (body) submission.submit(body);
  };

  return (
    <form
      ref={formRef}
      className="profile-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="profile-data-title"
    >
      <h2 id="profile-data-title">Lični podaci</h2>
      <div className="profile-fields">
        <FormField label="Ime" autoComplete="given-name" error={errors.firstName} {...field('firstName')} />
        <FormField
          label="Prezime"
          autoComplete="family-name"
          error={errors.lastName}
          {...field('lastName')}
        />
        <FormField
          label="Telefon"
          type="tel"
          autoComplete="tel"
          hint="Nije obavezno. Na primer: 064 123 4567"
          error={errors.phone}
          {...field('phone')}
        />
      </div>
      <fieldset className="profile-address">
        <legend>Podrazumevana adresa za dostavu</legend>
        <p className="form-note">
          Popunjava se automatski pri kupovini. Ostavite prazno ako ne želite da je sačuvate.
        </p>
        <FormField
          label="Ulica i broj"
          autoComplete="street-address"
          error={errors['address.street']}
          {...field('street')}
        />
        <div className="profile-fields">
          <FormField
            label="Mesto"
            autoComplete="address-level2"
            error={errors['address.city']}
            {...field('city')}
          />
          <FormField
            label="Poštanski broj"
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors['address.postalCode']}
            {...field('postalCode')}
          />
        </div>
      </fieldset>
      <ProfileFormActions
        submission={submission}
        label="Sačuvaj podatke"
        busyLabel="Čuvanje…"
        done={submission.result && 'Podaci su sačuvani.'}
      />
    </form>
  );
}
