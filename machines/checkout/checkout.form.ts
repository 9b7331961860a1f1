import { deliveryDetailsSchema } from '../../contract/orders';
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

/** The submitted form checked with the contract's schema (its messages are Serbian). */
export function validateDelivery(
  form: DeliveryForm,
): { details: DeliveryDetails; fieldErrors: null } | { details: null; fieldErrors: Record<string, string> } {
  const note = form.note.trim();
  const result = deliveryDetailsSchema.safeParse({ ...form, note: note === '' ? undefined : note });
  if (result.success) return { details: result.data, fieldErrors: null };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    fieldErrors[path] ??= issue.message;
  }
  return { details: null, fieldErrors };
}

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
