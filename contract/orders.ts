import { z } from 'zod/mini';
import { phoneSchema } from './auth';
import { emailSchema, uuidSchema } from './common';
import { companySchema } from './company';
import { orderStatuses, type PaymentMethod, paymentMethods } from './order-constants';
import { ORDER_NUMBER_PATTERN } from './order-number';
import {
  lifecycleSchema,
  shipmentSchema,
  timelineEntrySchema,
  withdrawalWindowSchema,
} from './order-timeline';
import { personNameSchema } from './delivery-fields';
import { addressSchema, storedAddressSchema } from './profile';

export { orderStatuses, type PaymentMethod, paymentMethods };

export const customerSchema = z.object({
  firstName: personNameSchema('Unesite ime.'),
  lastName: personNameSchema('Unesite prezime.'),
  email: emailSchema,
  phone: phoneSchema,
});
export type Customer = z.infer<typeof customerSchema>;
/** A customer as an order answers it: one placed before today's rules is answered as it was. */
const storedCustomerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** Delivery details of checkout step 1 (spec cartStep 1). */
export const deliveryDetailsSchema = z.object({
  customer: customerSchema,
  address: addressSchema,
  note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  /** "Kupujem kao pravno lice": the company the R1 invoice is made out to; absent for a private buyer. */
  company: z.optional(companySchema),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

export const REPEATED_REVIEW_LINE_TEXT =
  'Isti proizvod se u pregledu porudžbine navodi više puta. Osvežite stranicu i pregledajte porudžbinu ponovo.';

const amountSchema = z.int().check(z.nonnegative(), z.maximum(1_000_000_000));

/** contract/order-review.ts: the lines, shipping and total the shopper saw on the review step. */
export const reviewedOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.int().check(z.positive()),
        quantity: z.int().check(z.positive(), z.maximum(1_000_000)),
        unitPrice: amountSchema,
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(500),
      // Lines are compared with the cart by product, so a repeated one would pass unnoticed.
      z.refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, {
        message: REPEATED_REVIEW_LINE_TEXT,
      }),
    ),
  shipping: amountSchema,
  total: amountSchema,
  /** The promo code applied on the review step and its discount (contract/promo.ts). */
  promo: z.optional(
    z.object({ code: z.string().check(z.minLength(1), z.maxLength(100)), discount: amountSchema }),
  ),
});

export const placeOrderBodySchema = z.extend(deliveryDetailsSchema, {
  cartId: uuidSchema,
  reviewed: reviewedOrderSchema,
  idempotencyKey: z.string().check(z.minLength(16), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
  paymentMethod: z.enum(paymentMethods, 'Izaberite način plaćanja.'),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderItemSchema = z.object({
  productId: z.int(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  unitPrice: z.int(),
  quantity: z.int(),
  lineTotal: z.int(),
});

export const orderSchema = z.object({
  id: z.string(),
  /** `KK-YYYY-NNNNNN`, random, model-97 control digits first (./order-number.ts). */
  number: z.string().check(z.regex(ORDER_NUMBER_PATTERN)),
  status: z.enum(orderStatuses),
  items: z.array(orderItemSchema),
  subtotal: z.int(),
  shipping: z.int(),
  /** The promo code of the order, and the dinars it took off the subtotal; total is after it. */
  promoCode: z.optional(z.nullable(z.string())),
  discount: z.optional(z.int()),
  total: z.int(),
  paymentMethod: z.enum(paymentMethods),
  customer: storedCustomerSchema,
  address: storedAddressSchema,
  note: z.nullable(z.string()),
  /** The company the order was bought as (an R1 invoice); null for a private buyer. */
  company: z.optional(
    z.nullable(z.object({ name: z.string(), pib: z.string(), registrationNumber: z.string() })),
  ),
  /** "Isporuka: od 1. do 3. decembra", from the moment it was placed (contract/delivery-estimate.ts). */
  deliveryEstimate: z.optional(z.string()),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Bank transfer details printed on the payment slip (uplatnica). */
export const paymentSlipSchema = z.object({
  recipient: z.string(),
  account: z.string(),
  amount: z.int(),
  /** Šifra plaćanja. */
  paymentCode: z.string(),
  model: z.string(),
  reference: z.string(),
  purpose: z.string(),
  /** The NBS IPS QR code of these same fields, an SVG image drawn by the server. */
  qrCode: z.string().check(z.startsWith('data:image/svg+xml;base64,')),
});

export const placeOrderResponseSchema = z.object({
  order: orderSchema,
  /** Lets a guest open the order just placed (also in the confirmation e-mail link). */
  accessToken: z.string(),
  paymentSlip: z.nullable(paymentSlipSchema),
});
export const orderResponseSchema = z.object({
  order: orderSchema,
  paymentSlip: z.nullable(paymentSlipSchema),
});
/**
 * GET /api/orders/:id (issue 33): the order with its life — the lifecycle's two states, its
 * timeline (staff appear as the shop), the shipment with its tracking link and whether the
 * shopper may still withdraw.
 */
export const orderDetailsResponseSchema = z.extend(orderResponseSchema, {
  lifecycle: lifecycleSchema,
  timeline: z.array(timelineEntrySchema),
  shipment: z.nullable(shipmentSchema),
  withdrawal: withdrawalWindowSchema,
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;
export const orderSummarySchema = z.extend(
  z.pick(orderSchema, {
    id: true,
    number: true,
    status: true,
    total: true,
    paymentMethod: true,
    createdAt: true,
  }),
  { itemCount: z.int() },
);
export const orderListResponseSchema = z.object({ items: z.array(orderSummarySchema) });

export const shortItemSchema = z.object({
  productId: z.int(),
  name: z.string(),
  requested: z.int(),
  available: z.int(),
});
export const outOfStockErrorSchema = z.object({
  error: z.string(),
  code: z.literal('OUT_OF_STOCK'),
  items: z.array(shortItemSchema),
});

/** 409 ORDER_CHANGED: the cart, a price or shipping changed since the review; nothing was placed. */
export const orderChangedErrorSchema = z.object({
  error: z.string(),
  code: z.literal('ORDER_CHANGED'),
  changes: z.array(z.string()),
});

export const orderIdParams = z.object({ id: uuidSchema });
export const orderAccessQuery = z.object({ token: z.optional(z.string().check(z.maxLength(128))) });
