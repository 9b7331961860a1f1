// The orders' constants, apart from ./orders.ts and its schemas: the client reads them without loading zod.

export const paymentMethods = ['cash_on_delivery', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The shopper's order status, derived from the lifecycle's fulfilment state (./order-status.ts). */
export const orderStatuses = [
  'received',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'withdrawalRequested',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
