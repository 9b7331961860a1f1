import { BANK_TRANSFER } from '../../contract/shop';
import type { z } from 'zod/mini';
import type { PaymentMethod, paymentSlipSchema } from '../../contract/orders';

export type PaymentSlip = z.infer<typeof paymentSlipSchema>;

/** The shop's own details printed on every payment slip (uplatnica). */
export const SHOP_RECIPIENT = BANK_TRANSFER.recipient;
export const SHOP_ACCOUNT = BANK_TRANSFER.account;
/** Model 97 needs a check-digit reference; the plain order number goes with an empty model. */
export const PAYMENT_MODEL = '';

/** What a shopper paying by bank transfer writes on the slip; null for cash on delivery. */
export function paymentSlipFor(order: {
  number: number;
  total: number;
  paymentMethod: PaymentMethod;
}): PaymentSlip | null {
  if (order.paymentMethod !== 'bank_transfer') return null;
  return {
    recipient: SHOP_RECIPIENT,
    account: SHOP_ACCOUNT,
    amount: order.total,
    model: PAYMENT_MODEL,
    reference: String(order.number),
    purpose: `Plaćanje porudžbine br. ${order.number}`,
  };
}
