import { routes } from '../../contract/routes';
import { handle } from './handle';
import type { HttpHandler } from 'msw';
import { type Order, orderListResponseSchema, orderDetailsResponseSchema } from '../../contract/orders';
import { contractJson, errorJson, sessionExpiredJson } from './contract-responses';
import type { FakeShop } from './handlers';
import { fakeOrderNumber, fakePaymentSlip } from './payment-slip-fixture';
import { fakeProgressOf } from './order-progress-fixture';

/** Orders the fake server holds, each with its owner; `failing` paths answer 500. */
export type FakeOrderHistory = { orders: { order: Order; userId: number }[]; failing: string[] };

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f',
    number: fakeOrderNumber(1024),
    status: 'received',
    items: [
      {
        productId: 4,
        name: 'Usisivač Tornado 2000',
        slug: 'usisivac-tornado-2000',
        thumbnail: '/images/products/usisivac.svg',
        unitPrice: 12_990,
        quantity: 2,
        lineTotal: 25_980,
      },
      {
        productId: 5,
        name: 'Usisivač Čistač Lux',
        slug: 'usisivac-cistac-lux',
        thumbnail: '/images/products/cistac.svg',
        unitPrice: 2_990,
        quantity: 1,
        lineTotal: 2_990,
      },
    ],
    subtotal: 28_970,
    shipping: 0,
    total: 28_970,
    paymentMethod: 'cash_on_delivery',
    customer: { firstName: 'Ana', lastName: 'Anić', email: 'ana@example.rs', phone: '064 123 4567' },
    address: { street: 'Knez Mihailova 12', city: 'Beograd', postalCode: '11000' },
    note: null,
    createdAt: '2026-03-10T14:05:00.000Z',
    ...overrides,
  };
}

const ORDER_NOT_FOUND = () => errorJson(404, { error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' });

/** server/routes/api/orders for the history: GET /api/orders and GET /api/orders/{id} (owner only). */
export function orderHistoryHandlers(shop: FakeShop, history: FakeOrderHistory): HttpHandler[] {
  const call = (request: Request) => {
    const name = `${request.method} ${new URL(request.url).pathname}`;
    shop.calls.push(name);
    return history.failing.some((prefix) => name.startsWith(prefix));
  };
  const serverError = () =>
    errorJson(500, { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' });

  return [
    handle(routes.orderList, ({ request }) => {
      if (call(request)) return serverError();
      if (shop.sessionUserId === null) return sessionExpiredJson();
      const mine = history.orders
        .filter((entry) => entry.userId === shop.sessionUserId)
        .map(({ order }) => order)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return contractJson(orderListResponseSchema, {
        items: mine.map((order) => ({
          id: order.id,
          number: order.number,
          status: order.status,
          total: order.total,
          paymentMethod: order.paymentMethod,
          createdAt: order.createdAt,
          itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
        })),
      });
    }),
    handle(routes.orderGet, ({ request, params }) => {
      if (call(request)) return serverError();
      const entry = history.orders.find((candidate) => candidate.order.id === params.id);
      // Like the server: someone else's order answers the same 404 as a missing one.
      if (!entry || entry.userId !== shop.sessionUserId) return ORDER_NOT_FOUND();
      return contractJson(orderDetailsResponseSchema, {
        order: entry.order,
        paymentSlip: fakePaymentSlip(entry.order),
        ...fakeProgressOf(entry.order),
      });
    }),
  ];
}
