import type { Order } from '../../../contract/orders';
import { orderStatusLabels } from '../../lib/order-labels';

/** An order's status in Serbian, coloured by how far the order got. */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  return <span className={`order-status order-status-${status}`}>{orderStatusLabels[status]}</span>;
}
