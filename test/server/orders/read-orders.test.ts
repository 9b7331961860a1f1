import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { placeTestOrder, storeLifecycle } from './lifecycle-fixtures';
import { guestWithCart, insertCart, orderBody } from './order-fixtures';

describe('GET /api/orders and /api/orders/:id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  async function signedInShopperWithOrders(count: number) {
    const client = new HttpClient(server.app);
    const user = await signInNewUser(server, client);
    const placed = [];
    for (let i = 0; i < count; i++) {
      const product = await insertProduct(server, { price: 1000 * (i + 1) });
      const cartId = await insertCart(server, [{ productId: product.id, quantity: i + 1 }], user.id);
      const response = await client.post('/api/orders', await orderBody(server, cartId));
      expect(response.statusCode).toBe(201);
      placed.push(response.json().order);
    }
    return { client, user, placed };
  }

  it("lists the signed-in user's orders, newest first", async () => {
    const { client, placed } = await signedInShopperWithOrders(2);
    const response = await client.get('/api/orders');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [placed[1], placed[0]].map((order) => ({
        id: order.id,
        number: order.number,
        status: 'received',
        total: order.total,
        paymentMethod: 'cash_on_delivery',
        createdAt: order.createdAt,
        itemCount: order.items[0].quantity,
      })),
    });
  });

  it("does not list other shoppers' or guests' orders", async () => {
    await signedInShopperWithOrders(1);
    const product = await insertProduct(server);
    const guestCart = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    await guestWithCart(server, guestCart).post('/api/orders', await orderBody(server, guestCart));

    const newcomer = new HttpClient(server.app);
    await signInNewUser(server, newcomer);
    const response = await newcomer.get('/api/orders');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it("a guest's confirmation link opens the order for 90 days, then answers 404 like any other", async () => {
    const product = await insertProduct(server);
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const placed = (
      await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId))
    ).json();
    const open = () =>
      new HttpClient(server.app).get(`/api/orders/${placed.order.id}?token=${placed.accessToken}`);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

    await server.database.db
      .update(orders)
      .set({ createdAt: daysAgo(89) })
      .where(eq(orders.id, placed.order.id));
    expect((await open()).statusCode).toBe(200);
    await server.database.db
      .update(orders)
      .set({ createdAt: daysAgo(91) })
      .where(eq(orders.id, placed.order.id));
    const expired = await open();
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' });
  });

  it('answers the order history without a session with 401 shouldLogin', async () => {
    const response = await new HttpClient(server.app).get('/api/orders');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', shouldLogin: true });
  });

  it('opens an order by id for its owner without a token', async () => {
    const { client, placed } = await signedInShopperWithOrders(1);
    const response = await client.get(`/api/orders/${placed[0].id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      order: placed[0],
      paymentSlip: null,
      lifecycle: { fulfilment: 'placed', payment: 'payOnDelivery' },
      timeline: [],
      shipment: null,
      withdrawal: { open: true, until: null },
    });
  });

  it('shows a bank transfer’s slip only while the payment is due: not once paid, refunded or the order cancelled', async () => {
    const client = new HttpClient(server.app);
    const user = await signInNewUser(server, client);
    const { order } = await placeTestOrder(server, { paymentMethod: 'bank_transfer', userId: user.id });
    const slipOf = async () => (await client.get(`/api/orders/${order.id}`)).json().paymentSlip;
    expect(await slipOf()).toMatchObject({ amount: order.total, reference: expect.any(String) });
    for (const [fulfilment, payment] of [
      ['confirmed', 'paid'],
      ['shipped', 'paid'],
      ['cancelled', 'voided'],
      ['cancelled', 'refunded'],
    ] as const) {
      await storeLifecycle(server, order.id, { fulfilmentState: fulfilment, paymentState: payment });
      expect(await slipOf(), `${fulfilment}/${payment}`).toBeNull();
    }
    await storeLifecycle(server, order.id, { fulfilmentState: 'confirmed', paymentState: 'awaitingPayment' });
    expect(await slipOf()).not.toBeNull();
  });

  it('still opens an order placed before the delivery rules, its address and names as they were saved', async () => {
    const { client, placed } = await signedInShopperWithOrders(1);
    const before = { firstName: 'Ana (stara)', street: 'Resavska', city: 'B', postalCode: '99999' };
    await server.database.db.update(orders).set(before).where(eq(orders.id, placed[0].id));

    const response = await client.get(`/api/orders/${placed[0].id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json().order.customer.firstName).toBe('Ana (stara)');
    expect(response.json().order.address).toEqual({ street: 'Resavska', city: 'B', postalCode: '99999' });
  });

  it("answers another user's or an anonymous visitor's request for the order with 404", async () => {
    const { placed } = await signedInShopperWithOrders(1);
    const otherUser = new HttpClient(server.app);
    await signInNewUser(server, otherUser);
    for (const client of [otherUser, new HttpClient(server.app)]) {
      const response = await client.get(`/api/orders/${placed[0].id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' });
    }
  });

  it('answers an unknown order id with the same 404 as a foreign one', async () => {
    const response = await new HttpClient(server.app).get(
      '/api/orders/6f1c2b8e-7d4a-4c1b-9a3e-2f5d8c9b0a1e?token=nesto',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' });
  });

  it('answers an order id that is not a UUID with 400', async () => {
    const response = await new HttpClient(server.app).get('/api/orders/123');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
