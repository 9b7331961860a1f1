import { beforeEach, describe, expect, it } from 'vitest';
import { orderListResponseSchema, orderDetailsResponseSchema } from '../../contract/orders';
import { routes } from '../../contract/routes';
import { orderLoader, ordersLoader } from '../../src/actors/screen-data';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { startMswServer } from '../msw/msw-server';
import { anOrder } from '../msw/order-history-handlers';
import { fakeOrderProgress } from '../msw/order-progress-fixture';
import { recordRequests } from '../msw/request-recorder';
import { load } from './screen-data-driver';

/*
 * The screens' reads of src/actors/screen-data.ts over the real src/api client: the
 * request each sends, the data it settles with, and the server's text when it fails.
 */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });

beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const order = anOrder();

describe('the order history and an order', () => {
  it('the history is GET /api/orders and loads the user’s orders', async () => {
    const items = [
      {
        id: order.id,
        number: order.number,
        status: 'received' as const,
        total: 28_970,
        paymentMethod: 'cash_on_delivery' as const,
        createdAt: '2026-03-10T14:05:00.000Z',
        itemCount: 3,
      },
    ];
    answer(routes.orderList, () => contractJson(orderListResponseSchema, { items }));
    expect(await load(ordersLoader, undefined)).toEqual({ state: 'loaded', data: items, error: null });
    expect(seen).toEqual([{ method: 'GET', path: '/api/orders', search: '', body: undefined }]);
  });

  it('an order is GET /api/orders/{id} and loads the order with its slip', async () => {
    answer(routes.orderGet, () =>
      contractJson(orderDetailsResponseSchema, { order, paymentSlip: null, ...fakeOrderProgress(order) }),
    );
    expect(await load(orderLoader, { id: order.id })).toEqual({
      state: 'loaded',
      data: { order, paymentSlip: null, ...fakeOrderProgress(order) },
      error: null,
    });
    expect(seen).toEqual([{ method: 'GET', path: `/api/orders/${order.id}`, search: '', body: undefined }]);
  });

  it('a guest’s order is read with the confirmation link’s access token', async () => {
    answer(routes.orderGet, () =>
      contractJson(orderDetailsResponseSchema, { order, paymentSlip: null, ...fakeOrderProgress(order) }),
    );
    await load(orderLoader, { id: order.id, token: 'pristup-123' });
    expect(seen.map(({ path, search }) => path + search)).toEqual([
      `/api/orders/${order.id}?token=pristup-123`,
    ]);
  });

  it('an order the server does not find fails with the server’s text', async () => {
    answer(routes.orderGet, () => errorJson(404, { error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' }));
    expect(await load(orderLoader, { id: order.id })).toEqual({
      state: 'failed',
      data: null,
      error: 'Porudžbina nije pronađena.',
    });
  });
});
