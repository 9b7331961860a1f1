import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../../contract/cart';
import { carts } from '../../../server/db/schema';
import { insertProduct } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { addItem, createCart, linesOf } from './cart-helpers';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('cart calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  describe('POST /api/cart/create', () => {
    it('creates an anonymous cart with a random UUID v4 id and sets the cart_id cookie', async () => {
      const client = new HttpClient(server.app);
      const response = await client.post('/api/cart/create');
      expect(response.statusCode).toBe(201);
      const { cartId } = response.json();
      expect(cartId).toMatch(UUID_V4);
      expect(client.cookies.get('cart_id')).toBe(cartId);
      const cookie = response.cookies.find((c) => c.name === 'cart_id');
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(cookie?.httpOnly).toBeFalsy();
      const [row] = await server.database.db.select().from(carts).where(eq(carts.id, cartId));
      expect(row?.userId).toBeNull();
    });

    it('gives every new cart a different id', async () => {
      const first = await createCart(new HttpClient(server.app));
      const second = await createCart(new HttpClient(server.app));
      expect(first).not.toBe(second);
    });
  });

  describe('GET /api/cart', () => {
    it('returns the cart named by the cookie with its items in the order they were added', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const first = await insertProduct(server, { price: 2500, discountPrice: 1990 });
      const second = await insertProduct(server);
      await addItem(client, cartId, first.id);
      await addItem(client, cartId, second.id);
      await addItem(client, cartId, first.id);

      const response = await client.get('/api/cart');
      expect(response.statusCode).toBe(200);
      const cart = cartSchema.parse(response.json());
      expect(cart.id).toBe(cartId);
      expect(cart.userId).toBeNull();
      expect(cart.cartItems.map((item) => [item.product.id, item.quantity])).toEqual([
        [first.id, 2],
        [second.id, 1],
      ]);
      expect(cart.cartItems[0]).toMatchObject({
        cartId,
        product: {
          id: first.id,
          name: first.name,
          slug: first.slug,
          price: 2500,
          discountPrice: 1990,
          stock: 20,
        },
      });
    });

    it('answers an empty cart with no items', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const response = await client.get('/api/cart');
      expect(response.json()).toEqual({ id: cartId, userId: null, cartItems: [] });
    });

    it('answers 404 CART_NOT_FOUND without a cart_id cookie', async () => {
      const response = await new HttpClient(server.app).get('/api/cart');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' });
    });

    it('answers 404 for a cookie naming no cart, or not a cart id at all', async () => {
      const client = new HttpClient(server.app);
      client.setCookie('cart_id', '6f1c2a9e-5b7d-4c1e-9a3f-2b8d7e6c5a41');
      expect((await client.get('/api/cart')).statusCode).toBe(404);
      client.setCookie('cart_id', 'not-a-uuid');
      expect((await client.get('/api/cart')).json().code).toBe('CART_NOT_FOUND');
    });

    it.each(['-'.repeat(36), 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa-', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'])(
      'treats a malformed cart_id cookie (%s) as no cart: 404 CART_NOT_FOUND, never a 500',
      async (cookie) => {
        const client = new HttpClient(server.app);
        client.setCookie('cart_id', cookie);
        for (const response of [await client.get('/api/cart'), await client.put('/api/cart/last-accessed')]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' });
        }
      },
    );
  });

  describe('GET /api/cart/exists/:cartId', () => {
    it('is true for the caller’s own cart and false for an id that names no cart', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      expect((await client.get(`/api/cart/exists/${cartId}`)).json()).toEqual({ exists: true });
      const missing = await client.get('/api/cart/exists/6f1c2a9e-5b7d-4c1e-9a3f-2b8d7e6c5a41');
      expect(missing.statusCode).toBe(200);
      expect(missing.json()).toEqual({ exists: false });
    });

    it('answers 400 for an id that is not a UUID', async () => {
      const response = await new HttpClient(server.app).get('/api/cart/exists/123');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('POST /api/cart/add-item', () => {
    it('creates a line of quantity 1 and returns it with its product', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server);
      const response = await addItem(client, cartId, product.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ cartId, quantity: 1, product: { id: product.id } });
      expect(response.json().id).toEqual(expect.any(Number));
      expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: 1 }]);
    });

    it('adding a product already in the cart increases its quantity by 1 on the same line', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server);
      const first = await addItem(client, cartId, product.id);
      const second = await addItem(client, cartId, product.id);
      expect(second.json()).toMatchObject({ id: first.json().id, quantity: 2 });
      expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: 2 }]);
    });

    it('answers 404 PRODUCT_NOT_FOUND for an unknown product', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const response = await addItem(client, cartId, 999_999);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
      expect(await linesOf(server, cartId)).toEqual([]);
    });

    it('answers 409 PRODUCT_UNAVAILABLE for an unavailable product', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server, { available: false });
      const response = await addItem(client, cartId, product.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Proizvod trenutno nije dostupan.',
        code: 'PRODUCT_UNAVAILABLE',
      });
      expect(await linesOf(server, cartId)).toEqual([]);
    });

    it.each([
      [1, 'Na stanju je samo 1 komad.'],
      [3, 'Na stanju su samo 3 komada.'],
      [5, 'Na stanju je samo 5 komada.'],
      [21, 'Na stanju je samo 21 komad.'],
    ])('refuses to go beyond a stock of %i with 409 OUT_OF_STOCK: “%s”', async (stock, text) => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server, { stock });
      for (let i = 0; i < stock; i++)
        expect((await addItem(client, cartId, product.id)).statusCode).toBe(200);
      const response = await addItem(client, cartId, product.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: text, code: 'OUT_OF_STOCK' });
      expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: stock }]);
    });

    it('answers 409 OUT_OF_STOCK for an available product with no stock', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server, { stock: 0 });
      const response = await addItem(client, cartId, product.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'Proizvoda trenutno nema na stanju.', code: 'OUT_OF_STOCK' });
      expect(await linesOf(server, cartId)).toEqual([]);
    });

    it('caps a line at 99 pieces even when more are in stock', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server, { stock: 500 });
      const first = await addItem(client, cartId, product.id);
      await client.put('/api/cart/update-quantity', { cartId, cartItemId: first.json().id, quantity: 99 });
      const response = await addItem(client, cartId, product.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Možete poručiti najviše 99 komada ovog proizvoda.',
        code: 'OUT_OF_STOCK',
      });
      expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: 99 }]);
    });

    it('answers 400 for a body without a valid cart id or product id', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      expect((await client.post('/api/cart/add-item', { cartId: 'x', productId: 1 })).statusCode).toBe(400);
      expect((await client.post('/api/cart/add-item', { cartId, productId: -1 })).statusCode).toBe(400);
    });
  });

  describe('PUT /api/cart/update-quantity', () => {
    it('sets the line to the quantity and returns the updated item', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server, { stock: 7 });
      const item = (await addItem(client, cartId, product.id)).json();
      const response = await client.put('/api/cart/update-quantity', {
        cartId,
        cartItemId: item.id,
        quantity: 7,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: item.id,
        cartId,
        quantity: 7,
        product: { id: product.id },
      });
      expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: 7 }]);
    });

    it('answers 409 OUT_OF_STOCK above the stock and keeps the old quantity', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server, { stock: 3 });
      const item = (await addItem(client, cartId, product.id)).json();
      const response = await client.put('/api/cart/update-quantity', {
        cartId,
        cartItemId: item.id,
        quantity: 4,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'Na stanju su samo 3 komada.', code: 'OUT_OF_STOCK' });
      expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: 1 }]);
    });

    it('answers 409 PRODUCT_UNAVAILABLE when the product became unavailable', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server);
      const item = (await addItem(client, cartId, product.id)).json();
      await server.database.db.execute(`update products set available = false where id = ${product.id}`);
      const response = await client.put('/api/cart/update-quantity', {
        cartId,
        cartItemId: item.id,
        quantity: 2,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('PRODUCT_UNAVAILABLE');
    });

    it('answers 400 for a quantity below 1', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const item = (await addItem(client, cartId, (await insertProduct(server)).id)).json();
      for (const quantity of [0, -2]) {
        const response = await client.put('/api/cart/update-quantity', {
          cartId,
          cartItemId: item.id,
          quantity,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'Količina mora biti najmanje 1.',
          code: 'VALIDATION_ERROR',
        });
      }
    });

    it('answers 404 NOT_FOUND for an item of another cart, even one the caller owns', async () => {
      const client = new HttpClient(server.app);
      const product = await insertProduct(server);
      const otherCartId = await createCart(client);
      const otherItem = (await addItem(client, otherCartId, product.id)).json();
      const cartId = await createCart(client);
      const response = await client.put('/api/cart/update-quantity', {
        cartId,
        cartItemId: otherItem.id,
        quantity: 2,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Stavka korpe nije pronađena.', code: 'NOT_FOUND' });
    });
  });

  describe('DELETE /api/cart/remove-item/:itemId', () => {
    it('removes the line and answers success', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const kept = await insertProduct(server);
      const removed = await insertProduct(server);
      await addItem(client, cartId, kept.id);
      const item = (await addItem(client, cartId, removed.id)).json();
      const response = await client.delete(`/api/cart/remove-item/${item.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await linesOf(server, cartId)).toEqual([{ productId: kept.id, quantity: 1 }]);
    });

    it('answers 404 NOT_FOUND for an item that does not exist', async () => {
      const response = await new HttpClient(server.app).delete('/api/cart/remove-item/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Stavka korpe nije pronađena.', code: 'NOT_FOUND' });
    });
  });

  describe('DELETE /api/cart/clear/:cartId', () => {
    it('empties the cart but keeps the cart', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      await addItem(client, cartId, (await insertProduct(server)).id);
      await addItem(client, cartId, (await insertProduct(server)).id);
      const response = await client.delete(`/api/cart/clear/${cartId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await linesOf(server, cartId)).toEqual([]);
      expect((await client.get('/api/cart')).json()).toEqual({ id: cartId, userId: null, cartItems: [] });
    });
  });

  describe('DELETE /api/cart/remove-unavailable-items/:cartId', () => {
    it('removes lines of unavailable or sold-out products and answers how many were removed', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const fine = await insertProduct(server, { stock: 10 });
      const withdrawn = await insertProduct(server);
      const soldOut = await insertProduct(server);
      for (const product of [fine, withdrawn, soldOut]) await addItem(client, cartId, product.id);
      await server.database.db.execute(`update products set available = false where id = ${withdrawn.id}`);
      await server.database.db.execute(`update products set stock = 0 where id = ${soldOut.id}`);

      const response = await client.delete(`/api/cart/remove-unavailable-items/${cartId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ removed: 2 });
      expect(await linesOf(server, cartId)).toEqual([{ productId: fine.id, quantity: 1 }]);
    });

    it('lowers a line that asks for more than the stock left to the stock, without counting it as removed', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const product = await insertProduct(server, { stock: 5 });
      const item = (await addItem(client, cartId, product.id)).json();
      await client.put('/api/cart/update-quantity', { cartId, cartItemId: item.id, quantity: 5 });
      await server.database.db.execute(`update products set stock = 2 where id = ${product.id}`);

      const response = await client.delete(`/api/cart/remove-unavailable-items/${cartId}`);
      expect(response.json()).toEqual({ removed: 0 });
      expect(await linesOf(server, cartId)).toEqual([{ productId: product.id, quantity: 2 }]);
    });

    it('answers 0 when every line is still available', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      await addItem(client, cartId, (await insertProduct(server)).id);
      expect((await client.delete(`/api/cart/remove-unavailable-items/${cartId}`)).json()).toEqual({
        removed: 0,
      });
      expect(await linesOf(server, cartId)).toHaveLength(1);
    });
  });

  describe('PUT /api/cart/last-accessed', () => {
    it('updates the last access of the cookie’s cart', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const past = new Date('2020-01-01T00:00:00Z');
      await server.database.db.update(carts).set({ lastAccessedAt: past }).where(eq(carts.id, cartId));
      const response = await client.put('/api/cart/last-accessed');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const [row] = await server.database.db.select().from(carts).where(eq(carts.id, cartId));
      expect(row!.lastAccessedAt.getTime()).toBeGreaterThan(past.getTime());
    });

    it('is the only call that updates the last access', async () => {
      const client = new HttpClient(server.app);
      const cartId = await createCart(client);
      const past = new Date('2020-01-01T00:00:00Z');
      await server.database.db.update(carts).set({ lastAccessedAt: past }).where(eq(carts.id, cartId));
      const item = (await addItem(client, cartId, (await insertProduct(server)).id)).json();
      await client.get('/api/cart');
      await client.put('/api/cart/update-quantity', { cartId, cartItemId: item.id, quantity: 2 });
      await client.get(`/api/cart/exists/${cartId}`);
      await client.delete(`/api/cart/remove-unavailable-items/${cartId}`);
      const [row] = await server.database.db.select().from(carts).where(eq(carts.id, cartId));
      expect(row!.lastAccessedAt).toEqual(past);
    });

    it('answers 404 CART_NOT_FOUND without a cart cookie', async () => {
      const response = await new HttpClient(server.app).put('/api/cart/last-accessed');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CART_NOT_FOUND');
    });
  });
});

describe('the cart_id cookie is Secure whenever the shop is reached over https', () => {
  const cartCookieOf = async (server: TestServer, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/cart/create', headers });
    expect(response.statusCode).toBe(201);
    return response.cookies.find((c) => c.name === 'cart_id');
  };

  it('is Secure when the public URL is https, even for a request reaching the app over http', async () => {
    const server = await createTestServer({ config: { publicUrl: 'https://shop.test' } });
    try {
      expect((await cartCookieOf(server))?.secure).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('behind a trusted proxy with an http public URL: Secure only for a request made over https', async () => {
    const server = await createTestServer({
      config: { publicUrl: 'http://shop.test', trustProxy: ['127.0.0.1'] },
    });
    try {
      expect((await cartCookieOf(server, { 'x-forwarded-proto': 'https' }))?.secure).toBe(true);
      expect((await cartCookieOf(server, { 'x-forwarded-proto': 'http' }))?.secure).toBeFalsy();
      expect((await cartCookieOf(server))?.secure).toBeFalsy();
    } finally {
      await server.close();
    }
  });
});
