import { deliveryDetailsSchema } from '../../contract/orders';
import type { DeliveryForm } from './checkout.types';
import type { DeliveryValidation } from './checkout.form';

/**
 * The submitted form checked with the contract's schema (its messages are Serbian). It brings zod
 * and the order schemas, so the shop loads it with the cart page (src/actors/checkout-validation.ts),
 * not in its entry chunk.
 */
export function validateDelivery(form: DeliveryForm): DeliveryValidation {
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
