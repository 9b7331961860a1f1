import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { orderTotals, payPrice } from '../../contract/money';
import { ORDER_CHANGED_TEXT, type ReviewedOrder, reviewChanges, reviewOf } from '../../contract/order-review';
import type { Order, PlaceOrderBody } from '../../contract/orders';
import type { Script } from '../../contract/serbian-script';
import { hashToken } from '../auth/tokens';
import { storedThumbnail } from '../catalog/product-dto';
import type { Db } from '../db/client';
import { cartItems, carts, orderItems, orders, products } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import { orderAccessToken } from './access-token';
import { initialLifecycle } from './lifecycle';
import { type OrderRow, loadOrder, toOrderDto } from './order-dto';
import { drawOrderNumber } from './order-number';
import type { ReviewPromoRule } from '../../contract/order-review';
import { lockPlacementPromo, redeemPromo } from '../promo/redeem-promo';

export type PlacedOrder = {
  /** False when the idempotency key had already placed this order. */
  created: boolean;
  order: Order;
  accessToken: string;
};

export const OUT_OF_STOCK_TEXT = 'Nekih proizvoda nema dovoljno na stanju.';

export type PlaceOrderOptions = {
  /** Where order numbers come from; tests pass one that collides. */
  drawNumber?: () => string;
  /** The script the shopper ordered in, kept with the order for its mails; Latin by default. */
  script?: Script;
  /** The moment a promo code's validity is judged at; now by default (tests move it). */
  now?: Date;
};

/** A million numbers a year: even at 100,000 orders a year five draws all collide once in 10⁵ orders. */
const NUMBER_DRAWS = 5;

/**
 * Turns the cart into an order in one transaction: claims the idempotency key, re-prices the cart
 * from the locked products, decrements stock and empties the cart. Every step that could race with
 * another checkout is decided by the database (unique index, row locks, conditional update).
 */
export async function placeOrder(
  db: Db,
  body: PlaceOrderBody,
  userId: number | null,
  { drawNumber = drawOrderNumber, script = 'latin', now = new Date() }: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const claimed = await claimIdempotencyKey(tx, body, userId, drawNumber, script);
    if (!claimed) return replayOrder(tx, body);

    // Locking the cart row serialises checkouts of one cart under different keys.
    const [cart] = await tx
      .select({ id: carts.id, promoCode: carts.promoCode })
      .from(carts)
      .where(eq(carts.id, body.cartId))
      .for('update');
    if (!cart) throw notFound('Korpa nije pronađena.', 'CART_NOT_FOUND');
    const lines = await tx
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.cartId, body.cartId))
      .orderBy(asc(cartItems.id));
    if (lines.length === 0) throw conflict('Korpa je prazna.', 'CART_EMPTY');

    // Always in id order, so that two checkouts sharing products cannot deadlock.
    const locked = await tx
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
    const productById = new Map(locked.map((product) => [product.id, product]));
    const priced = lines.map((line) => ({
      product: productById.get(line.productId)!,
      quantity: line.quantity,
    }));

    // The code is judged after the cart and products are locked, its own row locked last.
    const customer = { userId, email: body.customer.email };
    const promo = await lockPlacementPromo(tx, {
      cartCode: cart.promoCode,
      reviewedCode: body.reviewed.promo?.code,
      subtotal: orderTotals(priced).subtotal,
      customer,
      now,
    });

    const review = await refuseIfChangedSinceReview(tx, body, priced, promo?.rule);

    const short = priced
      .map(({ product, quantity }) => ({
        productId: product.id,
        name: product.name,
        requested: quantity,
        available: product.available ? product.stock : 0,
      }))
      .filter((item) => item.available < item.requested);
    if (short.length > 0) throw conflict(OUT_OF_STOCK_TEXT, 'OUT_OF_STOCK', { items: short });

    for (const { product, quantity } of priced) {
      const decremented = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, product.id), gte(products.stock, quantity)))
        .returning({ id: products.id });
      if (decremented.length === 0) {
        // Unreachable while the row lock holds; kept so stock can never go below what was sold.
        throw conflict(OUT_OF_STOCK_TEXT, 'OUT_OF_STOCK', {
          items: [
            { productId: product.id, name: product.name, requested: quantity, available: product.stock },
          ],
        });
      }
    }

    const items = await tx
      .insert(orderItems)
      .values(
        priced.map(({ product, quantity }) => ({
          orderId: claimed.id,
          productId: product.id,
          name: product.name,
          slug: product.slug,
          thumbnail: storedThumbnail(product.images),
          unitPrice: payPrice(product),
          shippingPrice: product.shippingPrice,
          quantity,
        })),
      )
      .returning();
    const discount = review.promo?.discount ?? 0;
    if (promo) await redeemPromo(tx, promo.row, { orderId: claimed.id, customer, discount });
    const [row] = await tx
      .update(orders)
      .set({ ...orderTotals(priced), total: review.total, promoCode: promo?.row.code ?? null, discount })
      .where(eq(orders.id, claimed.id))
      .returning();
    await tx.delete(cartItems).where(eq(cartItems.cartId, body.cartId));
    // The code went with this order; the next order of the cart starts without one.
    await tx.update(carts).set({ promoCode: null }).where(eq(carts.id, body.cartId));

    return {
      created: true,
      order: toOrderDto(row!, items),
      accessToken: orderAccessToken(claimed, body.idempotencyKey),
    };
  });
}

/**
 * The order is placed only as the shopper reviewed it: the same lines, quantities and pay prices,
 * the same shipping and total. Otherwise 409 ORDER_CHANGED names each change; throwing here rolls
 * back the claimed key, so nothing is written and the next attempt starts afresh.
 */
async function refuseIfChangedSinceReview(
  tx: Db,
  body: PlaceOrderBody,
  priced: { product: typeof products.$inferSelect; quantity: number }[],
  promo: ReviewPromoRule | undefined,
): Promise<ReviewedOrder> {
  const names = new Map(priced.map(({ product }) => [product.id, product.name]));
  // A line the shopper saw that is gone from the cart is named from the catalogue.
  const gone = body.reviewed.lines.map((line) => line.productId).filter((id) => !names.has(id));
  if (gone.length > 0) {
    const rows = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, gone));
    for (const row of rows) names.set(row.id, row.name);
  }
  const now = reviewOf(priced, promo);
  const changes = reviewChanges(body.reviewed, now, (id) => names.get(id) ?? `#${id}`);
  if (changes.length === 0) return now;
  throw conflict(ORDER_CHANGED_TEXT, 'ORDER_CHANGED', { changes });
}

/**
 * Inserts the order row first: a concurrent request with the same key waits on the unique index
 * until this transaction ends, then finds the order (or, after a rollback, claims the key itself).
 * ON CONFLICT DO NOTHING covers both unique columns without aborting the transaction: no row back
 * means either the key is taken (a replay: undefined) or the drawn number is (draw again).
 */
async function claimIdempotencyKey(
  tx: Db,
  body: PlaceOrderBody,
  userId: number | null,
  drawNumber: () => string,
  script: Script,
): Promise<OrderRow | undefined> {
  for (let draw = 0; draw < NUMBER_DRAWS; draw++) {
    const id = randomUUID();
    const [row] = await tx
      .insert(orders)
      .values({
        id,
        number: drawNumber(),
        idempotencyKey: body.idempotencyKey,
        userId,
        cartId: body.cartId,
        firstName: body.customer.firstName,
        lastName: body.customer.lastName,
        email: body.customer.email,
        phone: body.customer.phone,
        street: body.address.street,
        city: body.address.city,
        postalCode: body.address.postalCode,
        note: body.note || null,
        companyName: body.company?.name ?? null,
        companyPib: body.company?.pib ?? null,
        companyRegistrationNumber: body.company?.registrationNumber ?? null,
        paymentMethod: body.paymentMethod,
        ...storedLifecycle(body.paymentMethod),
        script,
        accessTokenHash: hashToken(orderAccessToken({ id, cartId: body.cartId }, body.idempotencyKey)),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [keyTaken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey))
      .limit(1);
    if (keyTaken) return undefined;
  }
  throw new Error(`no free order number after ${NUMBER_DRAWS} draws`);
}

/** A new order's columns for its lifecycle, as the machine starts for its payment method. */
function storedLifecycle(paymentMethod: PlaceOrderBody['paymentMethod']) {
  const { fulfilment, payment } = initialLifecycle(paymentMethod);
  return { fulfilmentState: fulfilment, paymentState: payment };
}

async function replayOrder(tx: Db, body: PlaceOrderBody): Promise<PlacedOrder> {
  const [existing] = await tx
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, body.idempotencyKey))
    .limit(1);
  if (!existing || existing.cartId !== body.cartId) {
    throw conflict(
      'Ova porudžbina je već poslata sa drugom korpom. Osvežite stranicu i pokušajte ponovo.',
      'IDEMPOTENCY_MISMATCH',
    );
  }
  return {
    created: false,
    order: await loadOrder(tx, existing),
    accessToken: orderAccessToken(existing, body.idempotencyKey),
  };
}
