import { beforeEach, describe, expect, it } from 'vitest';
import { orderDetailsResponseSchema } from '../../contract/orders';
import { routes } from '../../contract/routes';
import { orderDetailsLoader } from '../../src/actors/account.screen-data';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { startMswServer } from '../msw/msw-server';
import { anOrder } from '../msw/order-history-handlers';
import { fakeOrderProgress } from '../msw/order-progress-fixture';
import { recordRequests } from '../msw/request-recorder';
import { load } from './screen-data-driver';

/* The account area's reads (src/actors/account.screen-data.ts) over the real src/api client. */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });

beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const order = anOrder();

describe('the order details page', () => {
  it('reads GET /api/orders/{id} without a token and loads the order', async () => {
    answer(routes.orderGet, () =>
      contractJson(orderDetailsResponseSchema, { order, paymentSlip: null, ...fakeOrderProgress(order) }),
    );
    expect(await load(orderDetailsLoader, { id: order.id })).toEqual({
      state: 'loaded',
      data: { order, paymentSlip: null, ...fakeOrderProgress(order) },
      error: null,
    });
    expect(seen).toEqual([{ method: 'GET', path: `/api/orders/${order.id}`, search: '', body: undefined }]);
  });

  it('an order the server does not find (or not the user’s) loads as null, not a failure', async () => {
    answer(routes.orderGet, () => errorJson(404, { error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' }));
    expect(await load(orderDetailsLoader, { id: order.id })).toEqual({
      state: 'loaded',
      data: null,
      error: null,
    });
  });

  it('any other failure fails with the server’s text, so the page offers a retry', async () => {
    answer(routes.orderGet, () =>
      errorJson(500, { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' }),
    );
    expect(await load(orderDetailsLoader, { id: order.id })).toEqual({
      state: 'failed',
      data: null,
      error: 'Došlo je do greške na serveru.',
    });
  });
});
