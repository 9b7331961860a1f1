import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { historyOf, orderRow, placeTestOrder, stockOfProduct } from '../orders/lifecycle-fixtures';
import { signedInStaff } from './staff-helpers';

/**
 * Two staff acting on the same version at once. Real on PostgreSQL (the order row lock makes the
 * second wait, then see the new version); on PGlite (one connection) the same outcome.
 */
describe('POST /api/admin/orders/:id/events under concurrency', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('two staff sending events on the same version at once: exactly one wins, the other gets ORDER_CHANGED', async () => {
    const [first, second] = await Promise.all([
      signedInStaff(server, 'operator'),
      signedInStaff(server, 'admin'),
    ]);
    for (let round = 0; round < 5; round++) {
      const { order, product } = await placeTestOrder(server, { quantity: 2, stock: 10 });
      const responses = await Promise.all([
        first.client.post(`/api/admin/orders/${order.id}/events`, { type: 'confirm', expectedVersion: 0 }),
        second.client.post(`/api/admin/orders/${order.id}/events`, {
          type: 'cancel',
          expectedVersion: 0,
          reason: 'Kupac je zvao.',
        }),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const lost = responses.find((response) => response.statusCode === 409)!;
      expect(lost.json()).toMatchObject({ code: 'ORDER_CHANGED' });
      const row = await orderRow(server, order.id);
      expect(row.version).toBe(1);
      expect(await historyOf(server, order.id)).toHaveLength(1);
      // The stock came back only if the cancel won, and then once.
      expect(await stockOfProduct(server, product.id)).toBe(row.fulfilmentState === 'cancelled' ? 10 : 8);
    }
  });

  it('ten cancels of one order at once return its stock once', async () => {
    const staff = await signedInStaff(server, 'operator');
    const { order, product } = await placeTestOrder(server, { quantity: 3, stock: 10 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff.client.post(`/api/admin/orders/${order.id}/events`, {
          type: 'cancel',
          expectedVersion: 0,
          reason: 'Duplikat.',
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await stockOfProduct(server, product.id)).toBe(10);
  });
});
