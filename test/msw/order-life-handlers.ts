import type { HttpHandler } from 'msw';
import { withdrawalResponseSchema } from '../../contract/admin';
import type { OrderLifecycleState } from '../../contract/order-lifecycle';
import { orderStatusOf } from '../../contract/order-status';
import { type Order, orderDetailsResponseSchema } from '../../contract/orders';
import { routes } from '../../contract/routes';
import type { OrderProgress } from '../../src/features/orders/order-progress.types';
import { contractJson, errorJson } from './contract-responses';
import { handle } from './handle';
import type { FakeShop } from './handlers';
import { anOrder } from './order-history-handlers';
import { fakePaymentSlip } from './payment-slip-fixture';

/**
 * One order on the fake server with its life (issue 33): GET /api/orders/{id} answers it with its
 * lifecycle, timeline, shipment and withdrawal window to its owner or with its access token;
 * POST /api/orders/{id}/withdrawal moves it as machines/order-lifecycle does and keeps the body.
 */
export type FakeOrderLife = {
  order: Order;
  userId: number | null;
  accessToken: string;
  progress: OrderProgress;
  /** When the fake server receives a withdrawal request. */
  requestedAt: string;
  /** The bodies the withdrawal route received, in order. */
  withdrawals: unknown[];
  /** The withdrawal route's answers wait for this, when set (to see the page while it sends). */
  hold?: Promise<void>;
};

export const WITHDRAWAL_CLOSED_TEXT =
  'Rok za odustanak od ugovora je istekao: bio je otvoren 14 dana od isporuke.';

const notFound = () => errorJson(404, { error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' });

/** The lifecycle after the shopper's withdrawal: before shipping it cancels the order. */
function withdrawn({ fulfilment, payment }: OrderLifecycleState): OrderLifecycleState {
  if (fulfilment === 'placed' || fulfilment === 'confirmed')
    return { fulfilment: 'cancelled', payment: payment === 'paid' ? 'paid' : 'voided' };
  return { fulfilment: 'withdrawalRequested', payment };
}

export function orderLifeHandlers(shop: FakeShop, life: FakeOrderLife): HttpHandler[] {
  const opens = (id: unknown, token: string | null | undefined) =>
    id === life.order.id &&
    ((life.userId !== null && shop.sessionUserId === life.userId) || token === life.accessToken);
  return [
    handle(routes.orderGet, ({ request, params }) => {
      shop.calls.push(`GET ${new URL(request.url).pathname}`);
      if (!opens(params.id, new URL(request.url).searchParams.get('token'))) return notFound();
      return contractJson(orderDetailsResponseSchema, {
        order: life.order,
        paymentSlip: fakePaymentSlip(life.order),
        ...life.progress,
      });
    }),
    handle(routes.orderWithdrawal, async ({ request, params }) => {
      const body = (await request.json()) as { reason?: string; token?: string };
      if (!opens(params.id, body.token)) return notFound();
      life.withdrawals.push(body);
      await life.hold;
      if (!life.progress.withdrawal.open)
        return errorJson(409, { error: WITHDRAWAL_CLOSED_TEXT, code: 'WITHDRAWAL_CLOSED' });
      const from = life.progress.lifecycle;
      const to = withdrawn(from);
      const { customer, address } = life.order;
      const deliveredAt = life.progress.timeline.findLast((entry) => entry.event === 'deliver')?.at ?? null;
      life.progress = {
        ...life.progress,
        lifecycle: to,
        withdrawal: { open: false, until: null },
        timeline: [
          ...life.progress.timeline,
          {
            at: life.requestedAt,
            event: 'requestWithdrawal',
            actor: { kind: 'shopper', name: `${customer.firstName} ${customer.lastName}` },
            from,
            to,
            note: body.reason ?? null,
          },
        ],
      };
      life.order = { ...life.order, status: orderStatusOf(to.fulfilment) };
      return contractJson(withdrawalResponseSchema, {
        lifecycle: to,
        form: {
          orderNumber: life.order.number,
          orderedAt: life.order.createdAt,
          deliveredAt,
          customerName: `${customer.firstName} ${customer.lastName}`,
          address: `${address.street}, ${address.postalCode} ${address.city}`,
          email: customer.email,
          items: life.order.items.map(({ name, quantity }) => ({ name, quantity })),
          reason: body.reason ?? null,
          submittedAt: life.requestedAt,
        },
      });
    }),
  ];
}

/** An order of `userId`, confirmed and shipped with Post Express, still open to withdrawal. */
export function aShippedOrderLife(userId: number | null): FakeOrderLife {
  const placed = { fulfilment: 'placed', payment: 'payOnDelivery' } as const;
  const confirmed = { fulfilment: 'confirmed', payment: 'payOnDelivery' } as const;
  const shipped = { fulfilment: 'shipped', payment: 'payOnDelivery' } as const;
  const staff = { kind: 'staff', name: 'Marko Operater' } as const;
  return {
    order: anOrder({ status: 'shipped' }),
    userId,
    accessToken: 'pristup-1024',
    progress: {
      lifecycle: shipped,
      timeline: [
        {
          at: '2026-03-11T08:00:00.000Z',
          event: 'confirm',
          actor: staff,
          from: placed,
          to: confirmed,
          note: null,
        },
        {
          at: '2026-03-12T09:30:00.000Z',
          event: 'ship',
          actor: staff,
          from: confirmed,
          to: shipped,
          note: null,
        },
      ],
      shipment: {
        carrier: 'postExpress',
        trackingNumber: 'PE123456789RS',
        trackingUrl: 'https://www.posta.rs/lat/alati/pracenje-posiljke.aspx?broj=PE123456789RS',
      },
      withdrawal: { open: true, until: null },
    },
    requestedAt: '2026-03-20T09:00:00.000Z',
    withdrawals: [],
  };
}
