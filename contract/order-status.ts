import type { OrderStatus } from './order-constants';
import type { FulfilmentState } from './order-lifecycle';

const statusByFulfilment: Record<FulfilmentState, OrderStatus> = {
  placed: 'received',
  confirmed: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  withdrawalRequested: 'withdrawalRequested',
  returned: 'returned',
};

/**
 * The status the storefront's order history shows (its badge), derived from the lifecycle's
 * fulfilment state: the order keeps no status of its own since issue 33.
 */
export const orderStatusOf = (fulfilment: FulfilmentState): OrderStatus => statusByFulfilment[fulfilment];
