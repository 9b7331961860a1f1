import { orderNumberOf, paymentReferenceOf } from '../../contract/order-number';
import type { Order } from '../../contract/orders';

/** An order number as the server draws them, for the fake's order `n`: 1024 → "24-2026-001024"-like. */
export const fakeOrderNumber = (n: number) => orderNumberOf(2026, String(n).padStart(6, '0'));

/** Stands in for the server's IPS QR image: the views only show it. */
export const FAKE_QR_CODE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"/>')}`;

/** server/orders/payment-slip.ts: the slip a bank transfer carries; null for cash on delivery. */
export function fakePaymentSlip(order: Order) {
  if (order.paymentMethod !== 'bank_transfer') return null;
  return {
    recipient: 'Prodavnica d.o.o., Beograd',
    account: '160-0000000012345-95',
    amount: order.total,
    paymentCode: '289',
    model: '97',
    reference: paymentReferenceOf(order.number),
    purpose: `Porudžbina br. ${order.number}`,
    qrCode: FAKE_QR_CODE,
  };
}
