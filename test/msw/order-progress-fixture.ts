import type { FulfilmentState, PaymentState } from '../../contract/order-lifecycle';
import type { Order, OrderDetailsResponse } from '../../contract/orders';

const fulfilmentOf: Record<Order['status'], FulfilmentState> = {
  received: 'placed',
  processing: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  withdrawalRequested: 'withdrawalRequested',
  returned: 'returned',
};

/** The payment state an order in that state has, as the lifecycle would leave it. */
function paymentOf(order: Order, fulfilment: FulfilmentState): PaymentState {
  if (fulfilment === 'cancelled') return 'voided';
  if (order.paymentMethod === 'bank_transfer')
    return fulfilment === 'placed' || fulfilment === 'confirmed' ? 'awaitingPayment' : 'paid';
  return fulfilment === 'placed' || fulfilment === 'confirmed' || fulfilment === 'shipped'
    ? 'payOnDelivery'
    : 'paid';
}

/**
 * What GET /api/orders/:id tells of an order's life beside the order (contract/orders.ts
 * orderDetailsResponseSchema), for a fake order known by its status: no history yet, no shipment,
 * the withdrawal window open before delivery. Tests of the order page pass their own.
 */
export function fakeOrderProgress(
  order: Order,
  overrides: Partial<Omit<OrderDetailsResponse, 'order' | 'paymentSlip'>> = {},
): Omit<OrderDetailsResponse, 'order' | 'paymentSlip'> {
  const fulfilment = fulfilmentOf[order.status];
  return {
    lifecycle: { fulfilment, payment: paymentOf(order, fulfilment) },
    timeline: [],
    shipment: null,
    withdrawal: {
      open: ['placed', 'confirmed', 'shipped'].includes(fulfilment),
      until: null,
    },
    ...overrides,
  };
}
