import { z } from 'zod/mini';
import { productPhotoSchema } from './catalog';
import { emailSchema, idSchema, slugSchema, uuidSchema } from './common';
import { carriers, fulfilmentStates, staffOrderEventTypes } from './order-lifecycle';
import { lifecycleSchema, shipmentSchema, timelineEntrySchema } from './order-timeline';
import { orderSchema, paymentMethods } from './orders';

// The back office's calls (issue 33). Every /api/admin/* route names who may call it in
// ./routes.ts (`staff`); the server's staff guard enforces it from that table.

export const staffRoles = ['operator', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

const pageSchema = z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000)), 1);
const searchSchema = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const amountSchema = z.int().check(z.nonnegative(), z.maximum(1_000_000_000));

// ── Staff session and second factor ────────────────────────────────────────────────────────────

/** `notEnrolled`: no TOTP yet; `required`: enrolled, not yet entered in this session. */
export const totpStatuses = ['notEnrolled', 'required', 'verified'] as const;

export const staffMemberSchema = z.object({
  id: z.int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(staffRoles),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/session: answered with the password session alone (no TOTP needed). */
export const staffSessionResponseSchema = z.object({
  staff: staffMemberSchema,
  totp: z.enum(totpStatuses),
  /** When the staff session ends if nothing is done (30 minutes idle). */
  idleExpiresAt: z.string(),
});

export const totpEnrolResponseSchema = z.object({
  /** otpauth://totp/… for an authenticator app. */
  uri: z.string().check(z.startsWith('otpauth://totp/')),
  /** The same URI as a QR code image. */
  qrCode: z.string().check(z.startsWith('data:image/')),
  /** Base32, for typing in by hand. */
  secret: z.string(),
});
export const totpCodeBodySchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Unesite šestocifreni kod iz aplikacije.')),
});
export const totpVerifyResponseSchema = z.object({
  verified: z.literal(true),
  /** Only on the first verification after an enrolment: shown once, stored hashed. */
  recoveryCodes: z.optional(z.array(z.string())),
});
export const recoveryCodeBodySchema = z.object({
  code: z.string().check(z.trim(), z.minLength(8), z.maxLength(32)),
});
export const recoveryResponseSchema = z.object({
  verified: z.literal(true),
  remainingRecoveryCodes: z.int(),
});

export const staffListResponseSchema = z.object({
  items: z.array(
    z.extend(staffMemberSchema, {
      totpEnrolled: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export const staffInviteBodySchema = z.object({
  email: emailSchema,
  role: z.enum(staffRoles, 'Izaberite ulogu.'),
});
export const staffInviteResponseSchema = z.object({ invited: z.literal(true) });
export const staffRoleBodySchema = z.object({ role: z.enum(staffRoles, 'Izaberite ulogu.') });

// ── Audit log ──────────────────────────────────────────────────────────────────────────────────

export const auditQuerySchema = z.object({
  page: pageSchema,
  staffId: z.optional(idSchema),
  entity: z.optional(z.enum(['order', 'product', 'category', 'staff', 'stock', 'import', 'promo'])),
});
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  staff: z.object({ id: z.int(), email: z.string() }),
  /** `order.ship`, `product.update`, `stock.set`, `staff.invite`… */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

// ── Orders ─────────────────────────────────────────────────────────────────────────────────────

/** A list filter: a fulfilment state, or a payment state (`awaitingPayment`: pending transfers). */
export const adminOrderStatusFilters = [...fulfilmentStates, 'awaitingPayment', 'paid', 'refunded'] as const;
export const adminOrderListQuerySchema = z.object({
  status: z.optional(z.enum(adminOrderStatusFilters)),
  /** Order number, name, e-mail, phone or the bank transfer's "poziv na broj". */
  q: searchSchema,
  page: pageSchema,
});
export const adminOrderSummarySchema = z.object({
  id: uuidSchema,
  number: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  total: z.int(),
  paymentMethod: z.enum(paymentMethods),
  /** The bank transfer's "poziv na broj" (the order number's reference, as on the slip). */
  paymentReference: z.string(),
  lifecycle: lifecycleSchema,
});
export const adminOrderListResponseSchema = z.object({
  items: z.array(adminOrderSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  lifecycle: lifecycleSchema,
  /** Optimistic lock: an event names the version it was decided on. */
  version: z.int(),
  timeline: z.array(timelineEntrySchema),
  shipment: z.nullable(shipmentSchema),
  refundedAmount: z.int(),
  paymentReference: z.string(),
  /** The staff events the lifecycle allows now; the back office offers only these. */
  allowed: z.array(z.enum(staffOrderEventTypes)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

const noteSchema = (message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(500));
const expectedVersion = z.int().check(z.nonnegative());
export const staffOrderEventBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('confirm'), expectedVersion }),
  z.object({ type: z.literal('markPaid'), expectedVersion }),
  z.object({
    type: z.literal('ship'),
    expectedVersion,
    carrier: z.enum(carriers, 'Izaberite kurirsku službu.'),
    trackingNumber: z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,40}$/, 'Unesite broj pošiljke (4–40 slova i cifara).')),
  }),
  z.object({ type: z.literal('deliver'), expectedVersion }),
  z.object({ type: z.literal('cancel'), expectedVersion, reason: noteSchema('Unesite razlog otkazivanja.') }),
  z.object({ type: z.literal('acceptReturn'), expectedVersion }),
  z.object({ type: z.literal('refund'), expectedVersion, amount: amountSchema.check(z.positive()) }),
]);
export type StaffOrderEventBody = z.infer<typeof staffOrderEventBodySchema>;

/** 409 TRANSITION_NOT_ALLOWED: the lifecycle does not allow that event now. */
export const transitionNotAllowedSchema = z.object({
  error: z.string(),
  code: z.literal('TRANSITION_NOT_ALLOWED'),
  allowed: z.array(z.enum(staffOrderEventTypes)),
});

/** POST /api/orders/:id/withdrawal (the shopper; a guest with the order's access token). */
export const withdrawalBodySchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  token: z.optional(z.string().check(z.maxLength(128))),
});
/** The legal withdrawal form (Pravilnik o obrascu za odustanak), prefilled from the order. */
export const withdrawalFormSchema = z.object({
  orderNumber: z.string(),
  orderedAt: z.string(),
  deliveredAt: z.nullable(z.string()),
  customerName: z.string(),
  address: z.string(),
  email: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.int() })),
  reason: z.nullable(z.string()),
  submittedAt: z.string(),
});
export const withdrawalResponseSchema = z.object({
  lifecycle: lifecycleSchema,
  form: withdrawalFormSchema,
});

/** GET /api/admin/dashboard. */
export const dashboardResponseSchema = z.object({
  today: z.object({ orders: z.int(), revenue: z.int() }),
  /** Oldest first, 30 entries, one per calendar day in Belgrade. */
  last30Days: z.array(z.object({ date: z.string(), orders: z.int(), revenue: z.int() })),
  pendingTransfers: z.int(),
  withdrawals: z.int(),
  lowStock: z.int(),
});

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────────

/** A product's stock at or below this is on the low-stock list. */
export const LOW_STOCK_THRESHOLD = 5;

export const adminProductListQuerySchema = z.object({
  q: searchSchema,
  category: z.optional(idSchema),
  lowStock: z.optional(z.enum(['true'])),
  page: pageSchema,
});
/** A product photo as the storefront shows it (contract/catalog.ts). */
export const productImageSchema = productPhotoSchema;
export const adminProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  ean: z.string(),
  brand: z.string(),
  description: z.string(),
  categoryId: z.int(),
  price: z.int(),
  /** The scheduled discount (contract/discount.ts): its price, 0 for none, and its first and last day. */
  discountPrice: z.int(),
  discountFrom: z.nullable(z.string()),
  discountUntil: z.nullable(z.string()),
  shippingPrice: z.int(),
  stock: z.int(),
  available: z.boolean(),
  images: z.array(productImageSchema),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListResponseSchema = z.object({
  items: z.array(z.omit(adminProductSchema, { description: true })),
  total: z.int(),
  /** A search or the low-stock list counts its matches up to a bound: `total` is then "at least" (additive). */
  totalIsLowerBound: z.optional(z.literal(true)),
  page: z.int(),
  pageSize: z.int(),
});
export const adminProductResponseSchema = z.object({ product: adminProductSchema });

const productFields = {
  name: z.string().check(z.trim(), z.minLength(2, 'Unesite naziv proizvoda.'), z.maxLength(200)),
  description: z.string().check(z.maxLength(20_000)),
  categoryId: z.int().check(z.positive('Izaberite kategoriju.')),
  brand: z.string().check(z.trim(), z.minLength(1, 'Unesite brend.'), z.maxLength(100)),
  price: z.int('Cena je ceo broj dinara.').check(z.positive('Cena mora biti veća od nule.')),
  discountPrice: z.int('Akcijska cena je ceo broj dinara.').check(z.nonnegative()),
  /** A Belgrade calendar day, `YYYY-MM-DD`; null with no discount. */
  discountFrom: z.optional(z.nullable(z.iso.date('Datum početka akcije nije ispravan.'))),
  discountUntil: z.optional(z.nullable(z.iso.date('Datum završetka akcije nije ispravan.'))),
  shippingPrice: z.int().check(z.nonnegative()),
  stock: z.int('Stanje je ceo broj.').check(z.nonnegative('Stanje ne može biti negativno.')),
  available: z.boolean(),
};
/** Either price given alone is checked against the other as stored (the server checks the pair). */
export const adminProductPatchSchema = z.partial(z.object(productFields));
export const adminProductCreateSchema = z.extend(z.object(productFields), {
  slug: z.optional(slugSchema),
  ean: z.string().check(z.regex(/^\d{8,14}$/, 'EAN ima 8 do 14 cifara.')),
});
export const stockBodySchema = z.object({
  stock: productFields.stock,
  /** The stock the operator saw; another change since answers 409 ORDER_CHANGED-like STOCK_CHANGED. */
  expectedStock: z.optional(z.int().check(z.nonnegative())),
});

export const adminCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  parentId: z.nullable(z.int()),
  productCount: z.int(),
});
export const adminCategoryListResponseSchema = z.object({ items: z.array(adminCategorySchema) });
export const adminCategoryBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Unesite naziv kategorije.'), z.maxLength(100)),
  slug: z.optional(slugSchema),
  /** Moving a category is changing its parent; null makes it a top category. */
  parentId: z.nullable(z.int().check(z.positive())),
});
export const adminCategoryResponseSchema = z.object({ category: adminCategorySchema });

export const imageParams = z.object({ id: idSchema, imageId: idSchema });
export const productImageResponseSchema = z.object({ image: productImageSchema });

/** POST /api/admin/catalog/import (the JSON file of docs/catalog-import.md, as the request body). */
export const catalogImportResponseSchema = z.object({
  categories: z.int(),
  products: z.int(),
});
