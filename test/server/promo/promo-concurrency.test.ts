import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orders, promoRedemptions } from '../../../server/db/schema';
import { CART_COOKIE } from '../../../server/cart/cart-access';
import { insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { insertPromo, promoOrderBody, promoRow } from './promo-fixtures';

/**
 * Real races on PostgreSQL (TEST_DATABASE_URL); on PGlite the same outcome. As in
 * test/server/orders/order-concurrency.test.ts, an order shed with 503 on a busy machine must
 * place nothing and redeem nothing, so 503 is counted apart from the refusals.
 */
describe('promo code limits under concurrency', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const placeAs = (cartId: string, body: object) =>
    server.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body,
      headers: { cookie: `${CART_COOKIE}=${cartId}` },
    });

  /** Carts of a product each, so that only the code's row lock makes the orders take turns. */
  async function cartsWithCode(count: number, code: string) {
    const first = await insertProduct(server, { price: 2_000, stock: 1_000 });
    const others = [];
    for (let n = 1; n < count; n++) {
      others.push(await insertProduct(server, { price: 2_000, stock: 1_000, categoryId: first.categoryId }));
    }
    const productIds = [first, ...others].map((product) => product.id);
    const cartIds = Array.from({ length: count }, () => randomUUID());
    await server.database.db.insert(carts).values(cartIds.map((id) => ({ id, promoCode: code })));
    await server.database.db
      .insert(cartItems)
      .values(cartIds.map((cartId, n) => ({ cartId, productId: productIds[n]!, quantity: 1 })));
    return cartIds;
  }

  it('lets exactly 5 of 60 simultaneous orders use a code limited to 5 uses', async () => {
    const promo = await insertPromo(server, { maxUses: 5 });
    const cartIds = await cartsWithCode(60, promo.code);
    const bodies = await Promise.all(cartIds.map((cartId) => promoOrderBody(server, cartId, promo)));

    const responses = await Promise.all(bodies.map((body) => placeAs(body.cartId, body)));

    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    const shed = responses.filter((response) => response.statusCode === 503);
    expect(placed).toHaveLength(5);
    expect(refused.length + shed.length).toBe(55);
    for (const response of refused) expect(response.json()).toMatchObject({ code: 'PROMO_USED_UP' });
    expect((await promoRow(server, promo.id)).uses).toBe(5);
    const redeemed = await server.database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promo.id));
    expect(redeemed).toHaveLength(5);
    expect(
      await server.database.db.select().from(orders).where(inArray(orders.cartId, cartIds)),
    ).toHaveLength(5);
  });

  it('lets one guest e-mail use a once-per-customer code once, from 20 carts at once', async () => {
    const promo = await insertPromo(server, { maxUsesPerCustomer: 1 });
    const cartIds = await cartsWithCode(20, promo.code);
    const customer = {
      firstName: 'Ana',
      lastName: 'Jovanović',
      email: 'ana.jedna@example.rs',
      phone: '+381 64 123 4567',
    };
    const bodies = await Promise.all(
      cartIds.map((cartId) => promoOrderBody(server, cartId, promo, { customer })),
    );

    const responses = await Promise.all(bodies.map((body) => placeAs(body.cartId, body)));

    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ code: 'PROMO_ALREADY_USED' });
    }
    expect((await promoRow(server, promo.id)).uses).toBe(1);
  });
});
