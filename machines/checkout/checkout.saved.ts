import type { DeliveryDetails } from '../../contract/orders';
import { emptyDeliveryForm, isPaymentMethod, isRecord } from './checkout.form';
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

/** A form as the shopper left it: the note is always there (maybe empty). */
function formOf(value: unknown): DeliveryForm | null {
  const parts = partsOf(value);
  if (!parts || !isRecord(value) || typeof value.note !== 'string') return null;
  return { ...parts, note: value.note };
}

/** Checked details: the note may be absent. */
function detailsOf(value: unknown): DeliveryDetails | null {
  const parts = partsOf(value);
  if (!parts || !isRecord(value)) return null;
  if (value.note === undefined) return parts;
  return typeof value.note === 'string' ? { ...parts, note: value.note } : null;
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
