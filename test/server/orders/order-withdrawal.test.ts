import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalResponseSchema } from '../../../contract/admin';
import { orderDetailsResponseSchema } from '../../../contract/orders';
import { HttpError } from '../../../server/http-errors';
import { applyStaffEvent } from '../../../server/orders/staff-order-event';
import { requestWithdrawal } from '../../../server/orders/withdrawal';
import { signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { createStaffUser } from '../admin/staff-helpers';
import { historyOf, orderRow, placeTestOrder, stockOfProduct, storeLifecycle } from './lifecycle-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('the shopper withdraws from an order (Zakon o zaštiti potrošača: 14 days after delivery)', () => {
  let server: TestServer;
  let staff: { id: number; email: string; firstName: string; lastName: string };
  beforeAll(async () => {
    server = await createTestServer();
    staff = { ...(await createStaffUser(server, 'operator')), firstName: 'Marko', lastName: 'Operaterović' };
  });
  afterAll(() => server.close());

  async function delivered(deliveredAt: Date) {
    const placed = await placeTestOrder(server);
    await storeLifecycle(server, placed.order.id, {
      fulfilmentState: 'delivered',
      paymentState: 'paid',
      deliveredAt,
    });
    return placed;
  }
  const closed = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as HttpError,
    );

  describe('the window counts Belgrade calendar days', () => {
    // 23:30 UTC on 1 December is already 2 December in Belgrade: the last day is 16 December.
    const deliveredAt = new Date('2026-12-01T23:30:00Z');

    it('inside the window it is accepted', async () => {
      const { order } = await delivered(deliveredAt);
      const done = await requestWithdrawal(server.database.db, {
        orderId: order.id,
        reason: null,
        now: new Date('2026-12-10T12:00:00Z'),
      });
      expect(done.answer.lifecycle).toEqual({ fulfilment: 'withdrawalRequested', payment: 'paid' });
    });

    it('on the 14th day, to its last minute in Belgrade, it is accepted', async () => {
      const { order } = await delivered(deliveredAt);
      const done = await requestWithdrawal(server.database.db, {
        orderId: order.id,
        reason: null,
        now: new Date('2026-12-16T22:59:00Z'),
      });
      expect(done.answer.lifecycle.fulfilment).toBe('withdrawalRequested');
    });

    it('on the 15th day it answers 409 WITHDRAWAL_CLOSED naming the last day, and writes nothing', async () => {
      const { order } = await delivered(deliveredAt);
      const error = await closed(
        requestWithdrawal(server.database.db, {
          orderId: order.id,
          reason: null,
          now: new Date('2026-12-16T23:00:00Z'),
        }),
      );
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 409, code: 'WITHDRAWAL_CLOSED' });
      expect(error!.message).toBe(
        'Rok od 14 dana za odustanak od ugovora je istekao: poslednji dan bio je 16. decembra 2026.',
      );
      expect(await orderRow(server, order.id)).toMatchObject({
        fulfilmentState: 'delivered',
        withdrawalForm: null,
      });
      expect(await historyOf(server, order.id)).toEqual([]);
    });
  });

  describe('POST /api/orders/:id/withdrawal', () => {
    it('the owner withdraws from a delivered order: the legal form prefilled from the order, a history row, a mail', async () => {
      const client = new HttpClient(server.app);
      const user = await signInNewUser(server, client);
      const { order, product } = await placeTestOrder(server, { userId: user.id, quantity: 2 });
      await storeLifecycle(server, order.id, {
        fulfilmentState: 'delivered',
        paymentState: 'paid',
        deliveredAt: new Date(Date.now() - 3 * DAY),
      });
      const response = await client.post(`/api/orders/${order.id}/withdrawal`, {
        reason: '  Ne odgovara mi.  ',
      });
      expect(response.statusCode).toBe(200);
      const answer = withdrawalResponseSchema.parse(response.json());
      const row = await orderRow(server, order.id);
      expect(answer).toEqual({
        lifecycle: { fulfilment: 'withdrawalRequested', payment: 'paid' },
        form: {
          orderNumber: order.number,
          orderedAt: order.createdAt,
          deliveredAt: row.deliveredAt!.toISOString(),
          customerName: 'Jelena Đorđević',
          address: 'Kneza Miloša 12, 11000 Beograd',
          email: order.customer.email,
          items: [{ name: product.name, quantity: 2 }],
          reason: 'Ne odgovara mi.',
          submittedAt: expect.any(String),
        },
      });
      expect(row.withdrawalForm).toEqual(answer.form);
      expect(row.version).toBe(1);
      // The goods are still with the shopper: the stock returns when staff accept them back.
      expect(await stockOfProduct(server, product.id)).toBe(8);
      const [history] = await historyOf(server, order.id);
      expect(history).toMatchObject({
        event: 'requestWithdrawal',
        actorKind: 'shopper',
        actorStaffId: null,
        actorName: 'Jelena Đorđević',
        fromFulfilment: 'delivered',
        toFulfilment: 'withdrawalRequested',
        note: 'Ne odgovara mi.',
      });
      expect(server.lastMailTo(order.customer.email).subject).toMatch(/odustanak/);
      const again = await client.post(`/api/orders/${order.id}/withdrawal`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'WITHDRAWAL_CLOSED',
        error: 'Za ovu porudžbinu ste već poslali izjavu o odustanku od ugovora.',
      });
    });

    it('a guest withdraws with the order’s access token, exactly as orderGet opens it; anyone else gets 404', async () => {
      const { order, accessToken } = await placeTestOrder(server);
      const stranger = new HttpClient(server.app);
      expect((await stranger.post(`/api/orders/${order.id}/withdrawal`, {})).statusCode).toBe(404);
      expect(
        (await stranger.post(`/api/orders/${order.id}/withdrawal`, { token: 'pogresan' })).statusCode,
      ).toBe(404);
      const other = new HttpClient(server.app);
      await signInNewUser(server, other);
      expect((await other.post(`/api/orders/${order.id}/withdrawal`, {})).statusCode).toBe(404);
      expect(await historyOf(server, order.id)).toEqual([]);
      const response = await stranger.post(`/api/orders/${order.id}/withdrawal`, { token: accessToken });
      expect(response.statusCode).toBe(200);
    });

    it('before shipping a withdrawal cancels the order and returns the stock; after 14 days it is closed', async () => {
      const { order, accessToken, product } = await placeTestOrder(server, { quantity: 3, stock: 10 });
      const guest = new HttpClient(server.app);
      const response = await guest.post(`/api/orders/${order.id}/withdrawal`, { token: accessToken });
      expect(response.json()).toMatchObject({
        lifecycle: { fulfilment: 'cancelled', payment: 'voided' },
        form: { deliveredAt: null, reason: null },
      });
      expect(await stockOfProduct(server, product.id)).toBe(10);
      const cancelledAgain = await guest.post(`/api/orders/${order.id}/withdrawal`, { token: accessToken });
      expect(cancelledAgain.json()).toMatchObject({
        code: 'WITHDRAWAL_CLOSED',
        error: expect.stringMatching(/otkazana/),
      });

      const late = await delivered(new Date(Date.now() - 20 * DAY));
      const tooLate = await guest.post(`/api/orders/${late.order.id}/withdrawal`, {
        token: late.accessToken,
      });
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json()).toMatchObject({
        code: 'WITHDRAWAL_CLOSED',
        error: expect.stringMatching(/^Rok od 14 dana/),
      });
    });
  });

  describe('GET /api/orders/:id tells the order’s life', () => {
    it('lifecycle, timeline with the shop as actor, shipment with its tracking link, and the window', async () => {
      const { order, accessToken } = await placeTestOrder(server);
      const guest = new HttpClient(server.app);
      const placed = orderDetailsResponseSchema.parse(
        (await guest.get(`/api/orders/${order.id}?token=${accessToken}`)).json(),
      );
      expect(placed).toMatchObject({
        lifecycle: { fulfilment: 'placed', payment: 'payOnDelivery' },
        timeline: [],
        shipment: null,
        withdrawal: { open: true, until: null },
      });
      const send = (body: Parameters<typeof applyStaffEvent>[1]['body']) =>
        applyStaffEvent(server.database.db, { orderId: order.id, body, staff, ip: '127.0.0.1' });
      await send({ type: 'confirm', expectedVersion: 0 });
      await send({ type: 'ship', expectedVersion: 1, carrier: 'aks', trackingNumber: 'AKS-778899' });
      await send({ type: 'deliver', expectedVersion: 2 });
      const response = await guest.get(`/api/orders/${order.id}?token=${accessToken}`);
      const got = orderDetailsResponseSchema.parse(response.json());
      expect(got.order.status).toBe('delivered');
      expect(got.lifecycle).toEqual({ fulfilment: 'delivered', payment: 'paid' });
      expect(got.timeline.map((entry) => [entry.event, entry.actor])).toEqual([
        ['confirm', { kind: 'staff', name: 'Prodavnica' }],
        ['ship', { kind: 'staff', name: 'Prodavnica' }],
        ['deliver', { kind: 'staff', name: 'Prodavnica' }],
      ]);
      expect(got.shipment).toEqual({
        carrier: 'aks',
        trackingNumber: 'AKS-778899',
        trackingUrl: 'https://www.aks.rs/pracenje-posiljke/?broj=AKS-778899',
      });
      expect(got.withdrawal.open).toBe(true);
      expect(got.withdrawal.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });
});
