import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orders } from '../../../server/db/schema';
import { CART_COOKIE } from '../../../server/cart/cart-access';
import { insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { insertCart, orderBody, stockOf } from './order-fixtures';

/**
 * These races are real on PostgreSQL; on PGlite (one connection) they check the same outcome. The
 * orders queue on one product row, ten connections at a time: on a busy machine the last ones can
 * wait longer than DB_DEADLINES.acquireMs (server/db/postgres.ts) for a connection and are shed with 503, which must sell
 * nothing and lose nothing (the shopper's cart stays), so 503 is counted apart from the refusals.
 */
const shed = (responses: { statusCode: number; json(): unknown }[]) =>
  responses.filter((response) => response.statusCode === 503);

describe('POST /api/orders under concurrency', () => {
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

  it('sells exactly the stock when 200 shoppers order the last 10 units at once', async () => {
    const product = await insertProduct(server, { stock: 10 });
    const cartIds = Array.from({ length: 200 }, () => randomUUID());
    await server.database.db.insert(carts).values(cartIds.map((id) => ({ id })));
    await server.database.db
      .insert(cartItems)
      .values(cartIds.map((cartId) => ({ cartId, productId: product.id, quantity: 1 })));

    const bodies = await Promise.all(cartIds.map((cartId) => orderBody(server, cartId)));
    const responses = await Promise.all(bodies.map((body) => placeAs(body.cartId, body)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused.length + shed(responses).length).toBe(190);
    for (const response of shed(responses))
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        items: [{ productId: product.id, requested: 1, available: 0 }],
      });
    }
    expect(await stockOf(server, product.id)).toBe(0);
    const placed = await server.database.db.select().from(orders).where(inArray(orders.cartId, cartIds));
    expect(placed).toHaveLength(10);
    const left = await server.database.db.select().from(cartItems).where(inArray(cartItems.cartId, cartIds));
    expect(left).toHaveLength(190);
  });

  it('places one order when the same idempotency key is retried 100 times at once', async () => {
    const product = await insertProduct(server, { stock: 5 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 2 }]);
    const body = await orderBody(server, cartId);

    const responses = await Promise.all(Array.from({ length: 100 }, () => placeAs(cartId, body)));

    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const replayed = responses.filter((response) => response.statusCode === 200);
    expect(replayed.length + shed(responses).length).toBe(99);
    for (const response of shed(responses))
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const ids = new Set(
      responses
        .filter((response) => response.statusCode !== 503)
        .map((response) => response.json().order?.id),
    );
    expect(ids.size).toBe(1);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(ids.has(row!.id)).toBe(true);
    expect(await server.database.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
    expect(await stockOf(server, product.id)).toBe(3);
  });
});
