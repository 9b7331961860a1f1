import type { OrderEventType, PaymentState } from '../../../contract/order-lifecycle';

/** Where an order's payment stands (its lifecycle's payment region), as the shopper reads it. */
export const paymentStateLabels: Record<PaymentState, string> = {
  payOnDelivery: 'Plaća se pouzećem',
  awaitingPayment: 'Čeka se uplata',
  paid: 'Plaćena',
  voided: 'Nije naplaćena',
  refunded: 'Novac vraćen',
};

/** A step of the order's timeline, read with its date: "Poslato 27. novembra 2026.". */
export const timelineLabels: Record<OrderEventType | 'place', string> = {
  place: 'Poručeno',
  confirm: 'Potvrđeno',
  markPaid: 'Uplata primljena',
  ship: 'Poslato',
  deliver: 'Isporučeno',
  cancel: 'Otkazano',
  requestWithdrawal: 'Zatražen odustanak od ugovora',
  acceptReturn: 'Vraćena roba primljena',
  refund: 'Novac vraćen',
};
