// The orders' constants, apart from ./orders.ts and its schemas: the client reads them without loading zod.

export const paymentMethods = ['cash_on_delivery', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const orderStatuses = ['received', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
