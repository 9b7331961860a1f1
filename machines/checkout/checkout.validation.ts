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
  const { asCompany, ...company } = form.company;
  const checked = checkFields(deliveryDetailsSchema, {
    customer: form.customer,
    address: form.address,
    note: note === '' ? undefined : note,
    // Only a ticked "Kupujem kao pravno lice" sends (and checks) the company.
    ...(asCompany ? { company } : {}),
  });
  return checked.ok
    ? { details: checked.data, fieldErrors: null }
    : { details: null, fieldErrors: checked.errors };
}
