import { model97Control } from './model-97';

/**
 * The order number a shopper sees, says on the phone and types as the payment reference:
 * `KK-YYYY-NNNNNN` — model-97 control digits (./model-97.ts), the year it was placed (Belgrade time)
 * and six random digits, e.g. `47-2026-318205`. Random, so it tells nothing about how many orders
 * the shop takes; with its control digits it is the "poziv na broj" for model 97 as it stands.
 * Orders placed before these numbers carry their old sequential number in the last group, which
 * may then be longer (up to 10 digits).
 */
export const ORDER_NUMBER_PATTERN = /^\d{2}-\d{4}-\d{6,10}$/;

/** The order number for a year and its random (or, for old orders, sequential) digits. */
export function orderNumberOf(year: number, serial: string): string {
  const year4 = String(year).padStart(4, '0');
  return `${model97Control(`${year4}${serial}`)}-${year4}-${serial}`;
}

/** The payment reference (poziv na broj, model 97) of an order number: its digits, no dashes. */
export function paymentReferenceOf(orderNumber: string): string {
  return orderNumber.replaceAll('-', '');
}
