import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN, paymentReferenceOf } from '../../../contract/order-number';
import { cartItems, orderItems, orders } from '../../../server/db/schema';
import { placeOrder } from '../../../server/orders/place-order';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, TEST_PUBLIC_URL, createTestServer } from '../../utils/test-server';
import {
  cartLines,
  guestWithCart,
  insertCart,
  orderBody,
  ordersOfCart,
  reviewOfCart,
  stockOf,
} from './order-fixtures';

describe('POST /api/orders', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('places a guest order: 201, stock decremented, cart emptied, totals decided by the server', async () => {
    const product = await insertProduct(server, { price: 1490, stock: 7 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    const body = await orderBody(server, cartId, { note: 'Pozvati pre isporuke.' });

    const response = await guestWithCart(server, cartId).post('/api/orders', body);

    expect(response.statusCode).toBe(201);
    const { order, accessToken, paymentSlip } = response.json();
    expect(order).toMatchObject({
      status: 'received',
      items: [
        {
          productId: product.id,
          name: product.name,
          slug: product.slug,
          unitPrice: 1490,
          quantity: 2,
          lineTotal: 2980,
        },
      ],
      subtotal: 2980,
      shipping: 290,
      total: 3270,
      paymentMethod: 'cash_on_delivery',
      customer: body.customer,
      address: body.address,
      note: 'Pozvati pre isporuke.',
    });
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.number).toMatch(ORDER_NUMBER_PATTERN);
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(paymentSlip).toBeNull();

    expect(await stockOf(server, product.id)).toBe(5);
    expect(await cartLines(server, cartId)).toEqual([]);
    const [row] = await ordersOfCart(server, cartId);
    expect(row).toMatchObject({ id: order.id, userId: null, subtotal: 2980, shipping: 290, total: 3270 });
    expect(row!.accessTokenHash).not.toContain(accessToken);
    const items = await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([{ productId: product.id, unitPrice: 1490, quantity: 2 }]);
  });

  it('sends a Serbian confirmation mail with the number, items, prices in RSD, address and a link', async () => {
    const product = await insertProduct(server, { name: 'Stona lampa Luna', price: 1490 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    const body = await orderBody(server, cartId);
    const { order, accessToken } = (await guestWithCart(server, cartId).post('/api/orders', body)).json();

    const mail = server.lastMailTo(body.customer.email);
    expect(mail.subject).toContain(`Potvrda porudžbine br. ${order.number}`);
    expect(mail.text).toContain(`porudžbinu br. ${order.number}`);
    expect(mail.text).toContain('Stona lampa Luna — 2 kom. × 1.490\u00a0RSD = 2.980\u00a0RSD');
    expect(mail.text).toContain('Dostava: 290\u00a0RSD');
    expect(mail.text).toContain('Ukupno za plaćanje: 3.270\u00a0RSD');
    expect(mail.text).toContain('plaćanje pouzećem');
    expect(mail.text).toContain('Kneza Miloša 12');
    expect(mail.text).toContain('11000 Beograd');
    expect(mail.link).toBe(`${TEST_PUBLIC_URL}/potvrdjena-kupovina?order=${order.id}&token=${accessToken}`);
  });

  it('lets the confirmation link open the order, while a client without the token gets 404', async () => {
    const product = await insertProduct(server);
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = await orderBody(server, cartId);
    const placed = (await guestWithCart(server, cartId).post('/api/orders', body)).json();
    const link = new URL(server.lastMailTo(body.customer.email).link!);
    const token = link.searchParams.get('token')!;
    const stranger = new HttpClient(server.app);

    const opened = await stranger.get(`/api/orders/${link.searchParams.get('order')}?token=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      order: placed.order,
      paymentSlip: null,
      lifecycle: { fulfilment: 'placed', payment: 'payOnDelivery' },
      timeline: [],
      shipment: null,
      withdrawal: { open: true, until: null },
    });

    const withoutToken = await stranger.get(`/api/orders/${placed.order.id}`);
    expect(withoutToken.statusCode).toBe(404);
    expect(withoutToken.json()).toEqual({ error: 'Porudžbina nije pronađena.', code: 'NOT_FOUND' });
    const wrongToken = await stranger.get(`/api/orders/${placed.order.id}?token=${token.slice(1)}x`);
    expect(wrongToken.statusCode).toBe(404);
  });

  it('charges no shipping from an order value of 5000\u00a0RSD', async () => {
    const product = await insertProduct(server, { price: 2500 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    const { order } = (
      await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId))
    ).json();
    expect(order).toMatchObject({ subtotal: 5000, shipping: 0, total: 5000 });
  });

  it('charges 290\u00a0RSD shipping just below 5000\u00a0RSD', async () => {
    const product = await insertProduct(server, { price: 4999 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const { order } = (
      await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId))
    ).json();
    expect(order).toMatchObject({ subtotal: 4999, shipping: 290, total: 5289 });
  });

  it('charges 1490\u00a0RSD per unit of a bulky product, whatever the order value', async () => {
    const bulky = await insertProduct(server, { price: 30000, shippingPrice: 1490 });
    const small = await insertProduct(server, { price: 500 });
    const cartId = await insertCart(server, [
      { productId: bulky.id, quantity: 2 },
      { productId: small.id, quantity: 1 },
    ]);
    const { order } = (
      await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId))
    ).json();
    expect(order).toMatchObject({ subtotal: 60500, shipping: 2980, total: 63480 });
  });

  it('prices a discounted product at its discount price', async () => {
    const product = await insertProduct(server, { price: 2000, discountPrice: 1500 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 3 }]);
    const { order } = (
      await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId))
    ).json();
    expect(order.items[0]).toMatchObject({ unitPrice: 1500, lineTotal: 4500 });
    expect(order).toMatchObject({ subtotal: 4500, shipping: 290, total: 4790 });
  });

  it('ignores totals and items a client adds to the body: the server prices the cart itself', async () => {
    const product = await insertProduct(server, { price: 3000 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = {
      ...(await orderBody(server, cartId)),
      total: 1,
      items: [{ productId: product.id, unitPrice: 1 }],
    };
    const response = await guestWithCart(server, cartId).post('/api/orders', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ subtotal: 3000, total: 3290 });
  });

  it('gives a bank-transfer order a payment slip: the total as amount, model 97 with the number as reference', async () => {
    const product = await insertProduct(server, { price: 1200 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = await orderBody(server, cartId, { paymentMethod: 'bank_transfer' });
    const response = await guestWithCart(server, cartId).post('/api/orders', body);

    expect(response.statusCode).toBe(201);
    const { order, paymentSlip, accessToken } = response.json();
    expect(paymentSlip).toEqual({
      recipient: 'Prodavnica d.o.o., Beograd',
      account: '160-0000000012345-95',
      amount: 1490,
      paymentCode: '289',
      model: '97',
      reference: paymentReferenceOf(order.number),
      purpose: `Porudžbina br. ${order.number}`,
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(paymentSlip.amount).toBe(order.total);
    const mail = server.lastMailTo(body.customer.email);
    expect(mail.text).toContain('Račun primaoca: 160-0000000012345-95');
    expect(mail.text).toContain('Model: 97');
    expect(mail.text).toContain(`Poziv na broj: ${paymentReferenceOf(order.number)}`);
    expect(mail.text).toContain('Iznos: 1.490\u00a0RSD');
    const opened = await new HttpClient(server.app).get(`/api/orders/${order.id}?token=${accessToken}`);
    expect(opened.json().paymentSlip).toEqual(paymentSlip);
  });

  it('links the order to the signed-in user', async () => {
    const client = new HttpClient(server.app);
    const user = await signInNewUser(server, client);
    const product = await insertProduct(server);
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }], user.id);
    const response = await client.post('/api/orders', await orderBody(server, cartId));
    expect(response.statusCode).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, response.json().order.id));
    expect(row!.userId).toBe(user.id);
  });

  it('answers an empty cart with 409 CART_EMPTY and creates no order', async () => {
    const cartId = await insertCart(server, []);
    const response = await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Korpa je prazna.', code: 'CART_EMPTY' });
    expect(await ordersOfCart(server, cartId)).toEqual([]);
  });

  it('refuses an order when stock is short, listing every short item, and changes nothing', async () => {
    const plenty = await insertProduct(server, { stock: 10 });
    const few = await insertProduct(server, { name: 'Šolja Zora', stock: 1 });
    const none = await insertProduct(server, { name: 'Čajnik Đurđa', stock: 0 });
    const lines = [
      { productId: plenty.id, quantity: 2 },
      { productId: few.id, quantity: 3 },
      { productId: none.id, quantity: 1 },
    ];
    const cartId = await insertCart(server, lines);
    const body = await orderBody(server, cartId);

    const response = await guestWithCart(server, cartId).post('/api/orders', body);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Nekih proizvoda nema dovoljno na stanju.',
      code: 'OUT_OF_STOCK',
      items: [
        { productId: few.id, name: 'Šolja Zora', requested: 3, available: 1 },
        { productId: none.id, name: 'Čajnik Đurđa', requested: 1, available: 0 },
      ],
    });
    expect(await stockOf(server, plenty.id)).toBe(10);
    expect(await stockOf(server, few.id)).toBe(1);
    expect(await cartLines(server, cartId)).toEqual([...lines].sort((a, b) => a.productId - b.productId));
    expect(await ordersOfCart(server, cartId)).toEqual([]);
    expect(server.mails.some((mail) => mail.to === body.customer.email)).toBe(false);
  });

  it('refuses an order with an unavailable product, even when it has stock', async () => {
    const product = await insertProduct(server, { available: false, stock: 5 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const response = await guestWithCart(server, cartId).post('/api/orders', await orderBody(server, cartId));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      items: [{ productId: product.id, requested: 1, available: 0 }],
    });
    expect(await stockOf(server, product.id)).toBe(5);
  });

  it('returns the same order for a repeated idempotency key without a second decrement', async () => {
    const product = await insertProduct(server, { stock: 10 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    const client = guestWithCart(server, cartId);
    const body = await orderBody(server, cartId);

    const first = await client.post('/api/orders', body);
    const again = await client.post('/api/orders', body);

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(server, product.id)).toBe(8);
    expect(await ordersOfCart(server, cartId)).toHaveLength(1);
    expect(server.mails.filter((mail) => mail.to === body.customer.email)).toHaveLength(1);
  });

  it('refuses an idempotency key reused for a different cart with 409 IDEMPOTENCY_MISMATCH', async () => {
    const product = await insertProduct(server);
    const firstCart = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const otherCart = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = await orderBody(server, firstCart);
    await guestWithCart(server, firstCart).post('/api/orders', body);

    const response = await guestWithCart(server, otherCart).post('/api/orders', {
      ...body,
      cartId: otherCart,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Ova porudžbina je već poslata sa drugom korpom. Osvežite stranicu i pokušajte ponovo.',
      code: 'IDEMPOTENCY_MISMATCH',
    });
    expect(await cartLines(server, otherCart)).toHaveLength(1);
  });

  it('lets a key that failed for short stock be used again once the cart is fixed', async () => {
    const product = await insertProduct(server, { stock: 1 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    const client = guestWithCart(server, cartId);
    const body = await orderBody(server, cartId);
    expect((await client.post('/api/orders', body)).statusCode).toBe(409);

    await server.database.db.update(cartItems).set({ quantity: 1 }).where(eq(cartItems.cartId, cartId));
    const retry = await client.post('/api/orders', { ...body, reviewed: await reviewOfCart(server, cartId) });
    expect(retry.statusCode).toBe(201);
    expect(await stockOf(server, product.id)).toBe(0);
  });

  it('answers missing or wrong fields with 400 and Serbian messages', async () => {
    const cartId = await insertCart(server, []);
    const body = await orderBody(server, cartId);
    const response = await guestWithCart(server, cartId).post('/api/orders', {
      ...body,
      customer: { ...body.customer, firstName: '' },
      address: { ...body.address, postalCode: '110' },
      paymentMethod: undefined,
    });
    expect(response.statusCode).toBe(400);
    const { code, issues } = response.json();
    expect(code).toBe('VALIDATION_ERROR');
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: ['customer', 'firstName'], message: 'Unesite ime.' },
        { path: ['address', 'postalCode'], message: 'Poštanski broj ima 5 cifara.' },
        { path: ['paymentMethod'], message: 'Izaberite način plaćanja.' },
      ]),
    );
  });

  it('refuses markup, emoji and an address a courier cannot use, with the Serbian message of each field', async () => {
    const cartId = await insertCart(server, []);
    const body = await orderBody(server, cartId);
    const response = await guestWithCart(server, cartId).post('/api/orders', {
      ...body,
      customer: { ...body.customer, firstName: '<b>Ana</b>', lastName: 'Anić 😀' },
      address: { street: 'Resavska', city: 'B', postalCode: '99999' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: ['customer', 'firstName'], message: 'Dozvoljena su samo slova, razmak, apostrof i crtica.' },
        { path: ['customer', 'lastName'], message: 'Dozvoljena su samo slova, razmak, apostrof i crtica.' },
        { path: ['address', 'street'], message: 'Unesite i kućni broj, ili „bb” ako ga nema.' },
        { path: ['address', 'city'], message: 'Naziv mesta ima bar dva slova.' },
        { path: ['address', 'postalCode'], message: 'Poštanski broj u Srbiji je između 11000 i 38999.' },
      ]),
    );
  });

  it('placing an order for a cart that does not exist answers 404 CART_NOT_FOUND and keeps no order', async () => {
    // The route checks the cart first; placeOrder refuses on its own too, under the cart's row lock.
    const product = await insertProduct(server);
    const body = await orderBody(server, await insertCart(server, [{ productId: product.id, quantity: 1 }]));
    const missing = { ...body, cartId: randomUUID() };

    const refused = placeOrder(server.database.db, missing, null);

    await expect(refused).rejects.toMatchObject({
      statusCode: 404,
      code: 'CART_NOT_FOUND',
      message: 'Korpa nije pronađena.',
    });
    expect(await ordersOfCart(server, missing.cartId)).toEqual([]);
  });

  it('refuses with 409 OUT_OF_STOCK when stock falls below the quantity between the check and the decrement', async () => {
    const first = await insertProduct(server, { stock: 5 });
    const second = await insertProduct(server, { name: 'Šolja Zora', stock: 5 });
    const cartId = await insertCart(server, [
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 2 },
    ]);
    const body = await orderBody(server, cartId);
    // Stands in for a sale the row locks should make impossible: decrementing the first product
    // empties the second after the stock check has passed.
    await server.database.db.execute(
      sql.raw(`create function test_empty_second() returns trigger language plpgsql as $$
        begin update products set stock = 0 where id = ${second.id}; return null; end $$`),
    );
    await server.database.db.execute(
      sql.raw(`create trigger test_empty_second after update of stock on products
        for each row when (new.id = ${first.id}) execute function test_empty_second()`),
    );
    try {
      const response = await guestWithCart(server, cartId).post('/api/orders', body);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'Nekih proizvoda nema dovoljno na stanju.',
        code: 'OUT_OF_STOCK',
        items: [{ productId: second.id, name: 'Šolja Zora', requested: 2 }],
      });
      expect(response.json().items).toHaveLength(1);
    } finally {
      await server.database.db.execute(sql.raw('drop trigger test_empty_second on products'));
      await server.database.db.execute(sql.raw('drop function test_empty_second()'));
    }
    // All or nothing: the first decrement is rolled back with the order.
    expect(await stockOf(server, first.id)).toBe(5);
    expect(await stockOf(server, second.id)).toBe(5);
    expect(await ordersOfCart(server, cartId)).toEqual([]);
  });

  it("answers someone else's cart with 404 and leaves it untouched", async () => {
    const product = await insertProduct(server);
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const response = await new HttpClient(server.app).post('/api/orders', await orderBody(server, cartId));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' });
    expect(await cartLines(server, cartId)).toHaveLength(1);
    expect(await ordersOfCart(server, cartId)).toEqual([]);
  });
});
