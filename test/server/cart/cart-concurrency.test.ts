import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { addItem, createCart, linesOf } from './cart-helpers';

describe('concurrent add-item calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('50 concurrent adds of one product leave one line of quantity 50', async () => {
    const client = new HttpClient(server.app);
    const cartId = await createCart(client);
    const product = await insertProduct(server, { stock: 60 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => addItem(client, cartId, product.id)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: 50 }]);
  });

  it('concurrent adds beyond the stock stop exactly at the stock', async () => {
    const client = new HttpClient(server.app);
    const cartId = await createCart(client);
    const product = await insertProduct(server, { stock: 7 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => addItem(client, cartId, product.id)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(13);
    expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: 7 }]);
  });
});
