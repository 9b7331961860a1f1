import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';

type Status = (typeof orders.$inferInsert)['fulfilmentState'];

describe('"Verifikovana kupovina" on product reviews', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { stockAlertCheckMs: 0 } });
  });
  afterAll(() => server.close());

  /** An order of the user holding the products, straight in the database. */
  async function orderOf(userId: number, productIds: number[], status: Status = 'delivered') {
    const [order] = await server.database.db
      .insert(orders)
      .values({
        id: randomUUID(),
        number: `TEST-${randomBytes(6).toString('hex')}`,
        idempotencyKey: randomBytes(12).toString('hex'),
        userId,
        cartId: randomUUID(),
        fulfilmentState: status,
        paymentState: status === 'cancelled' ? 'voided' : 'paid',
        firstName: 'Marija',
        lastName: 'Petrović',
        email: 'marija@example.rs',
        phone: '+381 64 123 4567',
        street: 'Kneza Miloša 12',
        city: 'Beograd',
        postalCode: '11000',
        paymentMethod: 'cash_on_delivery',
        accessTokenHash: 'x',
      })
      .returning();
    for (const productId of productIds)
      await server.database.db.insert(orderItems).values({
        orderId: order!.id,
        productId,
        name: 'Proizvod',
        slug: 'proizvod',
        thumbnail: '/images/catalog/placeholder.svg',
        unitPrice: 1000,
        shippingPrice: 0,
        quantity: 1,
      });
  }

  async function review(slug: string, text: string) {
    const client = new HttpClient(server.app);
    const user = await signInNewUser(server, client);
    const posted = await client.post(`/api/products/${slug}/reviews`, { rating: 5, text });
    expect(posted.statusCode).toBe(201);
    return user;
  }

  it('marks the reviews of shoppers whose order holds the product, not those who bought something else or cancelled', async () => {
    const product = await insertProduct(server);
    const other = await insertProduct(server);
    const buyer = await review(product.slug, 'Kupio sam ga');
    const otherBuyer = await review(product.slug, 'Kupio sam drugo');
    const cancelled = await review(product.slug, 'Otkazao sam');
    await review(product.slug, 'Samo gledam');
    await orderOf(buyer.id, [other.id, product.id]);
    await orderOf(otherBuyer.id, [other.id]);
    await orderOf(cancelled.id, [product.id], 'cancelled');

    const response = await new HttpClient(server.app).get(`/api/products/${product.slug}/reviews`);
    expect(response.statusCode).toBe(200);
    const marks = Object.fromEntries(
      (response.json().items as { text: string; verifiedPurchase: boolean }[]).map((item) => [
        item.text,
        item.verifiedPurchase,
      ]),
    );
    expect(marks).toEqual({
      'Kupio sam ga': true,
      'Kupio sam drugo': false,
      'Otkazao sam': false,
      'Samo gledam': false,
    });
  });
});
