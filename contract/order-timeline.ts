import { z } from 'zod/mini';
import { carriers, fulfilmentStates, orderEventTypes, paymentStates } from './order-lifecycle';

// An order's lifecycle as both the shopper's order page and the back office read it (issue 33).

export const lifecycleSchema = z.object({
  fulfilment: z.enum(fulfilmentStates),
  payment: z.enum(paymentStates),
});
export const shipmentSchema = z.object({
  carrier: z.enum(carriers),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
});
/** One transition of an order: who, when, from which state to which, and the note. */
export const timelineEntrySchema = z.object({
  at: z.string(),
  event: z.enum(orderEventTypes),
  actor: z.object({ kind: z.enum(['staff', 'shopper']), name: z.string() }),
  from: lifecycleSchema,
  to: lifecycleSchema,
  /** Cancel reason, withdrawal reason, carrier and tracking number, refunded amount… */
  note: z.nullable(z.string()),
});
/** Whether the shopper may still withdraw (placement until 14 days after delivery), and until when. */
export const withdrawalWindowSchema = z.object({
  open: z.boolean(),
  /** The last day, once the order is delivered; null before delivery (open) or when closed for good. */
  until: z.nullable(z.string()),
});
