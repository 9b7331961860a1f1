import type { z } from 'zod/mini';
import type { withdrawalFormSchema } from '../../../contract/admin';
import { carrierName } from '../../../contract/carrier-names';
import { formatRsd } from '../../../contract/format';
import { formatDate } from '../../../contract/format-date';
import type { OrderEventType, OrderLifecycleState } from '../../../contract/order-lifecycle';
import type { shipmentSchema } from '../../../contract/order-timeline';
import type { Order } from '../../../contract/orders';
import type { Script } from '../../../contract/serbian-script';
import { WITHDRAWAL_RECIPIENT, withdrawalFormWords as words } from '../../../contract/withdrawal-form';
import { greeting } from '../greeting';
import { composeMail } from '../layout';
import { type MailWriter, mailWriter } from '../mail-writer';
import type { MailMessage } from '../mailer';

export type Shipment = z.infer<typeof shipmentSchema>;
export type WithdrawalForm = z.infer<typeof withdrawalFormSchema>;

export type OrderLifecycleMailInput = {
  /** The event the order has just taken. */
  event: OrderEventType;
  order: Order;
  /** The order's lifecycle after the event. */
  lifecycle: OrderLifecycleState;
  /** For `ship`: the carrier, the tracking number and its link. */
  shipment?: Shipment | null;
  /** For `cancel`: why the shop cancelled (the event's reason). */
  reason?: string | null;
  /** For `refund`: the dinars this refund returned. */
  refundedAmount?: number;
  /** For `requestWithdrawal`: the legal form as the shopper sent it, prefilled from the order. */
  withdrawalForm?: WithdrawalForm | null;
  /** The shopper's script (the order's). */
  script: Script;
  /** The order's page (the guest's with its access token). */
  orderUrl: string;
  /** The ordered products with their brands, whose brand and model stay Latin. */
  products?: readonly { name: string; brand: string }[];
};

type Mail = { subject: string; paragraphs: string[] };
type Writer = (input: OrderLifecycleMailInput, write: MailWriter) => Mail;

function assertGiven<T>(value: T | null | undefined, what: string, event: OrderEventType): T {
  if (value === null || value === undefined) throw new Error(`The ${event} mail needs ${what}.`);
  return value;
}

const confirmed: Writer = ({ order, lifecycle }, write) => ({
  subject: write`Porudžbina br. ${order.number} je potvrđena`,
  paragraphs: [
    write`Potvrdili smo Vašu porudžbinu br. ${order.number} i pripremamo je za slanje.`,
    lifecycle.payment === 'awaitingPayment'
      ? write(
          'Porudžbinu šaljemo čim uplata stigne na naš račun; podatke za uplatu imate na stranici porudžbine.',
        )
      : write('Javićemo Vam kada je pošaljemo, sa brojem pošiljke za praćenje.'),
  ],
});

const shipped: Writer = ({ event, order, shipment }, write) => {
  const { carrier, trackingNumber, trackingUrl } = assertGiven(shipment, 'the shipment', event);
  return {
    subject: write`Porudžbina br. ${order.number} je poslata`,
    paragraphs: [
      write`Poslali smo Vašu porudžbinu br. ${order.number}.`,
      [
        write`Kurirska služba: ${carrierName(carrier, write)}`,
        write`Broj pošiljke: ${trackingNumber}`,
        write`Praćenje pošiljke: ${trackingUrl}`,
      ].join('\n'),
      ...(order.paymentMethod === 'cash_on_delivery'
        ? [write`Iznos od ${formatRsd(order.total)} plaćate kuriru prilikom preuzimanja.`]
        : []),
    ],
  };
};

const cancelled: Writer = ({ event, order, lifecycle, reason }, write) => ({
  subject: write`Porudžbina br. ${order.number} je otkazana`,
  paragraphs: [
    write`Otkazali smo Vašu porudžbinu br. ${order.number}.`,
    // The reason is the shop's own words, written for the shopper: in the shopper's script.
    write`Razlog: ${write(assertGiven(reason, 'the reason', event))}`,
    ...(lifecycle.payment === 'paid'
      ? [write('Uplaćeni iznos ćemo Vam vratiti i javiti Vam kada novac bude poslat.')]
      : []),
    write('Izvinjavamo se zbog neprijatnosti.'),
  ],
});

/** The withdrawal form's fields (Pravilnik o obrascu za odustanak), as the shopper sent them. */
function withdrawalFormLines(form: WithdrawalForm, write: MailWriter): string {
  const date = (iso: string) => write(formatDate(iso));
  return [
    write(words.title),
    write`${write(words.recipient)}: ${write(WITHDRAWAL_RECIPIENT)}`,
    write(words.statement),
    ...form.items.map((item) => write`• ${write.product(item.name)} — ${item.quantity} kom.`),
    write`${write(words.orderNumber)}: ${form.orderNumber}`,
    write`${write(words.orderedAt)}: ${date(form.orderedAt)}`,
    write`${write(words.deliveredAt)}: ${form.deliveredAt === null ? write(words.notDelivered) : date(form.deliveredAt)}`,
    // What the shopper typed stays as typed.
    write`${write(words.customerName)}: ${form.customerName}`,
    write`${write(words.address)}: ${form.address}`,
    write`${write(words.email)}: ${form.email}`,
    write`${write(words.reason)}: ${form.reason ?? write(words.noReason)}`,
    write`${write(words.submittedAt)}: ${date(form.submittedAt)}`,
  ].join('\n');
}

/**
 * What follows a withdrawal, by where the goods were (machines/order-lifecycle): an order not yet
 * shipped is simply cancelled; goods on their way may be refused at the door; delivered goods come
 * back. The return terms are the terms of sale's (src/features/info/terms-content.ts).
 */
function afterWithdrawal({ lifecycle }: OrderLifecycleMailInput, form: WithdrawalForm, write: MailWriter) {
  if (lifecycle.fulfilment === 'cancelled')
    return [
      write('Porudžbina još nije bila poslata, pa smo je otkazali: nemate ništa da vraćate.'),
      ...(lifecycle.payment === 'paid'
        ? [write('Sve što ste platili vraćamo najkasnije u roku od 14 dana od dana prijema izjave.')]
        : []),
    ];
  return [
    ...(form.deliveredAt === null
      ? [
          write(
            'Pošiljka je već poslata: možete je odbiti kada Vam je kurir donese ili nam proizvode vratiti.',
          ),
        ]
      : []),
    write(
      'Proizvode nam vratite bez odlaganja, a najkasnije u roku od 14 dana od dana slanja izjave; neposredne troškove vraćanja snosite Vi. Sve što ste platili vraćamo najkasnije u roku od 14 dana od dana prijema izjave, a povraćaj možemo zadržati dok ne primimo proizvode ili dokaz da su poslati.',
    ),
  ];
}

const withdrawalReceived: Writer = (input, write) => {
  const form = assertGiven(input.withdrawalForm, 'the withdrawal form', input.event);
  return {
    subject: write`Primili smo Vaš zahtev za odustanak od ugovora (porudžbina br. ${input.order.number})`,
    paragraphs: [
      write`Primili smo Vaš zahtev za odustanak od ugovora za porudžbinu br. ${input.order.number}. Ovo je potvrda prijema, sa podacima iz obrasca:`,
      withdrawalFormLines(form, write),
      ...afterWithdrawal(input, form, write),
    ],
  };
};

const refunded: Writer = ({ event, order, refundedAmount }, write) => ({
  subject: write`Vratili smo Vam novac za porudžbinu br. ${order.number}`,
  paragraphs: [
    write`Vratili smo Vam ${formatRsd(assertGiven(refundedAmount, 'the refunded amount', event))} za porudžbinu br. ${order.number}.`,
    write('Novac će biti na Vašem računu u roku od nekoliko radnih dana.'),
  ],
});

/** The events a shopper hears of by mail; the others (markPaid, deliver, acceptReturn) send none. */
const WRITERS: Partial<Record<OrderEventType, Writer>> = {
  confirm: confirmed,
  ship: shipped,
  cancel: cancelled,
  requestWithdrawal: withdrawalReceived,
  refund: refunded,
};

/**
 * The mail a shopper gets after an order event, in the order's script, or null for an event that
 * sends none. Each greets "Dobar dan, {ime}," and links to the order's page; the shipped mail names
 * the carrier with the tracking number and link, the cancelled one the reason, the withdrawal one
 * the legal form's fields, the refunded one the amount. Throws if the event's own data is missing.
 */
export function orderLifecycleMail(input: OrderLifecycleMailInput): MailMessage | null {
  const writer = WRITERS[input.event];
  if (!writer) return null;
  const write = mailWriter(input.script, input.products);
  const { subject, paragraphs } = writer(input, write);
  return composeMail({
    write,
    to: input.order.customer.email,
    subject,
    paragraphs: [greeting(write, input.order.customer.firstName), ...paragraphs],
    action: { label: write('Pogledajte porudžbinu'), url: input.orderUrl },
  });
}
