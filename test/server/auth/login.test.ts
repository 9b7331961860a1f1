import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import { CART_COOKIE } from '../../../server/cart/cart-access';
import { cartItems, carts, users } from '../../../server/db/schema';
import { SESSION_COOKIE } from '../../../server/plugins/sessions';
import { insertProduct } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { PASSWORD, giveAnonymousCart, registerThroughApi, uniqueEmail, userRow } from './auth-helpers';

const INVALID_CREDENTIALS = { error: 'Pogrešna e-adresa ili lozinka.', code: 'INVALID_CREDENTIALS' };

describe('login, logout and me', () => {
  let server: TestServer;
  let passwordHash: string;
  beforeAll(async () => {
    server = await createTestServer();
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => server.close());

  /** An account made straight in the database, without a cart. */
  async function insertAccount() {
    const email = uniqueEmail();
    const [row] = await server.database.db
      .insert(users)
      .values({ email, passwordHash, firstName: 'Petar', lastName: 'Šarić' })
      .returning();
    return row!;
  }

  const linesOf = async (cartId: string) =>
    (await server.database.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
    }));

  it('signs in with the right password and answers { user } with the account cart', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app), {
      email: uniqueEmail('Velika.Slova'),
    });
    const client = new HttpClient(server.app);
    const response = await client.post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        cartId: user.cartId,
        email: user.email,
        isVerified: false,
        firstName: 'Jelena',
        lastName: 'Đorđević',
      },
    });
    expect(client.cookies.get(CART_COOKIE)).toBe(user.cartId);
    expect((await client.get('/api/auth/me')).json().user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown e-mail with the same 401, without shouldLogin', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const client = new HttpClient(server.app);
    const wrongPassword = await client.post('/api/auth/login', {
      email: user.email,
      password: 'pogresna-lozinka',
    });
    const unknownEmail = await client.post('/api/auth/login', { email: uniqueEmail(), password: PASSWORD });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_CREDENTIALS);
    }
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await client.get('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('rotates the session: the session cookie held before login no longer works', async () => {
    const client = new HttpClient(server.app);
    const { user } = await registerThroughApi(client);
    const before = client.cookies.get(SESSION_COOKIE)!;

    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const after = client.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    expect((await client.get('/api/auth/me')).json().user.id).toBe(user.id);

    const oldHolder = new HttpClient(server.app);
    oldHolder.setCookie(SESSION_COOKIE, before);
    expect((await oldHolder.get('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('logs out: answers { success: true }, ends the session and drops its cookie', async () => {
    const client = new HttpClient(server.app);
    await registerThroughApi(client);
    const token = client.cookies.get(SESSION_COOKIE)!;

    const response = await client.post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const oldHolder = new HttpClient(server.app);
    oldHolder.setCookie(SESSION_COOKIE, token);
    expect((await oldHolder.get('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('logs out without a session too', async () => {
    const response = await new HttpClient(server.app).post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it('answers me with { user: null } and 200 when nobody is signed in, even with an unknown session cookie', async () => {
    const client = new HttpClient(server.app);
    client.setCookie(SESSION_COOKIE, 'x'.repeat(43));
    const response = await client.get('/api/auth/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('merges the anonymous cart into the account cart: quantities add up, capped at stock; unavailable lines dropped', async () => {
    const registered = new HttpClient(server.app);
    const { user } = await registerThroughApi(registered);
    const capped = await insertProduct(server, { stock: 5 });
    const added = await insertProduct(server, { stock: 10 });
    const fresh = await insertProduct(server, { stock: 10 });
    const unavailable = await insertProduct(server, { available: false });
    const soldOut = await insertProduct(server, { stock: 0 });
    await server.database.db.insert(cartItems).values([
      { cartId: user.cartId, productId: capped.id, quantity: 2 },
      { cartId: user.cartId, productId: added.id, quantity: 1 },
    ]);

    const client = new HttpClient(server.app);
    const anonymousId = await giveAnonymousCart(server, client, [
      { productId: capped.id, quantity: 4 },
      { productId: added.id, quantity: 2 },
      { productId: fresh.id, quantity: 3 },
      { productId: unavailable.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
    ]);
    const response = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });

    expect(response.json().user.cartId).toBe(user.cartId);
    expect(client.cookies.get(CART_COOKIE)).toBe(user.cartId);
    expect(await linesOf(user.cartId)).toEqual(
      expect.arrayContaining([
        { productId: capped.id, quantity: 5 },
        { productId: added.id, quantity: 3 },
        { productId: fresh.id, quantity: 3 },
      ]),
    );
    expect(await linesOf(user.cartId)).toHaveLength(3);
    expect(await server.database.db.select().from(carts).where(eq(carts.id, anonymousId))).toEqual([]);
  });

  it('makes the anonymous cart the account cart when the account has none', async () => {
    const account = await insertAccount();
    const product = await insertProduct(server);
    const client = new HttpClient(server.app);
    const anonymousId = await giveAnonymousCart(server, client, [{ productId: product.id, quantity: 2 }]);

    const { user } = (
      await client.post('/api/auth/login', { email: account.email, password: PASSWORD })
    ).json();
    expect(user.cartId).toBe(anonymousId);
    expect((await userRow(server, account.email)).cartId).toBe(anonymousId);
    const [cart] = await server.database.db.select().from(carts).where(eq(carts.id, anonymousId));
    expect(cart!.userId).toBe(account.id);
    expect(await linesOf(anonymousId)).toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it('creates an account cart at login when there is neither an account cart nor an anonymous one', async () => {
    const account = await insertAccount();
    const client = new HttpClient(server.app);
    const { user } = (
      await client.post('/api/auth/login', { email: account.email, password: PASSWORD })
    ).json();

    expect(user.cartId).toEqual(expect.any(String));
    expect(client.cookies.get(CART_COOKIE)).toBe(user.cartId);
    const [cart] = await server.database.db.select().from(carts).where(eq(carts.id, user.cartId));
    expect(cart!.userId).toBe(account.id);
  });

  it("does not take over another account's cart named by the cart_id cookie", async () => {
    const other = new HttpClient(server.app);
    const { user: otherUser } = await registerThroughApi(other);
    const account = await insertAccount();
    const client = new HttpClient(server.app);
    client.setCookie(CART_COOKIE, otherUser.cartId);

    const { user } = (
      await client.post('/api/auth/login', { email: account.email, password: PASSWORD })
    ).json();
    expect(user.cartId).not.toBe(otherUser.cartId);
    const [othersCart] = await server.database.db.select().from(carts).where(eq(carts.id, otherUser.cartId));
    expect(othersCart!.userId).toBe(otherUser.id);
  });

  it('merges one anonymous cart only once when two logins race with it', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const product = await insertProduct(server, { stock: 50 });
    const first = new HttpClient(server.app);
    const anonymousId = await giveAnonymousCart(server, first, [{ productId: product.id, quantity: 3 }]);
    const second = new HttpClient(server.app);
    second.setCookie(CART_COOKIE, anonymousId);

    const answers = await Promise.all(
      [first, second].map((c) => c.post('/api/auth/login', { email: user.email, password: PASSWORD })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await linesOf(user.cartId)).toEqual([{ productId: product.id, quantity: 3 }]);
  });

  it('refuses a login body without a password with a Serbian validation error', async () => {
    const response = await new HttpClient(server.app).post('/api/auth/login', {
      email: uniqueEmail(),
      password: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: ['password'], message: 'Unesite lozinku.' });
  });
});
