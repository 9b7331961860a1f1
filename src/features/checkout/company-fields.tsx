import type { CompanyForm } from '../../../machines/checkout/checkout.types';
import { FormField } from '../../components/ui/form-field';

type CompanyField = { name: Exclude<keyof CompanyForm, 'asCompany'>; label: string; hint?: string };

/** The company's fields, shown once "Kupujem kao pravno lice" is ticked, in the order they are filled. */
export const COMPANY_FIELDS: readonly CompanyField[] = [
  { name: 'name', label: 'Naziv firme' },
  { name: 'pib', label: 'PIB', hint: '9 cifara' },
  { name: 'registrationNumber', label: 'Matični broj', hint: '8 cifara' },
];

export const companyFieldPath = (field: CompanyField) => `company.${field.name}`;
export const companyFieldId = (field: CompanyField) => `delivery-company-${field.name}`;

type Props = {
  company: CompanyForm;
  errors: Record<string, string>;
  onChange: (company: CompanyForm) => void;
};

/**
 * "Kupujem kao pravno lice": the choice and, ticked, the company the R1 invoice is made out to. The
 * checkout holds the values (each edit is an event); the contract's schema names each wrong field.
 */
export function CompanyFields({ company, errors, onChange }: Props) {
  return (
    <fieldset className="delivery-fieldset company-fieldset">
      <legend>Račun</legend>
      <label className="checkbox-row">
        <input
          type="checkbox"
          name="asCompany"
          checked={company.asCompany}
          onChange={(event) => onChange({ ...company, asCompany: event.target.checked })}
        />
        Kupujem kao pravno lice
      </label>
      {company.asCompany &&
        COMPANY_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={companyFieldId(field)}
            name={`company-${field.name}`}
            label={field.label}
            {...(field.hint ? { hint: field.hint } : {})}
            inputMode={field.name === 'name' ? undefined : 'numeric'}
            autoComplete={field.name === 'name' ? 'organization' : 'off'}
            required
            value={company[field.name]}
            error={errors[companyFieldPath(field)]}
            onChange={(event) => onChange({ ...company, [field.name]: event.target.value })}
          />
        ))}
    </fieldset>
  );
}
