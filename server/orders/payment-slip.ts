import type { z } from 'zod/mini';
import { paymentReferenceOf } from '../../contract/order-number';
import type { PaymentMethod, paymentSlipSchema } from '../../contract/orders';
import { BANK_TRANSFER } from '../../contract/shop';
import { qrSvgDataUrl } from './ips-qr-image';
import { ipsQrPayload } from './ips-qr-payload';

export type PaymentSlip = z.infer<typeof paymentSlipSchema>;

/** The shop's own details printed on every payment slip (uplatnica). */
export const SHOP_RECIPIENT = BANK_TRANSFER.recipient;
export const SHOP_ACCOUNT = BANK_TRANSFER.account;
/** The order number carries model-97 control digits, so it is the reference under model 97. */
export const PAYMENT_MODEL = '97';
/** Šifra plaćanja 289: a non-cash payment ordered by a private person. */
export const PAYMENT_CODE = '289';

/** The slip's fields without its QR code: what the shopper writes and the QR code carries. */
export function paymentSlipFields(order: { number: string; total: number }): Omit<PaymentSlip, 'qrCode'> {
  return {
    recipient: SHOP_RECIPIENT,
    account: SHOP_ACCOUNT,
    amount: order.total,
    paymentCode: PAYMENT_CODE,
    model: PAYMENT_MODEL,
    reference: paymentReferenceOf(order.number),
    // At most 35 characters, the IPS QR limit for the purpose.
    purpose: `Porudžbina br. ${order.number}`,
  };
}

/** The NBS IPS QR payload of a slip: a banking app fills the same transfer from it. */
export function ipsPayloadOf(slip: Omit<PaymentSlip, 'qrCode'>): string {
  return ipsQrPayload({
    account: slip.account,
    recipient: slip.recipient,
    amount: slip.amount,
    paymentCode: slip.paymentCode,
    purpose: slip.purpose,
    reference: slip.reference,
  });
}

/** What a shopper paying by bank transfer writes on the slip, with its IPS QR code; null for cash. */
export async function paymentSlipFor(order: {
  number: string;
  total: number;
  paymentMethod: PaymentMethod;
}): Promise<PaymentSlip | null> {
  if (order.paymentMethod !== 'bank_transfer') return null;
  const fields = paymentSlipFields(order);
  return { ...fields, qrCode: await qrSvgDataUrl(ipsPayloadOf(fields)) };
}
