import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { successSchema } from '../../contract/errors';
import { contactResponseSchema } from '../../contract/contact';
import {
  type Order,
  orderListResponseSchema,
  orderDetailsResponseSchema,
  placeOrderResponseSchema,
} from '../../contract/orders';
import { profileResponseSchema } from '../../contract/profile';
import {
  myReviewsResponseSchema,
  productReviewsResponseSchema,
  reviewResponseSchema,
} from '../../contract/reviews';
import { routes } from '../../contract/routes';
import { stockAlertResponseSchema } from '../../contract/stock-alerts';
import type { Toast } from '../../machines/shared/toast';
import { ApiError, NETWORK_ERROR_TEXT, UNKNOWN_ERROR_TEXT } from '../../src/api/api-error';
import { sendContactMessage } from '../../src/api/contact';
import { fetchOrder, fetchOrders, placeOrder } from '../../src/api/orders';
import { changeProfilePassword, fetchProfile, updateProfile } from '../../src/api/profile';
import { RATE_LIMITED_TOAST, configureApi } from '../../src/api/request';
import {
  createReview,
  deleteReview,
  fetchMyReviews,
  fetchProductReviews,
  updateReview,
} from '../../src/api/reviews';
import { requestStockAlert } from '../../src/api/stock-alerts';
import { contractJson, errorJson, rateLimitedJson, sessionExpiredJson } from '../msw/contract-responses';
import { aPlaceOrderBody, aProfile, aReview } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';
import { recordRequests, rejectionOf } from '../msw/request-recorder';
import { aMyReview } from '../msw/my-reviews-handlers';
import { anOrder } from '../msw/order-history-handlers';
import { fakeOrderProgress } from '../msw/order-progress-fixture';
import { fakePaymentSlip } from '../msw/payment-slip-fixture';

/*
 * The account-area, order, review, contact and stock-alert calls (src/api) against msw fakes that
 * refuse requests off the contract: method, path, query and body each sends, what each resolves
 * with, and how each failure reaches the caller (spec §8: 401 with shouldLogin, 429, the server's text).
 */

startMswServer();

const { seen, answer } = recordRequests({ withSearch: true });
let toasts: Toast[];
let sessionExpired: ReturnType<typeof vi.fn<() => unknown>>;

beforeEach(() => {
  toasts = [];
  sessionExpired = vi.fn<() => unknown>();
  configureApi({ showToast: (toast) => toasts.push(toast), sessionExpired });
});

const ORDER_ID = 'c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f';
const order: Order = anOrder({ paymentMethod: 'bank_transfer' });
const placeBody = aPlaceOrderBody({ paymentMethod: 'bank_transfer' });
const profile = aProfile();
const review = aReview();
const serverError = () => errorJson(500, { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' });

describe('orders (src/api/orders.ts)', () => {
  it('placeOrder: POST /api/orders with the order as body resolves with the order, access token and slip', async () => {
    const placed = { order, accessToken: 'pristup-123', paymentSlip: fakePaymentSlip(order) };
    answer(routes.orderPlace, () => contractJson(placeOrderResponseSchema, placed, 201));
    await expect(placeOrder(placeBody)).resolves.toEqual(placed);
    expect(seen).toEqual([{ method: 'POST', path: '/api/orders', search: '', body: placeBody }]);
  });

  it('a repeat with the same idempotency key answered 200 resolves with the same order', async () => {
    const placed = { order, accessToken: 'pristup-123', paymentSlip: null };
    answer(routes.orderPlace, () => contractJson(placeOrderResponseSchema, placed, 200));
    await expect(placeOrder(placeBody)).resolves.toEqual(placed);
  });

  it('a 409 rejects with the server’s text, its code and the whole body (the items that ran short)', async () => {
    const short = {
      error: 'Nekih proizvoda nema dovoljno na stanju.',
      code: 'OUT_OF_STOCK',
      items: [{ productId: 4, name: 'Usisivač Tornado 2000', requested: 2, available: 1 }],
    };
    mswServer.use(handle(routes.orderPlace, () => HttpResponse.json(short, { status: 409 })));
    const error = await rejectionOf(placeOrder(placeBody));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: short.error, status: 409, code: 'OUT_OF_STOCK', body: short });
  });

  it('a network failure rejects with the connection text and status 0', async () => {
    mswServer.use(handle(routes.orderPlace, () => HttpResponse.error()));
    const error = await rejectionOf(placeOrder(placeBody));
    expect(error).toMatchObject({ message: NETWORK_ERROR_TEXT, status: 0 });
  });

  it('fetchOrders: GET /api/orders resolves with the list of the user’s orders', async () => {
    const items = [
      {
        id: ORDER_ID,
        number: order.number,
        status: 'received' as const,
        total: 28_970,
        paymentMethod: 'cash_on_delivery' as const,
        createdAt: '2026-03-10T14:05:00.000Z',
        itemCount: 3,
      },
    ];
    answer(routes.orderList, () => contractJson(orderListResponseSchema, { items }));
    await expect(fetchOrders()).resolves.toEqual(items);
    expect(seen).toEqual([{ method: 'GET', path: '/api/orders', search: '', body: undefined }]);
  });

  it('fetchOrders after the session expired resolves with nothing and logs the user out', async () => {
    answer(routes.orderList, sessionExpiredJson);
    await expect(fetchOrders()).resolves.toBeUndefined();
    await vi.waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
  });

  it('fetchOrder: GET /api/orders/{id} resolves with the order and its slip', async () => {
    const answered = { order, paymentSlip: fakePaymentSlip(order), ...fakeOrderProgress(order) };
    answer(routes.orderGet, () => contractJson(orderDetailsResponseSchema, answered));
    await expect(fetchOrder(ORDER_ID)).resolves.toEqual(answered);
    expect(seen).toEqual([{ method: 'GET', path: `/api/orders/${ORDER_ID}`, search: '', body: undefined }]);
  });

  it('a guest’s fetchOrder sends the confirmation’s access token as ?token=', async () => {
    answer(routes.orderGet, () =>
      contractJson(orderDetailsResponseSchema, { order, paymentSlip: null, ...fakeOrderProgress(order) }),
    );
    await fetchOrder(ORDER_ID, 'pristup-123');
    expect(seen.map((request) => request.search)).toEqual(['?token=pristup-123']);
  });

  it('an empty access token is not sent', async () => {
    answer(routes.orderGet, () =>
      contractJson(orderDetailsResponseSchema, { order, paymentSlip: null, ...fakeOrderProgress(order) }),
    );
    await fetchOrder(ORDER_ID, '');
    expect(seen.map((request) => request.search)).toEqual(['']);
  });

  it('an order that is not the user’s rejects with the server’s 404 text', async () => {
    mswServer.use(
      handle(routes.orderGet, () =>
        errorJson(404, { error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' }),
      ),
    );
    const error = await rejectionOf(fetchOrder(ORDER_ID));
    expect(error).toMatchObject({ message: 'Porudžbina nije pronađena.', status: 404, code: 'NOT_FOUND' });
  });
});

describe('reviews (src/api/reviews.ts)', () => {
  it('fetchProductReviews: GET /api/products/{slug}/reviews resolves with items, average and count', async () => {
    const answered = { items: [{ ...review, verifiedPurchase: true }], average: 4, count: 1 };
    answer(routes.productReviews, () => contractJson(productReviewsResponseSchema, answered));
    await expect(fetchProductReviews('usisivac-tornado-2000')).resolves.toEqual(answered);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/products/usisivac-tornado-2000/reviews', search: '', body: undefined },
    ]);
  });

  it('createReview: POST /api/products/{slug}/reviews with rating and text resolves with the review', async () => {
    answer(routes.reviewCreate, () => contractJson(reviewResponseSchema, { review }, 201));
    await expect(
      createReview('usisivac-tornado-2000', { rating: 4, text: 'Odlično usisava.' }),
    ).resolves.toEqual(review);
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/products/usisivac-tornado-2000/reviews',
        search: '',
        body: { rating: 4, text: 'Odlično usisava.' },
      },
    ]);
  });

  it('a second review of the same product rejects with the server’s 409 text', async () => {
    mswServer.use(
      handle(routes.reviewCreate, () =>
        errorJson(409, { error: 'Već ste ocenili ovaj proizvod.', code: 'ALREADY_REVIEWED' }),
      ),
    );
    const error = await rejectionOf(
      createReview('usisivac-tornado-2000', { rating: 5, text: 'Opet odlično.' }),
    );
    expect(error).toMatchObject({
      message: 'Već ste ocenili ovaj proizvod.',
      status: 409,
      code: 'ALREADY_REVIEWED',
    });
  });

  it('fetchMyReviews: GET /api/reviews/me resolves with the user’s reviews', async () => {
    const items = [aMyReview()];
    answer(routes.myReviews, () => contractJson(myReviewsResponseSchema, { items }));
    await expect(fetchMyReviews()).resolves.toEqual(items);
    expect(seen).toEqual([{ method: 'GET', path: '/api/reviews/me', search: '', body: undefined }]);
  });

  it('updateReview: PUT /api/reviews/{id} with rating and text resolves with the changed review', async () => {
    const changed = { ...review, rating: 2, text: 'Posle mesec dana slabije.' };
    answer(routes.reviewUpdate, () => contractJson(reviewResponseSchema, { review: changed }));
    await expect(updateReview(41, { rating: 2, text: 'Posle mesec dana slabije.' })).resolves.toEqual(
      changed,
    );
    expect(seen).toEqual([
      {
        method: 'PUT',
        path: '/api/reviews/41',
        search: '',
        body: { rating: 2, text: 'Posle mesec dana slabije.' },
      },
    ]);
  });

  it('deleteReview: DELETE /api/reviews/{id} with no body resolves with nothing', async () => {
    answer(routes.reviewDelete, () => contractJson(successSchema, { success: true }));
    await expect(deleteReview(41)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/reviews/41', search: '', body: undefined }]);
  });

  it('a deleted review that is gone rejects with the server’s 404 text', async () => {
    mswServer.use(
      handle(routes.reviewDelete, () =>
        errorJson(404, { error: 'Ocena nije pronađena.', code: 'NOT_FOUND' }),
      ),
    );
    const error = await rejectionOf(deleteReview(41));
    expect(error).toMatchObject({ message: 'Ocena nije pronađena.', status: 404 });
  });

  it('each signed-in review call after the session expired resolves with nothing, one logout for all', async () => {
    let finish = () => {};
    sessionExpired.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    mswServer.use(
      handle(routes.reviewCreate, sessionExpiredJson),
      handle(routes.myReviews, sessionExpiredJson),
      handle(routes.reviewUpdate, sessionExpiredJson),
      handle(routes.reviewDelete, sessionExpiredJson),
    );
    await expect(
      Promise.all([
        createReview('usisivac-tornado-2000', { rating: 4, text: 'Odlično usisava.' }),
        fetchMyReviews(),
        updateReview(41, { rating: 4, text: 'Odlično usisava.' }),
        deleteReview(41),
      ]),
    ).resolves.toEqual([undefined, undefined, undefined, undefined]);
    await vi.waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
    finish();
  });

  it('the product’s reviews (no login needed) meeting a 401 with shouldLogin reject, after the logout starts', async () => {
    mswServer.use(handle(routes.productReviews, sessionExpiredJson));
    const error = await rejectionOf(fetchProductReviews('usisivac-tornado-2000'));
    expect(error).toMatchObject({ message: 'Sesija je istekla.', status: 401, code: 'UNAUTHORIZED' });
    await vi.waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
  });
});

describe('profile (src/api/profile.ts)', () => {
  it('fetchProfile: GET /api/profile resolves with the profile alone', async () => {
    answer(routes.profileGet, () => contractJson(profileResponseSchema, { profile }));
    await expect(fetchProfile()).resolves.toEqual(profile);
    expect(seen).toEqual([{ method: 'GET', path: '/api/profile', search: '', body: undefined }]);
  });

  it('updateProfile: PUT /api/profile with name, phone and address resolves with the saved profile', async () => {
    const body = { firstName: 'Ana', lastName: 'Anić', phone: null, address: null };
    const saved = { ...profile, phone: null, address: null };
    answer(routes.profileUpdate, () => contractJson(profileResponseSchema, { profile: saved }));
    await expect(updateProfile(body)).resolves.toEqual(saved);
    expect(seen).toEqual([{ method: 'PUT', path: '/api/profile', search: '', body }]);
  });

  it('changeProfilePassword: PUT /api/profile/password with the three fields resolves with nothing', async () => {
    const body = {
      currentPassword: 'stara-lozinka-1',
      newPassword: 'nova-lozinka-1',
      confirmPassword: 'nova-lozinka-1',
    };
    answer(routes.profilePassword, () => contractJson(successSchema, { success: true }));
    await expect(changeProfilePassword(body)).resolves.toBeUndefined();
    expect(seen).toEqual([{ method: 'PUT', path: '/api/profile/password', search: '', body }]);
  });

  it('a wrong current password rejects with the server’s text and code', async () => {
    mswServer.use(
      handle(routes.profilePassword, () =>
        errorJson(400, { error: 'Trenutna lozinka nije tačna.', code: 'WRONG_PASSWORD' }),
      ),
    );
    const error = await rejectionOf(
      changeProfilePassword({
        currentPassword: 'pogresna',
        newPassword: 'nova-lozinka-1',
        confirmPassword: 'nova-lozinka-1',
      }),
    );
    expect(error).toMatchObject({
      message: 'Trenutna lozinka nije tačna.',
      status: 400,
      code: 'WRONG_PASSWORD',
    });
  });

  it('profile calls after the session expired resolve with nothing', async () => {
    mswServer.use(
      handle(routes.profileGet, sessionExpiredJson),
      handle(routes.profileUpdate, sessionExpiredJson),
    );
    await expect(fetchProfile()).resolves.toBeUndefined();
    await expect(
      updateProfile({ firstName: 'Ana', lastName: 'Anić', phone: null, address: null }),
    ).resolves.toBeUndefined();
  });

  it('a failing profile read rejects with the server’s text; a 429 also shows the toast', async () => {
    mswServer.use(handle(routes.profileGet, serverError));
    expect(await rejectionOf(fetchProfile())).toMatchObject({
      message: 'Došlo je do greške na serveru.',
      status: 500,
    });
    mswServer.use(handle(routes.profileGet, rateLimitedJson));
    expect(await rejectionOf(fetchProfile())).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(toasts).toEqual([RATE_LIMITED_TOAST]);
  });
});

describe('contact and stock alerts', () => {
  const message = {
    name: 'Ana',
    email: 'ana@example.rs',
    subject: 'Dostava',
    message: 'Kada stiže moja porudžbina?',
  };

  it('sendContactMessage: POST /api/contact with the form resolves with the shop’s thank-you text', async () => {
    answer(routes.contact, () =>
      contractJson(contactResponseSchema, { success: true, message: 'Hvala na poruci!' }, 201),
    );
    await expect(sendContactMessage(message)).resolves.toBe('Hvala na poruci!');
    expect(seen).toEqual([{ method: 'POST', path: '/api/contact', search: '', body: message }]);
  });

  it('a contact form the server refuses rejects with its text; a rate-limited one also shows the toast', async () => {
    mswServer.use(handle(routes.contact, serverError));
    expect(await rejectionOf(sendContactMessage(message))).toMatchObject({
      message: 'Došlo je do greške na serveru.',
      status: 500,
      code: 'INTERNAL_ERROR',
    });
    mswServer.use(handle(routes.contact, rateLimitedJson));
    expect(await rejectionOf(sendContactMessage(message))).toMatchObject({ status: 429 });
    expect(toasts).toEqual([RATE_LIMITED_TOAST]);
  });

  it('requestStockAlert: POST /api/products/{slug}/stock-alert with the address resolves with address and text', async () => {
    const answered = { success: true as const, email: 'ana@example.rs', message: 'Poslaćemo Vam e-poruku.' };
    answer(routes.stockAlertCreate, () => contractJson(stockAlertResponseSchema, answered));
    await expect(requestStockAlert('usisivac-tornado-2000', { email: 'ana@example.rs' })).resolves.toEqual(
      answered,
    );
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/products/usisivac-tornado-2000/stock-alert',
        search: '',
        body: { email: 'ana@example.rs' },
      },
    ]);
  });

  it('a signed-in shopper’s stock alert sends an empty object: the account’s address is used', async () => {
    const answered = { success: true as const, email: 'ana@example.rs', message: 'Poslaćemo Vam e-poruku.' };
    answer(routes.stockAlertCreate, () => contractJson(stockAlertResponseSchema, answered));
    await requestStockAlert('usisivac-tornado-2000', {});
    expect(seen.map((request) => request.body)).toEqual([{}]);
  });

  it('a stock alert failing with a bare 503 rejects with the general text', async () => {
    mswServer.use(handle(routes.stockAlertCreate, () => new HttpResponse(null, { status: 503 })));
    expect(await rejectionOf(requestStockAlert('usisivac-tornado-2000', {}))).toMatchObject({
      message: UNKNOWN_ERROR_TEXT,
      status: 503,
      code: undefined,
    });
  });
});
