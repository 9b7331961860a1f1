import { checkFields } from '../../contract/check-fields';
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
  const checked = checkFields(deliveryDetailsSchema, { ...form, note: note === '' ? undefined : note });
  return checked.ok
    ? { details: checked.data, fieldErrors: null }
    : { details: null, fieldErrors: checked.errors };
}
