import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carriers, fulfilmentStates, orderEventTypes, paymentStates } from '../../contract/order-lifecycle';
import type { ProductPhoto } from '../../contract/catalog';
import type { StoredAttribute } from '../../contract/product-specs';

/** PostgreSQL bytea as a Buffer (PGlite hands out a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The script (contract/serbian-script.ts) the shopper chose when they registered, ordered or asked
 * for an alert: the shop's mails to them are written in it. Latin, the shop's default, for rows older
 * than the choice.
 */
const script = () =>
  text('script', { enum: ['latin', 'cyrillic'] })
    .notNull()
    .default('latin');

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): any => categories.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    ean: text('ean').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    /**
     * The discount in effect now (0: none), what the listing's price and sale indexes are built on.
     * For a product with a scheduled discount (sale_from set) it is derived from the schedule: by
     * the trigger shop_sale_window on every write of the schedule and by the window job
     * (server/catalog/sale-windows.ts) as days pass (migration 0020 lawful_discounts).
     */
    discountPrice: integer('discount_price').notNull().default(0),
    /**
     * The scheduled discount (Zakon o trgovini čl. 36–37): its price and its first and last day in
     * Belgrade, at most 31 days (contract/discount.ts). 0 and nulls: no discount scheduled.
     */
    salePrice: integer('sale_price').notNull().default(0),
    saleFrom: date('sale_from', { mode: 'string' }),
    saleUntil: date('sale_until', { mode: 'string' }),
    /** What one piece holds, in `net_unit` (5 kg, 0.25 kg, 25 m): the unit price is shown from it. */
    netQuantity: doublePrecision('net_quantity'),
    netUnit: text('net_unit', { enum: ['kg', 'l', 'm', 'kom'] }),
    shippingPrice: integer('shipping_price').notNull().default(0),
    available: boolean('available').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Typed `{ key, value }` or free `{ name, value }` lines (contract/product-specs.ts). */
    attributes: jsonb('attributes').$type<StoredAttribute[]>().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    /**
     * The product's uploaded photos as the storefront shows them (contract/catalog.ts
     * ProductPhoto: each variant's address and size), in their order; the bytes are in
     * product_image_variants. Written with the photos, in their transaction
     * (server/catalog-admin/photo-store.ts), so every read of a product has them without a join.
     */
    photos: jsonb('photos').$type<ProductPhoto[]>().notNull().default([]),
    createdAt: createdAt(),
    /** The last edit in the back office (creation until then). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per listing sort, within a category (category_id first) and over the whole
    // catalogue, so that a page is read in its order instead of sorting the listing (migration 0009).
    // The price expression is product-sql.ts payPriceSql, written out as the planner must match it.
    ...listingIndexes(t),
    index('products_ean_idx').on(t.ean),
    // The back office's low-stock list (contract/admin.ts LOW_STOCK_THRESHOLD), fewest first.
    index('products_low_stock_idx').on(t.stock, t.id).where(sql`${t.stock} <= 5`),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.price} > 0`),
    check(
      'products_sale_window',
      sql`(${t.salePrice} = 0 and ${t.saleFrom} is null and ${t.saleUntil} is null) or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price} and ${t.saleFrom} <= ${t.saleUntil} and ${t.saleUntil} - ${t.saleFrom} < 31)`,
    ),
    check(
      'products_net_quantity',
      sql`(${t.netQuantity} is null and ${t.netUnit} is null) or (${t.netQuantity} > 0 and ${t.netUnit} is not null)`,
    ),
    // The window job's candidates: discounts that may have begun (sale_from within the last 31 days).
    index('products_sale_from_idx').on(t.saleFrom).where(sql`${t.saleFrom} is not null`),
  ],
);

/**
 * Every price a product had (Zakon o trgovini čl. 37: the lowest price of the last 30 days is shown
 * beside a discount): a row per change of price or discount price, written by statement triggers on
 * products whoever writes (an import, the back office, the window job, psql).
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    /** contract/money payPrice of the row: what a shopper paid from `changed_at` on. */
    payPrice: integer('pay_price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.changedAt)],
);

type ProductColumns = {
  categoryId: AnyPgColumn;
  popularity: AnyPgColumn;
  price: AnyPgColumn;
  discountPrice: AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
};

function listingIndexes(t: ProductColumns) {
  const payPrice = sql`(case when ${t.discountPrice} > 0 and ${t.discountPrice} < ${t.price} then ${t.discountPrice} else ${t.price} end)`;
  const sortKeys = {
    popular: [sql`${t.popularity} desc`, t.id],
    price: [payPrice, t.id],
    price_desc: [sql`${payPrice} desc`, t.id],
    newest: [sql`${t.createdAt} desc`, t.id],
    // name_key: shop_normalize(name), a stored generated column (migration 0012), in SQL only.
    name: [sql`name_key`, t.id],
  } as const;
  // The sale list's (onSale) partial indexes: the same keys over discounted products only, whose
  // predicate is product-sql.ts onSaleSql, written out (migration 0014).
  const onSale = sql`${t.discountPrice} > 0 and ${t.discountPrice} < ${t.price}`;
  return Object.entries(sortKeys).flatMap(([sort, keys]) => [
    index(`products_category_${sort}_idx`).on(t.categoryId, ...keys),
    index(`products_${sort}_idx`).on(...keys),
    index(`products_sale_category_${sort}_idx`)
      .on(t.categoryId, ...keys)
      .where(onSale),
    index(`products_sale_${sort}_idx`)
      .on(...keys)
      .where(onSale),
  ]);
}

/**
 * Each product's typed attribute values, one row per key, for spec filters (issue 36, migration
 * typed_specs): `value` is a list attribute's option, a yes/no's "da"/"ne" or a number as text,
 * `number_value` the number. Kept from products.attributes by statement triggers, with the
 * product's category and stock so that a filter reads this table's indexes alone.
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    numberValue: numeric('number_value', { mode: 'number' }),
    categoryId: integer('category_id').notNull(),
    inStock: boolean('in_stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.key] }),
    index('product_attribute_values_option_idx').on(t.key, t.value, t.categoryId, t.productId),
    index('product_attribute_values_number_idx').on(t.key, t.categoryId, t.numberValue, t.productId),
    index('product_attribute_values_category_idx').on(t.categoryId, t.key, t.value),
  ],
);

/**
 * Each category's products counted by attribute value and stock: the facets of a listing without
 * filters but stock, read instead of counting products (like catalog_facets). Kept by the same
 * triggers as product_attribute_values; a bulk import rebuilds it once at its end.
 */
export const catalogAttributeFacets = pgTable(
  'catalog_attribute_facets',
  {
    categoryId: integer('category_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    inStock: boolean('in_stock').notNull(),
    numberValue: numeric('number_value', { mode: 'number' }),
    productCount: integer('product_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.key, t.value, t.inStock] })],
);

/**
 * Each category's products counted by brand and stock, with their pay-price range: what listing
 * facets, totals and the category tree read instead of counting products (migration 0009). Kept
 * by statement triggers on products; a bulk import rebuilds it once at its end.
 */
export const catalogFacets = pgTable(
  'catalog_facets',
  {
    categoryId: integer('category_id').notNull(),
    brand: text('brand').notNull(),
    inStock: boolean('in_stock').notNull(),
    productCount: integer('product_count').notNull(),
    /** Null only in the moment a group's last product leaves it (the row is then deleted). */
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brand, t.inStock] })],
);

/**
 * The distinct words of every product's search document (migration 0005, filled by a trigger on
 * products): search expands a shopper's words over it. The column is COLLATE "C" in SQL.
 */
/** The kinds of explicit link between two products the import gives (issue 36). */
export const productLinkKinds = ['accessory', 'related'] as const;

/**
 * A product's explicit links from the catalogue import: its accessories ("Dodatna oprema") and
 * related products, in the file's order. Replaced per product by each import that names them.
 */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: productLinkKinds }).notNull(),
    linkedId: integer('linked_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind, t.linkedId] }),
    // A product page reads its links in order (product, kind, position), LIMIT'ed.
    index('product_links_order_idx').on(t.productId, t.kind, t.position),
    // Deleting a product finds the links to it.
    index('product_links_linked_idx').on(t.linkedId),
    check('product_links_not_self', sql`${t.productId} <> ${t.linkedId}`),
  ],
);

export const searchVocabulary = pgTable('search_vocabulary', { word: text('word').primaryKey() }, (t) => [
  index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The words of product names, brands and category names (migration 0014, filled by triggers on
 * products and categories): "Da li ste mislili" suggests only these, never a description's word.
 * The column is COLLATE "C" in SQL.
 */
export const searchNameWords = pgTable('search_name_words', { word: text('word').primaryKey() }, (t) => [
  index('search_name_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Everyday words and abbreviations shoppers type for catalogue words ("tv" for "televizor"), as
 * search keys (migration 0007); search expands a query word over them. The word is COLLATE "C" in SQL.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  word: text('word').primaryKey(),
  synonyms: text('synonyms').array().notNull(),
});

/**
 * Words more than COUNT_BOUND products hold, each with its count and the last entry of its top
 * list (migration 0011): the list holds every product whose key (weight, popularity, -id) is at
 * least that entry's. Filled at a bulk import's end, kept by a trigger on products. COLLATE "C" in SQL.
 */
export const searchTopWords = pgTable('search_top_words', {
  word: text('word').primaryKey(),
  productCount: integer('product_count').notNull(),
  lastWeight: integer('last_weight'),
  lastPopularity: integer('last_popularity'),
  lastProductId: integer('last_product_id'),
});

/**
 * A common word's best products for a search of it (migration 0011): by the best field the word
 * stands in (4 name, 3 brand, 2 category, 1 description; FIELD_SCORES' order), then popularity.
 */
export const searchTopProducts = pgTable(
  'search_top_products',
  {
    word: text('word').notNull(),
    weight: integer('weight').notNull(),
    popularity: integer('popularity').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.word] }),
    index('search_top_products_rank_idx').on(
      t.word,
      sql`${t.weight} desc`,
      sql`${t.popularity} desc`,
      t.productId,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    isVerified: boolean('is_verified').notNull().default(false),
    cartId: uuid('cart_id'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    script: script(),
    /**
     * Who the account is: a shopper (every account the storefront creates), or staff of the back
     * office (`npm run staff:add`, an admin's invitation). contract/admin.ts staffRoles.
     */
    role: text('role', { enum: ['customer', 'operator', 'admin'] })
      .notNull()
      .default('customer'),
    createdAt: createdAt(),
  },
  (t) => [check('users_role_known', sql`${t.role} in ('customer', 'operator', 'admin')`)],
);

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The promo code the shopper applied (normalised, contract/promo.ts); checked again at placement. */
    promoCode: text('promo_code'),
    createdAt: createdAt(),
  },
  (t) => [index('carts_user_idx').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_uq').on(t.cartId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** A staff session: when its TOTP second factor was entered (null: not in this session). */
    totpVerifiedAt: timestamp('totp_verified_at', { withTimezone: true }),
    /** A staff session: its last request, for the 30-minute idle expiry (server/admin/staff-session.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.kind)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlists_one_default_uq').on(t.userId).where(sql`${t.isDefault}`)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_wishlist_product_uq').on(t.wishlistId, t.productId)],
);

/** The withdrawal form (Pravilnik o obrascu za odustanak) as the shopper sent it, prefilled from the order. */
export type StoredWithdrawalForm = {
  orderNumber: string;
  orderedAt: string;
  deliveredAt: string | null;
  customerName: string;
  address: string;
  email: string;
  items: { name: string; quantity: number }[];
  reason: string | null;
  submittedAt: string;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** contract/order-number.ts; drawn at random by server/orders/order-number.ts. */
    number: text('number').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cartId: uuid('cart_id').notNull(),
    /**
     * The lifecycle's two regions (machines/order-lifecycle, contract/order-lifecycle.ts); the
     * storefront's older `status` is derived from `fulfilment_state` (contract/order-status.ts).
     */
    fulfilmentState: text('fulfilment_state', { enum: fulfilmentStates }).notNull().default('placed'),
    paymentState: text('payment_state', { enum: paymentStates }).notNull(),
    /** Optimistic lock: every lifecycle event names the version it was decided on and bumps it. */
    version: integer('version').notNull().default(0),
    shipmentCarrier: text('shipment_carrier', { enum: carriers }),
    shipmentTrackingNumber: text('shipment_tracking_number'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The shopper's withdrawal, once sent. */
    withdrawalForm: jsonb('withdrawal_form').$type<StoredWithdrawalForm>(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    note: text('note'),
    /** Bought as a company (contract/company.ts, an R1 invoice): all three or none. */
    companyName: text('company_name'),
    companyPib: text('company_pib'),
    companyRegistrationNumber: text('company_registration_number'),
    paymentMethod: text('payment_method', { enum: ['cash_on_delivery', 'bank_transfer'] }).notNull(),
    subtotal: integer('subtotal').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The promo code of the order and the dinars it took off the subtotal (total is after it). */
    promoCode: text('promo_code'),
    discount: integer('discount').notNull().default(0),
    accessTokenHash: text('access_token_hash').notNull(),
    script: script(),
    createdAt: createdAt(),
    /**
     * What the back office's search matches (server/orders/admin-order-list.ts): the name folded
     * like catalogue search, the e-mail, and the digits of the number (the "poziv na broj") and of
     * the phone.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`shop_normalize(first_name || ' ' || last_name) || ' ' || lower(email) || ' ' || regexp_replace(number, '[^0-9]', '', 'g') || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')`,
      ),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    // The back office's list, newest first, whole or by a state filter.
    index('orders_created_idx').on(t.createdAt.desc(), t.id),
    index('orders_fulfilment_created_idx').on(t.fulfilmentState, t.createdAt.desc()),
    index('orders_payment_created_idx').on(t.paymentState, t.createdAt.desc()),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'orders_company_complete',
      sql`(${t.companyName} is null) = (${t.companyPib} is null) and (${t.companyPib} is null) = (${t.companyRegistrationNumber} is null)`,
    ),
  ],
);

/** An order's history: every lifecycle transition, who made it, from which state to which. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event', { enum: orderEventTypes }).notNull(),
    actorKind: text('actor_kind', { enum: ['staff', 'shopper'] }).notNull(),
    actorStaffId: integer('actor_staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** As it was then: a staff member's name, or the shopper's from the order. */
    actorName: text('actor_name').notNull(),
    fromFulfilment: text('from_fulfilment', { enum: fulfilmentStates }).notNull(),
    fromPayment: text('from_payment', { enum: paymentStates }).notNull(),
    toFulfilment: text('to_fulfilment', { enum: fulfilmentStates }).notNull(),
    toPayment: text('to_payment', { enum: paymentStates }).notNull(),
    note: text('note'),
  },
  (t) => [index('order_events_order_at_idx').on(t.orderId, t.at, t.id)],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  thumbnail: text('thumbnail').notNull(),
  unitPrice: integer('unit_price').notNull(),
  shippingPrice: integer('shipping_price').notNull(),
  quantity: integer('quantity').notNull(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * "Obavesti me kada stigne": one address waiting for one product to be in stock again. An address
 * waits once per product (the partial unique index); `notified_at` is set when a server instance
 * claims the alert to send its mail (server/stock-alerts), and cleared again if the mail fails.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    script: script(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_pending_uq')
      .on(t.productId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_pending_product_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * A staff member's TOTP second factor (RFC 6238, server/admin/totp.ts). `secret` is the verified
 * one; an enrolment writes `pending_secret` until its first code is verified. `last_used_step` is
 * the time step of the last accepted code: a code is accepted once.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  pendingSecret: text('pending_secret'),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** One-time recovery codes of a staff member's second factor, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Every staff action of the back office: who, what (the entity's state before and after), when,
 * from which IP (server/admin/audit.ts). Written in the action's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    /** `order.ship`, `product.update`, `stock.set`, `staff.invite`… */
    action: text('action').notNull(),
    /** contract/admin.ts auditQuerySchema's entities. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_staff_idx').on(t.staffId, t.at.desc()),
    index('audit_log_entity_idx').on(t.entity, t.at.desc()),
  ],
);

/**
 * A photo staff uploaded for a product (server/catalog-admin/photo-store.ts): its place in the
 * product's gallery and its size after EXIF rotation. Its variants hold the bytes.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * One encoding of a photo (AVIF, WebP or JPEG at one width), in the database so that every
 * instance serves it (docs/scale-out.md). `hash` is its content's and part of its address
 * (/images/photos/{imageId}-{width}.{hash}.{ext}, server/images/photo-names.ts), so a browser
 * may keep it for a year: other bytes would have another address.
 */
export const productImageVariants = pgTable(
  'product_image_variants',
  {
    id: serial('id').primaryKey(),
    imageId: integer('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [uniqueIndex('product_image_variants_image_format_width_uq').on(t.imageId, t.format, t.width)],
);

/**
 * Promo codes (contract/promo.ts). Days are Belgrade calendar days `YYYY-MM-DD`, both inclusive.
 * `uses` counts the redemptions and is bumped in the placing transaction under the code's row lock,
 * so concurrent orders cannot pass a limit together (server/promo/redeem-promo.ts).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
    value: integer('value').notNull(),
    minOrder: integer('min_order').notNull().default(0),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check('promo_codes_percent_max', sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
    check('promo_codes_days', sql`${t.validFrom} <= ${t.validTo}`),
    check('promo_codes_within_limit', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

/** One use of a code by one order: the account that placed it, or the guest's e-mail (lower case). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    discount: integer('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('promo_redemptions_user_idx').on(t.promoCodeId, t.userId),
    index('promo_redemptions_email_idx').on(t.promoCodeId, t.email),
  ],
);
