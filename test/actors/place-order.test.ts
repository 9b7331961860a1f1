import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { placeOrderResponseSchema } from '../../contract/orders';
import { routes } from '../../contract/routes';
import { placeOrderOrFail } from '../../src/actors/place-order';
import { NETWORK_ERROR_TEXT } from '../../src/api/api-error';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aPlaceOrderBody } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';
import { anOrder } from '../msw/order-history-handlers';
import { recordRequests } from '../msw/request-recorder';

/* POST /api/orders for the checkout (src/actors/place-order.ts): the order, or the failure mapped. */

startMswServer();
const { seen, answer } = recordRequests();

beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const body = aPlaceOrderBody();

describe('placing the order', () => {
  it('POSTs the order to /api/orders and resolves with the placed order and its token', async () => {
    const placed = { order: anOrder(), accessToken: 'pristup-123', paymentSlip: null };
    answer(routes.orderPlace, () => contractJson(placeOrderResponseSchema, placed, 201));
    await expect(placeOrderOrFail(body)).resolves.toEqual(placed);
    expect(seen).toEqual([{ method: 'POST', path: '/api/orders', body }]);
  });

  it('a refusal rejects as refused with the server’s text', async () => {
    answer(routes.orderPlace, () => errorJson(400, { error: 'Korpa je prazna.', code: 'CART_EMPTY' }));
    await expect(placeOrderOrFail(body)).rejects.toEqual({ kind: 'refused', message: 'Korpa je prazna.' });
  });

  it('no answer rejects as unanswered with the connection text', async () => {
    mswServer.use(handle(routes.orderPlace, () => HttpResponse.error()));
    await expect(placeOrderOrFail(body)).rejects.toEqual({ kind: 'unanswered', message: NETWORK_ERROR_TEXT });
  });
});
