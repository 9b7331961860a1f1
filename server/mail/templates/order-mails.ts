import { formatRsd } from '../../../contract/format';
import type { Order, PaymentMethod } from '../../../contract/orders';
import type { PaymentSlip } from '../../orders/payment-slip';
import { composeMail } from '../layout';
import type { MailMessage } from '../mailer';

const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash_on_delivery: 'plaćanje pouzećem (kuriru prilikom preuzimanja)',
  bank_transfer: 'uplata na račun (uplatnica)',
};

function itemLines(order: Order): string {
  return order.items
    .map(
      (item) =>
        `• ${item.name} — ${item.quantity} kom. × ${formatRsd(item.unitPrice)} = ${formatRsd(item.lineTotal)}`,
    )
    .join('\n');
}

function totalLines(order: Order): string {
  return [
    `Vrednost proizvoda: ${formatRsd(order.subtotal)}`,
    `Dostava: ${order.shipping === 0 ? 'besplatna' : formatRsd(order.shipping)}`,
    `Ukupno za plaćanje: ${formatRsd(order.total)}`,
  ].join('\n');
}

function deliveryLines(order: Order): string {
  const { customer, address } = order;
  return [
    'Adresa za dostavu:',
    `${customer.firstName} ${customer.lastName}`,
    address.street,
    `${address.postalCode} ${address.city}`,
    `Telefon: ${customer.phone}`,
  ].join('\n');
}

function paymentSlipLines(slip: PaymentSlip): string {
  return [
    'Podaci za uplatu:',
    `Primalac: ${slip.recipient}`,
    `Račun primaoca: ${slip.account}`,
    `Iznos: ${formatRsd(slip.amount)}`,
    `Šifra plaćanja: ${slip.paymentCode}`,
    `Model: ${slip.model}`,
    `Poziv na broj: ${slip.reference}`,
    `Svrha uplate: ${slip.purpose}`,
    'Porudžbinu šaljemo čim uplata stigne na naš račun.',
    'Umesto prepisivanja možete skenirati NBS IPS QR kod u aplikaciji svoje banke (u ovoj poruci i na stranici porudžbine).',
  ].join('\n');
}

/**
 * The confirmation every shopper gets after placing an order, with a link to see it again; for a
 * bank transfer, the slip's fields and its NBS IPS QR code as a PNG (`slipQrPng`).
 */
export function orderConfirmationMail(
  order: Order,
  paymentSlip: PaymentSlip | null,
  orderUrl: string,
  slipQrPng?: Buffer,
): MailMessage {
  return composeMail({
    to: order.customer.email,
    subject: `Potvrda porudžbine br. ${order.number}`,
    paragraphs: [
      `Zdravo, ${order.customer.firstName}!`,
      `Hvala na kupovini. Primili smo Vašu porudžbinu br. ${order.number}.`,
      itemLines(order),
      totalLines(order),
      `Način plaćanja: ${PAYMENT_METHOD_NAMES[order.paymentMethod]}`,
      deliveryLines(order),
      ...(order.note ? [`Napomena: ${order.note}`] : []),
      ...(paymentSlip ? [paymentSlipLines(paymentSlip)] : []),
    ],
    action: { label: 'Pogledajte porudžbinu', url: orderUrl },
    ...(paymentSlip && slipQrPng
      ? { image: { png: slipQrPng, alt: 'NBS IPS QR kod za plaćanje', filename: 'ips-qr.png' } }
      : {}),
  });
}
