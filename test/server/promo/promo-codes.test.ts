import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orders, promoCodes, promoRedemptions } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { guestWithCart, insertCart, ordersOfCart, stockOf } from '../orders/order-fixtures';
import { dayFromToday, insertPromo, promoOrderBody, promoRow, setCartPromo } from './promo-fixtures';

describe('promo codes in the cart (POST /api/cart/promo, DELETE /api/cart/promo/:cartId)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  /** A guest's cart of one product at `price`. */
  async function guestCart(price = 10_000) {
    const product = await insertProduct(server, { price, stock: 10 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    return { cartId, client: guestWithCart(server, cartId), product };
  }

  it('applies a code typed in any case with spaces, keeps it on the cart, and removes it', async () => {
    const promo = await insertPromo(server, { kind: 'percent', value: 15 });
    const { cartId, client } = await guestCart(12_345);

    const applied = await client.post('/api/cart/promo', { cartId, code: `  ${promo.code.toLowerCase()} ` });

    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({
      promo: { code: promo.code, kind: 'percent', value: 15, discount: 1_852 },
    });
    const cart = await client.get('/api/cart');
    expect(cart.json().promo).toEqual({ code: promo.code, kind: 'percent', value: 15, discount: 1_852 });

    const removed = await client.delete(`/api/cart/promo/${cartId}`);
    expect(removed.json()).toEqual({ promo: null });
    expect((await client.get('/api/cart')).json()).not.toHaveProperty('promo');
  });

  it.each([
    ['an unknown code', {}, 'PROMO_UNKNOWN', 'Kod ne postoji.'],
    ['an inactive code', { active: false }, 'PROMO_INACTIVE', 'Kod trenutno nije aktivan.'],
    [
      'a code not valid yet',
      { validFrom: dayFromToday(2), validTo: dayFromToday(9) },
      'PROMO_NOT_YET_VALID',
      'Kod važi od ',
    ],
    [
      'an expired code',
      { validFrom: dayFromToday(-9), validTo: dayFromToday(-1) },
      'PROMO_EXPIRED',
      'Kod je istekao.',
    ],
    ['a used-up code', { maxUses: 2, uses: 2 }, 'PROMO_USED_UP', 'Kod je iskorišćen.'],
    [
      'a code below its minimum',
      { minOrder: 50_000 },
      'PROMO_BELOW_MINIMUM',
      'Kod važi za porudžbine od 50.000\u00a0RSD.',
    ],
  ] as const)(
    'refuses %s with 422, its code and its Serbian reason, and keeps no code',
    async (_, values, code, reason) => {
      const promo = await insertPromo(server, values);
      const { cartId, client } = await guestCart();

      const response = await client.post('/api/cart/promo', {
        cartId,
        code: code === 'PROMO_UNKNOWN' ? 'NEPOSTOJECI' : promo.code,
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe(code);
      expect(response.json().error).toContain(reason);
      const [cart] = await server.database.db.select().from(carts).where(eq(carts.id, cartId));
      expect(cart!.promoCode).toBeNull();
    },
  );

  it('refuses a code a signed-in customer already used, by account', async () => {
    const promo = await insertPromo(server, { maxUsesPerCustomer: 1 });
    const client = new HttpClient(server.app);
    const user = await signInNewUser(server, client);
    const product = await insertProduct(server, { price: 10_000, stock: 10 });
    const first = await insertCart(server, [{ productId: product.id, quantity: 1 }], user.id);
    await setCartPromo(server, first, promo.code);
    const placed = await client.post('/api/orders', await promoOrderBody(server, first, promo));
    expect(placed.statusCode).toBe(201);

    const second = await insertCart(server, [{ productId: product.id, quantity: 1 }], user.id);
    const response = await client.post('/api/cart/promo', { cartId: second, code: promo.code });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'PROMO_ALREADY_USED',
      error: 'Već ste iskoristili ovaj kod.',
    });
  });

  it('answers another shopper’s cart as missing', async () => {
    const promo = await insertPromo(server);
    const { cartId } = await guestCart();
    const stranger = new HttpClient(server.app);
    const response = await stranger.post('/api/cart/promo', { cartId, code: promo.code });
    expect(response.statusCode).toBe(404);
  });
});

describe('placing an order with a promo code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  async function cartWithCode(values: Parameters<typeof insertPromo>[1] = {}, price = 10_000) {
    const promo = await insertPromo(server, values);
    const product = await insertProduct(server, { price, stock: 5 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    const client = guestWithCart(server, cartId);
    const applied = await client.post('/api/cart/promo', { cartId, code: promo.code });
    expect(applied.statusCode).toBe(200);
    return { promo, product, cartId, client };
  }

  /** Nothing was placed: no order, no redemption, the stock and the cart as they were. */
  async function expectNothingPlaced(cartId: string, productId: number, promoId: number) {
    expect(await ordersOfCart(server, cartId)).toHaveLength(0);
    expect(await stockOf(server, productId)).toBe(5);
    const used = await server.database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promoId));
    expect(used).toHaveLength(0);
    expect((await promoRow(server, promoId)).uses).toBe(0);
  }

  it('re-prices with the code: the order keeps the code and its discount, the code counts one use', async () => {
    const { promo, product, cartId, client } = await cartWithCode({ kind: 'amount', value: 1_500 });
    const body = await promoOrderBody(server, cartId, promo);
    expect(body.reviewed).toMatchObject({
      shipping: 0,
      total: 18_500,
      promo: { code: promo.code, discount: 1_500 },
    });

    const response = await client.post('/api/orders', body);

    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({
      subtotal: 20_000,
      shipping: 0,
      promoCode: promo.code,
      discount: 1_500,
      total: 18_500,
    });
    expect(await stockOf(server, product.id)).toBe(3);
    const [redemption] = await server.database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promo.id));
    expect(redemption).toMatchObject({
      orderId: response.json().order.id,
      email: body.customer.email,
      discount: 1_500,
    });
    expect((await promoRow(server, promo.id)).uses).toBe(1);
    // The code went with the order.
    const [cart] = await server.database.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.promoCode).toBeNull();
    // The shopper's order details show it too.
    const details = await client.get(
      `/api/orders/${response.json().order.id}?token=${response.json().accessToken}`,
    );
    expect(details.json().order).toMatchObject({ promoCode: promo.code, discount: 1_500 });
  });

  it('refuses the order when the code expired between the review and the placement; nothing is placed', async () => {
    const { promo, product, cartId, client } = await cartWithCode();
    const body = await promoOrderBody(server, cartId, promo);
    await server.database.db
      .update(promoCodes)
      .set({ validFrom: dayFromToday(-5), validTo: dayFromToday(-1) })
      .where(eq(promoCodes.id, promo.id));

    const response = await client.post('/api/orders', body);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PROMO_EXPIRED', error: 'Kod je istekao.' });
    await expectNothingPlaced(cartId, product.id, promo.id);
  });

  it('refuses the order when the code was switched off since the review', async () => {
    const { promo, product, cartId, client } = await cartWithCode();
    const body = await promoOrderBody(server, cartId, promo);
    await server.database.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, promo.id));

    const response = await client.post('/api/orders', body);

    expect(response.json()).toMatchObject({ code: 'PROMO_INACTIVE' });
    await expectNothingPlaced(cartId, product.id, promo.id);
  });

  it('refuses a guest who used the code with the same e-mail as often as allowed', async () => {
    const { promo, product, cartId, client } = await cartWithCode({ maxUsesPerCustomer: 1 });
    const email = 'Vesna.Guest@example.rs';
    const first = await client.post(
      '/api/orders',
      await promoOrderBody(server, cartId, promo, {
        customer: { firstName: 'Vesna', lastName: 'Ilić', email, phone: '+381 64 123 4567' },
      }),
    );
    expect(first.statusCode).toBe(201);

    const again = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    await setCartPromo(server, again, promo.code);
    const response = await guestWithCart(server, again).post(
      '/api/orders',
      await promoOrderBody(server, again, promo, {
        customer: {
          firstName: 'Vesna',
          lastName: 'Ilić',
          email: email.toLowerCase(),
          phone: '+381 64 123 4567',
        },
      }),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PROMO_ALREADY_USED',
      error: 'Već ste iskoristili ovaj kod.',
    });
    expect(await ordersOfCart(server, again)).toHaveLength(0);
  });

  it('refuses a tampered code: another code than the cart’s, or a code the cart does not have', async () => {
    const { promo, product, cartId, client } = await cartWithCode();
    const other = await insertPromo(server, { kind: 'percent', value: 50 });
    const body = await promoOrderBody(server, cartId, other);

    const swapped = await client.post('/api/orders', body);
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json()).toMatchObject({ code: 'PROMO_MISMATCH' });

    await setCartPromo(server, cartId, null);
    const added = await client.post('/api/orders', await promoOrderBody(server, cartId, promo));
    expect(added.json()).toMatchObject({ code: 'PROMO_MISMATCH' });

    await setCartPromo(server, cartId, promo.code);
    const { promo: _dropped, ...withoutCode } = body.reviewed;
    const dropped = await client.post('/api/orders', { ...body, reviewed: withoutCode });
    expect(dropped.json()).toMatchObject({ code: 'PROMO_MISMATCH' });
    await expectNothingPlaced(cartId, product.id, promo.id);
  });

  it('refuses a forged discount as a changed order, naming the discount', async () => {
    const { promo, product, cartId, client } = await cartWithCode();
    const body = await promoOrderBody(server, cartId, promo);
    const forged = {
      ...body,
      reviewed: { ...body.reviewed, promo: { code: promo.code, discount: 19_000 }, total: 1_000 },
    };

    const response = await client.post('/api/orders', forged);

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ORDER_CHANGED');
    expect(response.json().changes).toContain(
      'Popust po kodu je promenjen sa 19.000\u00a0RSD na 2.000\u00a0RSD.',
    );
    await expectNothingPlaced(cartId, product.id, promo.id);
  });

  it('refuses an order whose goods fell below the code’s minimum since the review', async () => {
    const { promo, product, cartId, client } = await cartWithCode({ minOrder: 15_000 });
    const body = await promoOrderBody(server, cartId, promo);
    await server.database.db.update(cartItems).set({ quantity: 1 }).where(eq(cartItems.cartId, cartId));

    const response = await client.post('/api/orders', body);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PROMO_BELOW_MINIMUM' });
    await expectNothingPlaced(cartId, product.id, promo.id);
    expect(await server.database.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
  });
});
