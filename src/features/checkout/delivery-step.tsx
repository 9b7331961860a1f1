import { useSelector } from '@xstate/react';
import { type FormEvent, useLayoutEffect } from 'react';
import type { DeliveryForm } from '../../../machines/checkout/checkout.types';
import {
  selectCanSaveDefault,
  selectDeliveryForm,
  selectFieldErrors,
  selectSaveAsDefault,
} from '../../../machines/checkout/checkout.selectors';
import { FormField } from '../../components/ui/form-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useCheckout } from '../../lib/shop-selectors';
import { DELIVERY_FIELDS, fieldId, fieldPath, fieldValue, withValue } from './delivery-fields';
import { COMPANY_FIELDS, CompanyFields, companyFieldId, companyFieldPath } from './company-fields';
import { DeliveryOrderSummary } from './delivery-order-summary';

const GROUPS = [
  { group: 'customer', legend: 'Podaci o kupcu' },
  { group: 'address', legend: 'Adresa za dostavu' },
] as const;

/**
 * Step 1: who receives the order and where. The checkout holds the form (every edit is an event, so
 * a reload keeps it), checks it and names each wrong field. The order's summary sits beside it.
 */
export function DeliveryStep() {
  const checkout = useCheckout();
  const form = useSelector(checkout, selectDeliveryForm);
  const errors = useSelector(checkout, selectFieldErrors);
  const canSaveDefault = useSelector(checkout, selectCanSaveDefault);
  const saveAsDefault = useSelector(checkout, selectSaveAsDefault);
  const edit = (edited: DeliveryForm) => checkout.send({ type: 'checkout.delivery.change', ...edited });
  // Focus only: the checkout decided which fields are wrong; the first of them takes the focus.
  useLayoutEffect(() => {
    const first = DELIVERY_FIELDS.find((field) => errors[fieldPath(field)]);
    const firstOfCompany = COMPANY_FIELDS.find((field) => errors[companyFieldPath(field)]);
    const id = first ? fieldId(first) : firstOfCompany ? companyFieldId(firstOfCompany) : null;
    if (id) document.getElementById(id)?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.send({ type: 'checkout.delivery.submit', ...form });
  };

  return (
    <div className="delivery-layout">
      <form className="delivery-form" noValidate onSubmit={submit} aria-label="Podaci za dostavu">
        <p className="form-note">Sva polja su obavezna, osim napomene.</p>
        {GROUPS.map(({ group, legend }) => (
          <fieldset key={group} className="delivery-fieldset">
            <legend>{legend}</legend>
            {DELIVERY_FIELDS.filter((field) => field.group === group).map((field) => (
              <FormField
                key={field.name}
                id={fieldId(field)}
                name={field.name}
                label={field.label}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                required
                value={fieldValue(form, field)}
                error={errors[fieldPath(field)]}
                onChange={(event) => edit(withValue(form, field, event.target.value))}
              />
            ))}
          </fieldset>
        ))}
        <CompanyFields
          company={form.company}
          errors={errors}
          onChange={(company) => edit({ ...form, company })}
        />
        <TextAreaField
          label="Napomena"
          id="delivery-note"
          name="note"
          rows={3}
          maxLength={500}
          hint="Nije obavezno: npr. sprat, interfon ili kada ste kod kuće."
          value={form.note}
          error={errors.note}
          onChange={(event) => edit({ ...form, note: event.target.value })}
        />
        {canSaveDefault && (
          <label className="checkbox-row save-default-address">
            <input
              type="checkbox"
              name="saveAsDefault"
              checked={saveAsDefault}
              onChange={(event) =>
                checkout.send({ type: 'checkout.delivery.saveAsDefault', save: event.target.checked })
              }
            />
            Sačuvaj kao podrazumevanu adresu
          </label>
        )}
        <div className="checkout-actions">
          <button
            type="button"
            className="button secondary"
            onClick={() => checkout.send({ type: 'checkout.back' })}
          >
            Nazad
          </button>
          <button type="submit" className="button primary">
            Nastavi na plaćanje
          </button>
        </div>
      </form>
      <DeliveryOrderSummary />
    </div>
  );
}
