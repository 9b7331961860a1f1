import type { z } from 'zod/mini';
import type {
  lifecycleSchema,
  shipmentSchema,
  timelineEntrySchema,
  withdrawalWindowSchema,
} from '../../../contract/order-timeline';

export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type Shipment = z.infer<typeof shipmentSchema>;
export type WithdrawalWindow = z.infer<typeof withdrawalWindowSchema>;

/** What GET /api/orders/{id} tells of an order's life besides the order (contract/order-timeline.ts). */
export type OrderProgress = {
  lifecycle: z.infer<typeof lifecycleSchema>;
  timeline: TimelineEntry[];
  shipment: Shipment | null;
  withdrawal: WithdrawalWindow;
};
