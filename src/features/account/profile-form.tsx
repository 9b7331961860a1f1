import type { Profile } from '../../../contract/profile';
import { profileForm, profileFormValues } from '../../actors/account.forms';
import { FormField } from '../../components/ui/form-field';
import { useForm } from '../../lib/use-form';
import { ProfileFormActions } from './profile-form-actions';
import { ProfileSummary } from './profile-summary';

/**
 * The saved profile and the form for name, phone and default delivery address (DESIGN §3: the
 * address prefills the checkout); once saved, the summary shows what the server answered.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useForm(profileForm, { values: profileFormValues(profile) });
  const saved = (form.result as Profile | undefined) ?? profile;
  return (
    <>
      <ProfileSummary profile={saved} />
      <form
        ref={form.formRef}
        className="profile-form"
        noValidate
        onSubmit={form.submit}
        aria-labelledby="profile-data-title"
      >
        <h2 id="profile-data-title">Lični podaci</h2>
        <div className="profile-fields">
          <FormField label="Ime" autoComplete="given-name" {...form.field('firstName')} />
          <FormField label="Prezime" autoComplete="family-name" {...form.field('lastName')} />
          <FormField
            label="Telefon"
            type="tel"
            autoComplete="tel"
            hint="Nije obavezno. Na primer: 064 123 4567"
            {...form.field('phone')}
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
            {...form.field('street')}
            error={form.errors['address.street']}
          />
          <div className="profile-fields">
            <FormField
              label="Mesto"
              autoComplete="address-level2"
              {...form.field('city')}
              error={form.errors['address.city']}
            />
            <FormField
              label="Poštanski broj"
              inputMode="numeric"
              autoComplete="postal-code"
              {...form.field('postalCode')}
              error={form.errors['address.postalCode']}
            />
          </div>
        </fieldset>
        <ProfileFormActions
          form={form}
          label="Sačuvaj podatke"
          busyLabel="Čuvanje…"
          done={form.result ? 'Podaci su sačuvani.' : null}
        />
      </form>
    </>
  );
}
