import type { FulfilmentState, OrderLifecycleState } from '../../contract/order-lifecycle';
import type { Order } from '../../contract/orders';
import type { OrderProgress } from '../../src/features/orders/order-progress.types';

const fulfilmentByStatus: Record<Order['status'], FulfilmentState> = {
  received: 'placed',
  processing: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  withdrawalRequested: 'withdrawalRequested',
  returned: 'returned',
};

/**
 * The order's life as GET /api/orders/{id} answers it (contract/orders.ts orderDetailsResponseSchema)
 * for a fake order that tells only its status: its lifecycle, no history yet, no parcel, and the
 * withdrawal window open unless the order was cancelled or already withdrawn from.
 */
export function fakeProgressOf(order: Order): OrderProgress {
  const fulfilment = fulfilmentByStatus[order.status];
  const unpaid = order.paymentMethod === 'bank_transfer' ? 'awaitingPayment' : 'payOnDelivery';
  const payment: OrderLifecycleState['payment'] =
    fulfilment === 'cancelled'
      ? 'voided'
      : fulfilment === 'placed' || fulfilment === 'confirmed'
        ? unpaid
        : 'paid';
  const open =
    fulfilment !== 'cancelled' && fulfilment !== 'withdrawalRequested' && fulfilment !== 'returned';
  return {
    lifecycle: { fulfilment, payment },
    timeline: [],
    shipment: null,
    withdrawal: { open, until: null },
  };
}
