import type { Address } from '../../contract/profile';
import type { Customer, DeliveryDetails } from '../../contract/orders';
import type { CheckoutViewEvent, DeliveryForm } from './checkout.types';

export const emptyDeliveryForm: DeliveryForm = {
  customer: { firstName: '', lastName: '', email: '', phone: '' },
  address: { street: '', city: '', postalCode: '' },
  note: '',
};

type Submitted = Extract<CheckoutViewEvent, { type: 'checkout.delivery.submit' }>;

export const formOf = ({ customer, address, note }: Submitted): DeliveryForm => ({
  customer,
  address,
  note: note ?? '',
});

/** A delivery form checked: its parsed details, or the Serbian message for each wrong field path. */
export type DeliveryValidation =
  | { details: DeliveryDetails; fieldErrors: null }
  | { details: null; fieldErrors: Record<string, string> };

/**
 * Checks a submitted delivery form (./checkout.validation.ts: with the contract's schema). The
 * checkout calls it synchronously, on checkout.delivery.submit.
 */
export type DeliveryValidator = (form: DeliveryForm) => DeliveryValidation;

/** The profile's defaults fill the fields that are still empty; what the shopper typed stays. */
export function prefilled(
  form: DeliveryForm,
  customer: Partial<Customer>,
  address: Address | null,
): DeliveryForm {
  const fill = <T extends Record<string, string>>(current: T, defaults: Partial<T>): T =>
    Object.fromEntries(
      Object.entries(current).map(([key, value]) => [
        key,
        value.trim() === '' ? (defaults[key] ?? value) : value,
      ]),
    ) as T;
  return { ...form, customer: fill(form.customer, customer), address: fill(form.address, address ?? {}) };
}

export const sameDetails = (a: DeliveryDetails | null, b: DeliveryDetails | null) =>
  JSON.stringify(a) === JSON.stringify(b);
