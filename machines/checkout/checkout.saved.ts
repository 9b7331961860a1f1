import type { DeliveryDetails } from '../../contract/orders';
import { emptyDeliveryForm, isPaymentMethod } from './checkout.form';
import type { DeliveryForm, SavedDelivery } from './checkout.types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every field of `shape` as a string from `value`, or null when one is missing or not a string. */
function strings<T extends Record<string, string>>(shape: T, value: unknown): T | null {
  if (!isRecord(value)) return null;
  const entries = Object.keys(shape).map((key) => [key, value[key]] as const);
  return entries.every(([, field]) => typeof field === 'string') ? (Object.fromEntries(entries) as T) : null;
}

function formOf(value: unknown): DeliveryForm | null {
  if (!isRecord(value)) return null;
  const customer = strings(emptyDeliveryForm.customer, value.customer);
  const address = strings(emptyDeliveryForm.address, value.address);
  if (!customer || !address || typeof value.note !== 'string') return null;
  return { customer, address, note: value.note };
}

function detailsOf(value: unknown): DeliveryDetails | null {
  if (!isRecord(value)) return null;
  const customer = strings(emptyDeliveryForm.customer, value.customer);
  const address = strings(emptyDeliveryForm.address, value.address);
  if (!customer || !address) return null;
  if (value.note !== undefined && typeof value.note !== 'string') return null;
  return value.note === undefined ? { customer, address } : { customer, address, note: value.note };
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
