import type { z } from 'zod/mini';
import type { OrderDetailsResponse } from '../../../contract/orders';
import type { timelineEntrySchema } from '../../../contract/order-timeline';

export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** What GET /api/orders/{id} tells of an order's life besides the order (contract/order-timeline.ts). */
export type OrderProgress = Pick<OrderDetailsResponse, 'lifecycle' | 'timeline' | 'shipment' | 'withdrawal'>;
export type Shipment = NonNullable<OrderProgress['shipment']>;
export type WithdrawalWindow = OrderProgress['withdrawal'];
