import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  adminOrderListResponseSchema,
  dashboardResponseSchema,
} from '../../../contract/admin';
import { paymentReferenceOf } from '../../../contract/order-number';
import { addDays, belgradeDateOf } from '../../../contract/belgrade-calendar';
import type { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { placeTestOrder, stockOfProduct, storeLifecycle } from '../orders/lifecycle-fixtures';
import { signedInStaff } from './staff-helpers';

describe('/api/admin/orders: the back office decides with the lifecycle', () => {
  let server: TestServer;
  let operator: HttpClient;
  beforeAll(async () => {
    server = await createTestServer();
    operator = (await signedInStaff(server, 'operator')).client;
  });
  afterAll(() => server.close());

  const detail = async (id: string) => {
    const response = await operator.get(`/api/admin/orders/${id}`);
    expect(response.statusCode).toBe(200);
    return adminOrderDetailSchema.parse(response.json());
  };
  const event = (id: string, body: object) => operator.post(`/api/admin/orders/${id}/events`, body);

  it('GET one order: the order, its lifecycle, version, empty timeline, poziv na broj and the allowed events', async () => {
    const { order } = await placeTestOrder(server, { paymentMethod: 'bank_transfer' });
    const got = await detail(order.id);
    expect(got).toMatchObject({
      order: { id: order.id, number: order.number, status: 'received' },
      lifecycle: { fulfilment: 'placed', payment: 'awaitingPayment' },
      version: 0,
      timeline: [],
      shipment: null,
      refundedAmount: 0,
      paymentReference: paymentReferenceOf(order.number),
      allowed: ['confirm', 'markPaid', 'cancel'],
    });
    expect((await operator.get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('POST an event answers the new state; ship mails the shopper the carrier and the tracking link', async () => {
    const { order } = await placeTestOrder(server);
    const confirmed = await event(order.id, { type: 'confirm', expectedVersion: 0 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      lifecycle: { fulfilment: 'confirmed', payment: 'payOnDelivery' },
      version: 1,
      allowed: ['ship', 'cancel'],
      timeline: [{ event: 'confirm', actor: { kind: 'staff', name: 'Marko Operaterović' } }],
    });
    expect(server.lastMailTo(order.customer.email).subject).toMatch(/potvrđena/);
    const shipped = await event(order.id, {
      type: 'ship',
      expectedVersion: 1,
      carrier: 'postExpress',
      trackingNumber: 'PE123456789RS',
    });
    expect(shipped.statusCode).toBe(200);
    const answer = adminOrderDetailSchema.parse(shipped.json());
    expect(answer.order.status).toBe('shipped');
    expect(answer.shipment).toEqual({
      carrier: 'postExpress',
      trackingNumber: 'PE123456789RS',
      trackingUrl: 'https://www.posta.rs/lat/alati/pracenje-posiljke.aspx?broj=PE123456789RS',
    });
    const mail = server.lastMailTo(order.customer.email);
    expect(mail.subject).toMatch(/poslata/);
    expect(mail.text).toContain('PE123456789RS');
    expect(mail.text).toContain(answer.shipment!.trackingUrl);
  });

  it('the two 409s as the contract has them: ORDER_CHANGED, and TRANSITION_NOT_ALLOWED with allowed', async () => {
    const { order } = await placeTestOrder(server);
    const refused = await event(order.id, { type: 'acceptReturn', expectedVersion: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'TRANSITION_NOT_ALLOWED',
      error: `Radnja „Prihvati povraćaj“ sada nije moguća za porudžbinu br. ${order.number}.`,
      allowed: ['confirm', 'cancel'],
    });
    const stale = await event(order.id, { type: 'confirm', expectedVersion: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'ORDER_CHANGED', error: expect.stringMatching(/Osvežite/) });
  });

  it('bad input answers 400 naming the field: a tracking number, a missing reason, a refund above what was paid', async () => {
    const { order } = await placeTestOrder(server, { paymentMethod: 'bank_transfer' });
    const ship = await event(order.id, {
      type: 'ship',
      expectedVersion: 0,
      carrier: 'bex',
      trackingNumber: '!',
    });
    expect(ship.statusCode).toBe(400);
    expect(ship.json().issues[0].path).toEqual(['trackingNumber']);
    const cancel = await event(order.id, { type: 'cancel', expectedVersion: 0, reason: '  ' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().issues[0]).toMatchObject({
      path: ['reason'],
      message: 'Unesite razlog otkazivanja.',
    });
    await event(order.id, { type: 'markPaid', expectedVersion: 0 });
    await event(order.id, { type: 'cancel', expectedVersion: 1, reason: 'Kupac je odustao.' });
    const refund = await event(order.id, { type: 'refund', expectedVersion: 2, amount: order.total + 100 });
    expect(refund.statusCode).toBe(400);
    expect(refund.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['amount'] }] });
    expect(refund.json().error).toMatch(/ne može biti veći od uplaćenog/);
    const refunded = await event(order.id, { type: 'refund', expectedVersion: 2, amount: order.total });
    expect(refunded.json()).toMatchObject({
      lifecycle: { payment: 'refunded' },
      refundedAmount: order.total,
    });
    expect(server.lastMailTo(order.customer.email).subject).toMatch(/Vratili smo Vam novac/);
  });

  it('a cancel over HTTP returns the stock, and mails the reason', async () => {
    const { order, product } = await placeTestOrder(server, { quantity: 4, stock: 6 });
    expect(await stockOfProduct(server, product.id)).toBe(2);
    const cancelled = await event(order.id, {
      type: 'cancel',
      expectedVersion: 0,
      reason: 'Proizvod je oštećen.',
    });
    expect(cancelled.json()).toMatchObject({
      lifecycle: { fulfilment: 'cancelled', payment: 'voided' },
      allowed: [],
    });
    expect(await stockOfProduct(server, product.id)).toBe(6);
    expect(server.lastMailTo(order.customer.email).text).toContain('Proizvod je oštećen.');
  });
});

describe('/api/admin/orders: the list, its filters and search', () => {
  let server: TestServer;
  let operator: HttpClient;
  const placed: { id: string; number: string }[] = [];
  beforeAll(async () => {
    server = await createTestServer();
    operator = (await signedInStaff(server, 'operator')).client;
    const people = [
      { firstName: 'Đorđe', lastName: 'Šćekić', email: 'djordje@primer.rs', phone: '+381 63 111 2222' },
      { firstName: 'Ana', lastName: 'Marković', email: 'ana.m@primer.rs', phone: '064 333-4444' },
      { firstName: 'Ivan', lastName: 'Ilić', email: 'ivan@primer.rs', phone: '065 555 6666' },
    ];
    for (const [index, customer] of people.entries()) {
      const { order } = await placeTestOrder(server, {
        customer,
        paymentMethod: index === 1 ? 'bank_transfer' : 'cash_on_delivery',
      });
      // Placed a minute apart, the last one newest.
      await storeLifecycle(server, order.id, { createdAt: new Date(Date.UTC(2026, 10, 20, 10, index)) });
      placed.push(order);
    }
    await storeLifecycle(server, placed[2]!.id, { fulfilmentState: 'shipped' });
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const response = await operator.get(`/api/admin/orders${query}`);
    expect(response.statusCode).toBe(200);
    return adminOrderListResponseSchema.parse(response.json());
  };
  const numbers = async (query: string) => (await list(query)).items.map((item) => item.number);

  it('lists newest first, with the customer, the poziv na broj and the lifecycle', async () => {
    const all = await list('');
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.items.map((item) => item.number)).toEqual([
      placed[2]!.number,
      placed[1]!.number,
      placed[0]!.number,
    ]);
    expect(all.items[1]).toMatchObject({
      customerName: 'Ana Marković',
      email: 'ana.m@primer.rs',
      phone: '064 333-4444',
      paymentMethod: 'bank_transfer',
      paymentReference: paymentReferenceOf(placed[1]!.number),
      lifecycle: { fulfilment: 'placed', payment: 'awaitingPayment' },
    });
  });

  it('filters by a fulfilment state or a payment state (pending transfers)', async () => {
    expect(await numbers('?status=shipped')).toEqual([placed[2]!.number]);
    expect(await numbers('?status=awaitingPayment')).toEqual([placed[1]!.number]);
    expect(await numbers('?status=placed')).toEqual([placed[1]!.number, placed[0]!.number]);
    expect(await numbers('?status=refunded')).toEqual([]);
    expect((await operator.get('/api/admin/orders?status=lost')).statusCode).toBe(400);
  });

  it('searches the number, the poziv na broj, a name without diacritics, the e-mail and the phone', async () => {
    expect(await numbers(`?q=${placed[0]!.number}`)).toEqual([placed[0]!.number]);
    expect(await numbers(`?q=${paymentReferenceOf(placed[1]!.number)}`)).toEqual([placed[1]!.number]);
    expect(await numbers('?q=djordje%20scekic')).toEqual([placed[0]!.number]);
    expect(await numbers('?q=%C5%A0%C4%86EKI%C4%86')).toEqual([placed[0]!.number]);
    expect(await numbers('?q=ivan%40primer')).toEqual([placed[2]!.number]);
    expect(await numbers('?q=064%20333%204444')).toEqual([placed[1]!.number]);
    expect(await numbers('?q=%25')).toEqual([]);
    expect(await numbers('?q=ana&status=awaitingPayment')).toEqual([placed[1]!.number]);
  });

  it('pages: past the last page the list is empty but the total stays', async () => {
    expect(await list('?page=2')).toMatchObject({ items: [], total: 3, page: 2 });
  });
});

describe('/api/admin/dashboard', () => {
  let server: TestServer;
  let operator: HttpClient;
  beforeAll(async () => {
    server = await createTestServer();
    operator = (await signedInStaff(server, 'operator')).client;
  });
  afterAll(() => server.close());

  it('counts today and the 30 Belgrade days, pending transfers, withdrawals and low stock', async () => {
    const now = new Date();
    const today = belgradeDateOf(now);
    const a = await placeTestOrder(server, { quantity: 1, stock: 3 }); // 2 left: low stock
    const b = await placeTestOrder(server, { paymentMethod: 'bank_transfer', quantity: 1, stock: 50 });
    const c = await placeTestOrder(server, { quantity: 2, stock: 50 });
    await storeLifecycle(server, c.order.id, { fulfilmentState: 'cancelled', paymentState: 'voided' });
    const old = await placeTestOrder(server, { quantity: 1, stock: 50 });
    await storeLifecycle(server, old.order.id, {
      createdAt: new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000),
      fulfilmentState: 'withdrawalRequested',
      paymentState: 'paid',
    });
    const tooOld = await placeTestOrder(server, { quantity: 1, stock: 50 });
    await storeLifecycle(server, tooOld.order.id, {
      createdAt: new Date(now.getTime() - 40 * 24 * 60 * 60 * 1000),
    });

    const response = await operator.get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const figures = dashboardResponseSchema.parse(response.json());
    // The cancelled order counts as an order, not as revenue.
    expect(figures.today).toEqual({ orders: 3, revenue: a.order.total + b.order.total });
    expect(figures.last30Days).toHaveLength(30);
    expect(figures.last30Days[0]!.date).toBe(addDays(today, -29));
    expect(figures.last30Days[29]).toEqual({ date: today, ...figures.today });
    const threeDaysAgo = figures.last30Days.find(
      (day) => day.date === belgradeDateOf(new Date(now.getTime() - 3 * 864e5)),
    );
    expect(threeDaysAgo).toEqual(expect.objectContaining({ orders: 1, revenue: old.order.total }));
    expect(figures.last30Days.reduce((sum, day) => sum + day.orders, 0)).toBe(4);
    expect(figures).toMatchObject({ pendingTransfers: 1, withdrawals: 1 });
    expect(figures.lowStock).toBe(1);
  });
});
