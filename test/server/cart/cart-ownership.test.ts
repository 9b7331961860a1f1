import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carts } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { addItem, createCart, linesOf } from './cart-helpers';

describe('who may use a cart', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  describe('an anonymous cart belongs to the browser holding its cart_id cookie', () => {
    let owner: HttpClient;
    let stranger: HttpClient;
    let cartId: string;
    let itemId: number;
    let productId: number;

    beforeEach(async () => {
      owner = new HttpClient(server.app);
      stranger = new HttpClient(server.app);
      await createCart(stranger);
      cartId = await createCart(owner);
      productId = (await insertProduct(server)).id;
      itemId = (await addItem(owner, cartId, productId)).json().id;
    });

    it('a browser naming the anonymous cart id (a legacy stored id) is told it exists, and may use it once it holds the id in its cart_id cookie', async () => {
      expect((await stranger.get(`/api/cart/exists/${cartId}`)).json()).toEqual({ exists: true });
      expect((await addItem(stranger, cartId, productId)).statusCode).toBe(404);
      stranger.setCookie('cart_id', cartId);
      expect((await stranger.get('/api/cart')).json().id).toBe(cartId);
    });

    it('another browser cannot add to it', async () => {
      const response = await addItem(stranger, cartId, productId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' });
      expect(await linesOf(server, cartId)).toEqual([{ productId, quantity: 1 }]);
    });

    it('another browser cannot change a quantity in it', async () => {
      const response = await stranger.put('/api/cart/update-quantity', {
        cartId,
        cartItemId: itemId,
        quantity: 5,
      });
      expect(response.statusCode).toBe(404);
      expect(await linesOf(server, cartId)).toEqual([{ productId, quantity: 1 }]);
    });

    it('another browser cannot remove an item from it', async () => {
      const response = await stranger.delete(`/api/cart/remove-item/${itemId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Stavka korpe nije pronađena.', code: 'NOT_FOUND' });
      expect(await linesOf(server, cartId)).toHaveLength(1);
    });

    it('another browser cannot clear it or remove its unavailable items', async () => {
      expect((await stranger.delete(`/api/cart/clear/${cartId}`)).statusCode).toBe(404);
      expect((await stranger.delete(`/api/cart/remove-unavailable-items/${cartId}`)).statusCode).toBe(404);
      expect(await linesOf(server, cartId)).toHaveLength(1);
    });

    it('the owner can use it with every call', async () => {
      expect((await owner.get(`/api/cart/exists/${cartId}`)).json()).toEqual({ exists: true });
      expect((await owner.get('/api/cart')).json().cartItems).toHaveLength(1);
      expect((await owner.delete(`/api/cart/remove-item/${itemId}`)).statusCode).toBe(200);
      expect(await linesOf(server, cartId)).toEqual([]);
    });

    it('holding the id in the cookie is what makes a browser the owner', async () => {
      stranger.setCookie('cart_id', cartId);
      expect((await stranger.get('/api/cart')).json().id).toBe(cartId);
    });
  });

  describe('a signed-in user’s cart is reachable only from that user’s session', () => {
    let userClient: HttpClient;
    let cartId: string;
    let productId: number;

    beforeEach(async () => {
      userClient = new HttpClient(server.app);
      cartId = await createCart(userClient);
      const user = await signInNewUser(server, userClient);
      await server.database.db.update(carts).set({ userId: user.id }).where(eq(carts.id, cartId));
      productId = (await insertProduct(server)).id;
    });

    it('the owner reads and changes it', async () => {
      const item = await addItem(userClient, cartId, productId);
      expect(item.statusCode).toBe(200);
      const cart = (await userClient.get('/api/cart')).json();
      expect(cart).toMatchObject({ id: cartId, userId: expect.any(Number) });
      expect(cart.cartItems).toHaveLength(1);
      expect((await userClient.get(`/api/cart/exists/${cartId}`)).json()).toEqual({ exists: true });
      expect((await userClient.delete(`/api/cart/clear/${cartId}`)).statusCode).toBe(200);
    });

    it('the owner may use it by id even without the cart_id cookie', async () => {
      userClient.cookies.delete('cart_id');
      expect((await addItem(userClient, cartId, productId)).statusCode).toBe(200);
    });

    it('an anonymous browser holding its id in the cookie cannot use it', async () => {
      const anonymous = new HttpClient(server.app);
      anonymous.setCookie('cart_id', cartId);
      expect((await anonymous.get('/api/cart')).statusCode).toBe(404);
      expect((await anonymous.get(`/api/cart/exists/${cartId}`)).json()).toEqual({ exists: false });
      expect((await addItem(anonymous, cartId, productId)).statusCode).toBe(404);
      expect((await anonymous.delete(`/api/cart/clear/${cartId}`)).statusCode).toBe(404);
      expect((await anonymous.put('/api/cart/last-accessed')).statusCode).toBe(404);
      expect(await linesOf(server, cartId)).toEqual([]);
    });

    it('another signed-in user holding its id in the cookie cannot use it', async () => {
      const other = new HttpClient(server.app);
      await signInNewUser(server, other);
      other.setCookie('cart_id', cartId);
      expect((await other.get('/api/cart')).statusCode).toBe(404);
      expect((await addItem(other, cartId, productId)).statusCode).toBe(404);
    });
  });
});
