import { r1InvoiceLine } from '../../../contract/company';
import { formatRsd } from '../../../contract/format';
import type { Order, PaymentMethod } from '../../../contract/orders';
import type { Script } from '../../../contract/serbian-script';
import type { PaymentSlip } from '../../orders/payment-slip';
import { greeting } from '../greeting';
import { composeMail } from '../layout';
import { type MailWriter, mailWriter } from '../mail-writer';
import type { MailMessage } from '../mailer';

const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash_on_delivery: 'plaćanje pouzećem (kuriru prilikom preuzimanja)',
  bank_transfer: 'uplata na račun (uplatnica)',
};

function itemLines(order: Order, write: MailWriter): string {
  return order.items
    .map(
      (item) =>
        write`• ${write.product(item.name)} — ${item.quantity} kom. × ${formatRsd(item.unitPrice)} = ${formatRsd(item.lineTotal)}`,
    )
    .join('\n');
}

function totalLines(order: Order, write: MailWriter): string {
  return [
    write`Vrednost proizvoda: ${formatRsd(order.subtotal)}`,
    // The code stays as it is typed (Latin letters) in a Cyrillic mail too.
    ...(order.promoCode && order.discount
      ? [write`Popust (kod ${order.promoCode}): −${formatRsd(order.discount)}`]
      : []),
    write`Dostava: ${order.shipping === 0 ? write('besplatna') : formatRsd(order.shipping)}`,
    write`Ukupno za plaćanje: ${formatRsd(order.total)}`,
  ].join('\n');
}

/** The address as the shopper typed it, in whichever script: never transliterated. */
function deliveryLines(order: Order, write: MailWriter): string {
  const { customer, address } = order;
  return [
    write('Adresa za dostavu:'),
    `${customer.firstName} ${customer.lastName}`,
    address.street,
    `${address.postalCode} ${address.city}`,
    write`Telefon: ${customer.phone}`,
  ].join('\n');
}

/** When it arrives; a bank transfer leaves once the money is in, so the estimate waits for it. */
function deliveryEstimateLines(estimate: string, order: Order, write: MailWriter): string {
  if (order.paymentMethod !== 'bank_transfer') return write(estimate);
  return write(`${estimate} (ako uplata stigne istog dana; inače od dana uplate)`);
}

/** The slip's own fields stay as its QR code holds them, to be copied exactly. */
function paymentSlipLines(slip: PaymentSlip, write: MailWriter): string {
  return [
    write('Podaci za uplatu:'),
    write`Primalac: ${slip.recipient}`,
    write`Račun primaoca: ${slip.account}`,
    write`Iznos: ${formatRsd(slip.amount)}`,
    write`Šifra plaćanja: ${slip.paymentCode}`,
    write`Model: ${slip.model}`,
    write`Poziv na broj: ${slip.reference}`,
    write`Svrha uplate: ${slip.purpose}`,
    write('Porudžbinu šaljemo čim uplata stigne na naš račun.'),
    write(
      'Umesto prepisivanja možete skenirati NBS IPS QR kod u aplikaciji svoje banke (u ovoj poruci i na stranici porudžbine).',
    ),
  ].join('\n');
}

export type OrderConfirmation = {
  order: Order;
  paymentSlip: PaymentSlip | null;
  /** The confirmation page of this order, with its access token. */
  orderUrl: string;
  /** The script the shopper ordered in. */
  script: Script;
  /** The ordered products with their brands, whose brand and model stay Latin. */
  products: readonly { name: string; brand: string }[];
  /** The slip's NBS IPS QR code as a PNG, for a bank transfer. */
  slipQrPng?: Buffer | undefined;
};

/**
 * The confirmation every shopper gets after placing an order, with a link to see it again; for a
 * bank transfer, the slip's fields and its NBS IPS QR code as a PNG (`slipQrPng`). Written in the
 * script the shopper ordered in; what they typed (name, address, note) stays as typed.
 */
export function orderConfirmationMail({
  order,
  paymentSlip,
  orderUrl,
  script,
  products,
  slipQrPng,
}: OrderConfirmation): MailMessage {
  const write = mailWriter(script, products);
  return composeMail({
    write,
    to: order.customer.email,
    subject: write`Potvrda porudžbine br. ${order.number}`,
    paragraphs: [
      greeting(write, order.customer.firstName),
      write`Hvala na kupovini. Primili smo Vašu porudžbinu br. ${order.number}.`,
      itemLines(order, write),
      totalLines(order, write),
      write`Način plaćanja: ${write(PAYMENT_METHOD_NAMES[order.paymentMethod])}`,
      ...(order.company ? [r1InvoiceLine(order.company, write)] : []),
      ...(order.deliveryEstimate ? [deliveryEstimateLines(order.deliveryEstimate, order, write)] : []),
      deliveryLines(order, write),
      ...(order.note ? [write`Napomena: ${order.note}`] : []),
      ...(paymentSlip ? [paymentSlipLines(paymentSlip, write)] : []),
    ],
    action: { label: write('Pogledajte porudžbinu'), url: orderUrl },
    ...(paymentSlip && slipQrPng
      ? { image: { png: slipQrPng, alt: write('NBS IPS QR kod za plaćanje'), filename: 'ips-qr.png' } }
      : {}),
  });
}
