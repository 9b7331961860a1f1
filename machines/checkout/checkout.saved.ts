import type { DeliveryDetails } from '../../contract/orders';
import { companyFormOf, emptyDeliveryForm, isPaymentMethod, isRecord } from './checkout.form';
import type { DeliveryForm, SavedDelivery } from './checkout.types';

/** Every field of `shape` as a string from `value`, or null when one is missing or not a string. */
function strings<T extends Record<string, string>>(shape: T, value: unknown): T | null {
  if (!isRecord(value)) return null;
  const entries = Object.keys(shape).map((key) => [key, value[key]] as const);
  return entries.every(([, field]) => typeof field === 'string') ? (Object.fromEntries(entries) as T) : null;
}

/** The customer and address parts a form and its details share, each field a string. */
function partsOf(value: unknown): Pick<DeliveryForm, 'customer' | 'address'> | null {
  if (!isRecord(value)) return null;
  const customer = strings(emptyDeliveryForm.customer, value.customer);
  const address = strings(emptyDeliveryForm.address, value.address);
  return customer && address ? { customer, address } : null;
}

/** A form as the shopper left it: the note is always there (maybe empty); one kept before the company part has none. */
function formOf(value: unknown): DeliveryForm | null {
  const parts = partsOf(value);
  if (!parts || !isRecord(value) || typeof value.note !== 'string') return null;
  return { ...parts, note: value.note, company: companyFormOf(value.company) };
}

const emptyCompany = { name: '', pib: '', registrationNumber: '' };

/** Checked details: the note and the company may be absent. */
function detailsOf(value: unknown): DeliveryDetails | null {
  const parts = partsOf(value);
  if (!parts || !isRecord(value)) return null;
  if (value.note !== undefined && typeof value.note !== 'string') return null;
  const company = value.company === undefined ? undefined : strings(emptyCompany, value.company);
  if (company === null) return null;
  return {
    ...parts,
    ...(value.note === undefined ? {} : { note: value.note as string }),
    ...(company === undefined ? {} : { company }),
  };
}

/**
 * What session storage kept of the checkout (src writes it with the `saveDelivery` action), read
 * back after a reload. Anything malformed counts as nothing kept; the server checks the details
 * again when the order is placed.
 */
export function savedDeliveryOf(json: string | null): SavedDelivery | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const form = formOf(value.form);
  if (!form) return null;
  return {
    form,
    details: detailsOf(value.details),
    paymentMethod: isPaymentMethod(value.paymentMethod) ? value.paymentMethod : null,
  };
}
