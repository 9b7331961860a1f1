import { beforeEach, describe, expect, it } from 'vitest';
import { successSchema } from '../../contract/errors';
import { orderListResponseSchema, orderResponseSchema } from '../../contract/orders';
import { reviewResponseSchema } from '../../contract/reviews';
import { routes } from '../../contract/routes';
import {
  orderLoader,
  ordersLoader,
  reviewCreateSubmission,
  reviewDeleteSubmission,
  reviewUpdateSubmission,
} from '../../src/actors/screen-data';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aReview } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { anOrder } from '../msw/order-history-handlers';
import { recordRequests } from '../msw/request-recorder';
import { load, submit } from './screen-data-driver';

/*
 * The screens' reads and forms of src/actors/screen-data.ts over the real src/api client: the
 * request each sends, the data it settles with, and the server's text when it fails.
 */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });

beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const order = anOrder();
const review = aReview();
const SLUG = 'usisivac-tornado-2000';

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
    answer(routes.orderGet, () => contractJson(orderResponseSchema, { order, paymentSlip: null }));
    expect(await load(orderLoader, { id: order.id })).toEqual({
      state: 'loaded',
      data: { order, paymentSlip: null },
      error: null,
    });
    expect(seen).toEqual([{ method: 'GET', path: `/api/orders/${order.id}`, search: '', body: undefined }]);
  });

  it('a guest’s order is read with the confirmation link’s access token', async () => {
    answer(routes.orderGet, () => contractJson(orderResponseSchema, { order, paymentSlip: null }));
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

describe('the review forms', () => {
  it('a new review is POST /api/products/{slug}/reviews and results in the saved review', async () => {
    answer(routes.reviewCreate, () => contractJson(reviewResponseSchema, { review }, 201));
    const body = { rating: 4, text: 'Odlično usisava.' };
    expect(await submit(reviewCreateSubmission, { slug: SLUG, body })).toEqual({
      state: 'succeeded',
      result: review,
      error: null,
    });
    expect(seen).toEqual([{ method: 'POST', path: `/api/products/${SLUG}/reviews`, search: '', body }]);
  });

  it('a changed review is PUT /api/reviews/{id} and results in the changed review', async () => {
    const changed = { ...review, rating: 2, text: 'Posle mesec dana slabije.' };
    answer(routes.reviewUpdate, () => contractJson(reviewResponseSchema, { review: changed }));
    const body = { rating: 2, text: 'Posle mesec dana slabije.' };
    expect(await submit(reviewUpdateSubmission, { id: 41, body })).toEqual({
      state: 'succeeded',
      result: changed,
      error: null,
    });
    expect(seen).toEqual([{ method: 'PUT', path: '/api/reviews/41', search: '', body }]);
  });

  it('a deleted review is DELETE /api/reviews/{id} and succeeds with no result', async () => {
    answer(routes.reviewDelete, () => contractJson(successSchema, { success: true }));
    expect(await submit(reviewDeleteSubmission, 41)).toMatchObject({ state: 'succeeded', error: null });
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/reviews/41', search: '', body: undefined }]);
  });

  it('a refused review fails with the server’s text', async () => {
    answer(routes.reviewCreate, () =>
      errorJson(409, { error: 'Već ste ocenili ovaj proizvod.', code: 'ALREADY_REVIEWED' }),
    );
    expect(
      await submit(reviewCreateSubmission, { slug: SLUG, body: { rating: 5, text: 'Opet odlično.' } }),
    ).toEqual({ state: 'failed', result: null, error: 'Već ste ocenili ovaj proizvod.' });
  });
});
