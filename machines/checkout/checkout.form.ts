import type { Address } from '../../contract/profile';
import { type PaymentMethod, paymentMethods } from '../../contract/order-constants';
import type { Customer, DeliveryDetails } from '../../contract/orders';
import type { CheckoutEvent, CheckoutViewEvent, CompanyForm, DeliveryForm } from './checkout.types';

export const emptyCompanyForm: CompanyForm = { asCompany: false, name: '', pib: '', registrationNumber: '' };

export const emptyDeliveryForm: DeliveryForm = {
  customer: { firstName: '', lastName: '', email: '', phone: '' },
  address: { street: '', city: '', postalCode: '' },
  note: '',
  company: emptyCompanyForm,
};

type Submitted = Extract<
  CheckoutViewEvent,
  { type: 'checkout.delivery.submit' | 'checkout.delivery.change' }
>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A delivery submit that carries the form (one sent without it, e.g. from Stately, is refused). */
export const isDeliverySubmit = (event: CheckoutEvent): event is Submitted =>
  event.type === 'checkout.delivery.submit' && isRecord(event.customer) && isRecord(event.address);

/** An edit of the delivery form that carries the whole form. */
export const isDeliveryEdit = (event: CheckoutEvent): event is Submitted =>
  event.type === 'checkout.delivery.change' && isRecord(event.customer) && isRecord(event.address);

export const isPaymentMethod = (method: unknown): method is PaymentMethod =>
  (paymentMethods as readonly unknown[]).includes(method);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The company part as sent: ticked only when `asCompany` is true; a missing part is the empty one. */
export const companyFormOf = (company: unknown): CompanyForm =>
  isRecord(company)
    ? {
        asCompany: company.asCompany === true,
        name: text(company.name),
        pib: text(company.pib),
        registrationNumber: text(company.registrationNumber),
      }
    : emptyCompanyForm;

/** The form as submitted: every field a string (a missing one is empty), the note '' when absent. */
export const formOf = ({ customer, address, note, company }: Submitted): DeliveryForm => {
  return {
    customer: {
      firstName: text(customer.firstName),
      lastName: text(customer.lastName),
      email: text(customer.email),
      phone: text(customer.phone),
    },
    address: { street: text(address.street), city: text(address.city), postalCode: text(address.postalCode) },
    note: text(note),
    company: companyFormOf(company),
  };
};

/** A delivery form checked: its parsed details, or the Serbian message for each wrong field path. */
export type DeliveryValidation =
  | { details: DeliveryDetails; fieldErrors: null }
  | { details: null; fieldErrors: Record<string, string> };

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
