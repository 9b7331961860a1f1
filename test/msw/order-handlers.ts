import { deliveryEstimate, deliveryKindOf } from '../../contract/delivery-estimate';
import { routes } from '../../contract/routes';
import { handle } from './handle';
import { type HttpHandler, HttpResponse } from 'msw';
import type { z } from 'zod';
import { orderTotals, payPrice } from '../../contract/money';
import { ORDER_CHANGED_TEXT, reviewChanges, reviewOf } from '../../contract/order-review';
import {
  type Order,
  orderChangedErrorSchema,
  orderDetailsResponseSchema,
  outOfStockErrorSchema,
  type PlaceOrderBody,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from '../../contract/orders';
import { type Profile, profileResponseSchema } from '../../contract/profile';
import type { CookieJar } from '../../src/actors/browser';
import { contractJson, errorJson, sessionExpiredJson } from './contract-responses';
import type { FakeShop } from './handlers';
import { fakeOrderProgress } from './order-progress-fixture';
import { fakeOrderNumber, fakePaymentSlip } from './payment-slip-fixture';

type PlacedOrder = { order: Order; accessToken: string; idempotencyKey: string; userId: number | null };

/** A forced answer for the next POST /api/orders: no answer at all, or a status with an error. */
export type OrderOutcome = 'network' | { status: number; error: string; code: 'INTERNAL_ERROR' | 'CONFLICT' };

/**
 * The order routes of server/routes/api/orders over the fake shop's carts (DESIGN §3 Checkout):
 * one order per idempotency key, only as reviewed (409 ORDER_CHANGED names what changed), stock checked (409 OUT_OF_STOCK names what ran short), the cart
 * emptied, the order readable by its owner or with the confirmation's access token. Also
 * GET /api/profile for the checkout's prefill.
 */
export type FakeOrders = {
  placed: PlacedOrder[];
  /** Every POST /api/orders body, in order, as the server received it. */
  received: PlaceOrderBody[];
  /** What the server has in stock now, by product id (else the cart's product stock). */
  stock: Map<number, number>;
  /** Answers forced on the next POST /api/orders calls, one each. */
  nextOutcomes: OrderOutcome[];
  /** Profiles by user id (else one made from the account, without phone and address). */
  profiles: Map<number, Profile>;
};

export function createFakeOrders(overrides: Partial<FakeOrders> = {}): FakeOrders {
  return { placed: [], received: [], stock: new Map(), nextOutcomes: [], profiles: new Map(), ...overrides };
}

const orderId = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const notFound = () => errorJson(404, { error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' });

export function orderHandlers(shop: FakeShop, orders: FakeOrders, cookies: CookieJar): HttpHandler[] {
  const record = (request: Request) => shop.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const canUse = (cartId: string) => {
    const cart = shop.carts.get(cartId);
    if (!cart) return false;
    return cart.userId === null ? cookies.get('cart_id') === cartId : cart.userId === shop.sessionUserId;
  };
  const answer = (placed: PlacedOrder, status: number) =>
    contractJson(
      placeOrderResponseSchema,
      { order: placed.order, accessToken: placed.accessToken, paymentSlip: fakePaymentSlip(placed.order) },
      status,
    );

  return [
    handle(routes.orderPlace, async ({ request }) => {
      record(request);
      const parsed = placeOrderBodySchema.safeParse(await request.json());
      if (!parsed.success) return errorJson(400, { error: 'Neispravan zahtev.', code: 'VALIDATION_ERROR' });
      const body = parsed.data;
      orders.received.push(body);
      const forced = orders.nextOutcomes.shift();
      if (forced === 'network') return HttpResponse.error();
      if (forced) return errorJson(forced.status, { error: forced.error, code: forced.code });
      const repeat = orders.placed.find((placed) => placed.idempotencyKey === body.idempotencyKey);
      if (repeat) return answer(repeat, 200);
      if (!canUse(body.cartId))
        return errorJson(404, { error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' });
      const cart = shop.carts.get(body.cartId)!;
      if (cart.items.length === 0) return errorJson(409, { error: 'Korpa je prazna.', code: 'CART_EMPTY' });
      const names = new Map(cart.items.map(({ product }) => [product.id, product.name]));
      // A promo code is taken as reviewed: its rules are the real server's (test/server/promo).
      const sent = body.reviewed.promo;
      const now = reviewOf(cart.items);
      const priced = sent ? { ...now, total: now.total - sent.discount, promo: sent } : now;
      const changes = reviewChanges(body.reviewed, priced, (id) => names.get(id) ?? `#${id}`);
      if (changes.length > 0)
        return contractJson(
          orderChangedErrorSchema,
          { error: ORDER_CHANGED_TEXT, code: 'ORDER_CHANGED', changes },
          409,
        );
      const short = cart.items
        .map(({ product, quantity }) => ({
          productId: product.id,
          name: product.name,
          requested: quantity,
          available: product.available ? (orders.stock.get(product.id) ?? product.stock) : 0,
        }))
        .filter((item) => item.available < item.requested);
      if (short.length > 0)
        return contractJson(
          outOfStockErrorSchema,
          { error: 'Nekih proizvoda nema dovoljno na stanju.', code: 'OUT_OF_STOCK', items: short },
          409,
        );
      const serial = 1001 + orders.placed.length;
      const order: Order = {
        id: orderId(serial),
        number: fakeOrderNumber(serial),
        status: 'received',
        items: cart.items.map(({ product, quantity }) => ({
          productId: product.id,
          name: product.name,
          slug: product.slug,
          thumbnail: product.thumbnail,
          unitPrice: payPrice(product),
          quantity,
          lineTotal: payPrice(product) * quantity,
        })),
        ...orderTotals(cart.items),
        ...(sent ? { promoCode: sent.code, discount: sent.discount, total: priced.total } : {}),
        paymentMethod: body.paymentMethod,
        customer: body.customer,
        address: body.address,
        note: body.note ?? null,
        company: body.company ?? null,
        // As the server words it, from the moment the order was placed.
        deliveryEstimate: deliveryEstimate(
          new Date('2026-11-23T14:05:00.000Z'),
          deliveryKindOf(cart.items.map(({ product }) => product.shippingPrice)),
        ).text,
        createdAt: '2026-11-23T14:05:00.000Z',
      };
      const placed = {
        order,
        accessToken: `pristup-${serial}`,
        idempotencyKey: body.idempotencyKey,
        userId: shop.sessionUserId,
      };
      orders.placed.push(placed);
      cart.items = [];
      return answer(placed, 201);
    }),
    handle(routes.orderGet, ({ request, params }) => {
      record(request);
      const placed = orders.placed.find((candidate) => candidate.order.id === params.id);
      if (!placed) return notFound();
      const token = new URL(request.url).searchParams.get('token');
      const isOwner = placed.userId !== null && placed.userId === shop.sessionUserId;
      if (!isOwner && token !== placed.accessToken) return notFound();
      return contractJson(orderDetailsResponseSchema, {
        order: placed.order,
        paymentSlip: fakePaymentSlip(placed.order),
        ...fakeOrderProgress(placed.order),
      });
    }),
    handle(routes.profileGet, ({ request }) => {
      record(request);
      const account = shop.accounts.find((candidate) => candidate.user.id === shop.sessionUserId);
      if (!account) return sessionExpiredJson();
      const { user } = account;
      const profile: z.input<typeof profileResponseSchema>['profile'] = orders.profiles.get(user.id) ?? {
        id: user.id,
        email: user.email,
        isVerified: user.isVerified,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: null,
        address: null,
      };
      return contractJson(profileResponseSchema, { profile });
    }),
  ];
}
