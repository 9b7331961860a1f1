// The order lifecycle's names (issue 33), apart from the machine (machines/order-lifecycle) and the
// schemas: the server, the back office and the shopper's order page read them without loading zod.

/** Fulfilment region: what has happened to the goods. */
export const fulfilmentStates = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'withdrawalRequested',
  'returned',
] as const;
export type FulfilmentState = (typeof fulfilmentStates)[number];

/**
 * Payment region: cash on delivery is `payOnDelivery` until delivered, then `paid`; a bank transfer
 * is `awaitingPayment` until staff mark it `paid`; `voided` when an unpaid order is cancelled;
 * `refunded` after a paid order is cancelled or returned.
 */
export const paymentStates = ['payOnDelivery', 'awaitingPayment', 'paid', 'voided', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** What staff may send to an order (POST /api/admin/orders/:id/events). */
export const staffOrderEventTypes = [
  'confirm',
  'markPaid',
  'ship',
  'deliver',
  'cancel',
  'acceptReturn',
  'refund',
] as const;
export type StaffOrderEventType = (typeof staffOrderEventTypes)[number];

/** Every event of the lifecycle: the staff's, and the shopper's withdrawal request. */
export const orderEventTypes = [...staffOrderEventTypes, 'requestWithdrawal'] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

/** The two regions together, as stored on an order. */
export type OrderLifecycleState = { fulfilment: FulfilmentState; payment: PaymentState };

/** Days after delivery during which a shopper may withdraw (Zakon o zaštiti potrošača). */
export const WITHDRAWAL_DAYS = 14;

/** Carriers a shipment may be sent with; the tracking link is built from the number. */
export const carriers = ['postExpress', 'dExpress', 'aks', 'bex', 'cityExpress'] as const;
export type Carrier = (typeof carriers)[number];
