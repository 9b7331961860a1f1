import type { HTMLInputTypeAttribute } from 'react';
import type { DeliveryForm } from '../../../machines/checkout/checkout.types';

type Group = 'customer' | 'address';

export type DeliveryField = {
  group: Group;
  name: keyof DeliveryForm['customer'] | keyof DeliveryForm['address'];
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
};

/** The delivery form's fields (DESIGN §3 cartStep 1), in the order the shopper fills them. */
export const DELIVERY_FIELDS: readonly DeliveryField[] = [
  { group: 'customer', name: 'firstName', label: 'Ime', autoComplete: 'given-name' },
  { group: 'customer', name: 'lastName', label: 'Prezime', autoComplete: 'family-name' },
  { group: 'customer', name: 'email', label: 'E-adresa', type: 'email', autoComplete: 'email' },
  { group: 'customer', name: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { group: 'address', name: 'street', label: 'Ulica i broj', autoComplete: 'street-address' },
  { group: 'address', name: 'city', label: 'Mesto', autoComplete: 'address-level2' },
  {
    group: 'address',
    name: 'postalCode',
    label: 'Poštanski broj',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
  },
];

/** The field's key in the checkout's field errors ('customer.email'). */
export const fieldPath = (field: DeliveryField) => `${field.group}.${field.name}`;

/** The input's id, so the first invalid field can take the focus. */
export const fieldId = (field: DeliveryField) => `delivery-${field.group}-${field.name}`;

export function fieldValue(form: DeliveryForm, field: DeliveryField): string {
  return (form[field.group] as Record<string, string>)[field.name] ?? '';
}

export function withValue(form: DeliveryForm, field: DeliveryField, value: string): DeliveryForm {
  return { ...form, [field.group]: { ...form[field.group], [field.name]: value } };
}
