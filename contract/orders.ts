import { z } from 'zod';
import { phoneSchema } from './auth';
import { emailSchema, uuidSchema } from './common';
import { addressSchema } from './profile';

export const paymentMethods = ['cash_on_delivery', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const orderStatuses = ['received', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

export const customerSchema = z.object({
  firstName: z.string().trim().min(1, 'Unesite ime.').max(100),
  lastName: z.string().trim().min(1, 'Unesite prezime.').max(100),
  email: emailSchema,
  phone: phoneSchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** Delivery details of checkout step 1 (spec cartStep 1). */
export const deliveryDetailsSchema = z.object({
  customer: customerSchema,
  address: addressSchema,
  note: z.string().trim().max(500).optional(),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

export const placeOrderBodySchema = deliveryDetailsSchema.extend({
  cartId: uuidSchema,
  idempotencyKey: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
  paymentMethod: z.enum(paymentMethods, 'Izaberite način plaćanja.'),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
});

export const orderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(orderStatuses),
  items: z.array(orderItemSchema),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  customer: customerSchema,
  address: addressSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Bank transfer details printed on the payment slip (uplatnica). */
export const paymentSlipSchema = z.object({
  recipient: z.string(),
  account: z.string(),
  amount: z.number().int(),
  model: z.string(),
  reference: z.string(),
  purpose: z.string(),
});

export const placeOrderResponseSchema = z.object({
  order: orderSchema,
  /** Lets a guest open the order just placed (also in the confirmation e-mail link). */
  accessToken: z.string(),
  paymentSlip: paymentSlipSchema.nullable(),
});
export const orderResponseSchema = z.object({
  order: orderSchema,
  paymentSlip: paymentSlipSchema.nullable(),
});
export const orderSummarySchema = orderSchema
  .pick({
    id: true,
    number: true,
    status: true,
    total: true,
    paymentMethod: true,
    createdAt: true,
  })
  .extend({ itemCount: z.number().int() });
export const orderListResponseSchema = z.object({ items: z.array(orderSummarySchema) });

export const shortItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
});
export const outOfStockErrorSchema = z.object({
  error: z.string(),
  code: z.literal('OUT_OF_STOCK'),
  items: z.array(shortItemSchema),
});

export const orderIdParams = z.object({ id: uuidSchema });
export const orderAccessQuery = z.object({ token: z.string().max(128).optional() });
