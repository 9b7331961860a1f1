import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../../../server/cart/cart-access';
import { carts } from '../../../server/db/schema';
import { SESSION_COOKIE } from '../../../server/plugins/sessions';
import { insertProduct } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, TEST_PUBLIC_URL, createTestServer } from '../../utils/test-server';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import {
  PASSWORD,
  giveAnonymousCart,
  registerBody,
  tokenFromLastMail,
  uniqueEmail,
  userRow,
} from './auth-helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/auth/register', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('creates the account, answers 201 { newUser } and signs the shopper in with a session cookie', async () => {
    const client = new HttpClient(server.app);
    const body = registerBody({ email: uniqueEmail('Jelena.Nova').toUpperCase(), phone: '+381 64 123 4567' });
    const response = await client.post('/api/auth/register', body);

    expect(response.statusCode).toBe(201);
    const { newUser } = response.json();
    expect(newUser).toEqual({
      id: expect.any(Number),
      cartId: expect.stringMatching(UUID),
      email: body.email.toLowerCase(),
      isVerified: false,
      firstName: 'Jelena',
      lastName: 'Đorđević',
    });
    const sessionCookie = (
      response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]
    ).find((c) => c.name === SESSION_COOKIE);
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const me = await client.get('/api/auth/me');
    expect(me.json()).toEqual({ user: newUser });
    const row = await userRow(server, body.email.toLowerCase());
    expect(row.phone).toBe('+381 64 123 4567');
  });

  it('stores the password only as an argon2id hash with 19 MiB, two passes and one lane', async () => {
    const client = new HttpClient(server.app);
    const body = registerBody();
    await client.post('/api/auth/register', body);
    const row = await userRow(server, body.email);
    expect(row.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses a second account for the same e-mail, whatever its letter case, with 409 EMAIL_TAKEN', async () => {
    const body = registerBody();
    expect((await new HttpClient(server.app).post('/api/auth/register', body)).statusCode).toBe(201);

    const again = await new HttpClient(server.app).post('/api/auth/register', {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Nalog sa ovom e-adresom već postoji.', code: 'EMAIL_TAKEN' });
  });

  it('tells the owner of a taken address that someone tried to register it, with a reset link; their password stays', async () => {
    const body = registerBody();
    expect((await new HttpClient(server.app).post('/api/auth/register', body)).statusCode).toBe(201);
    await backgroundWorkSettled(server.app);
    const again = await new HttpClient(server.app).post('/api/auth/register', {
      ...body,
      firstName: 'Uljez',
    });
    expect(again.statusCode).toBe(409);
    await backgroundWorkSettled(server.app);

    const mail = server.lastMailTo(body.email);
    expect(mail.subject).toBe('Neko je pokušao da otvori nalog sa Vašom e-adresom | Prodavnica');
    expect(mail.text).toContain(`Dobar dan, ${body.firstName},`);
    expect(mail.text).toContain('Vaš nalog i lozinka su nepromenjeni.');
    const token = tokenFromLastMail(server, body.email);
    expect((await new HttpClient(server.app).post(`/api/auth/verify-pass/${token}`)).statusCode).toBe(200);
    const login = await new HttpClient(server.app).post('/api/auth/login', {
      email: body.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous registrations of one e-mail succeed', async () => {
    const body = registerBody();
    const answers = await Promise.all([
      new HttpClient(server.app).post('/api/auth/register', body),
      new HttpClient(server.app).post('/api/auth/register', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [
      'a password shorter than 8 characters',
      { password: 'kratka', confirmPassword: 'kratka' },
      'password',
      'Lozinka mora imati najmanje 8 karaktera.',
    ],
    [
      'a confirmation that differs from the password',
      { confirmPassword: 'nesto-drugo-1' },
      'confirmPassword',
      'Lozinke se ne poklapaju.',
    ],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'Morate prihvatiti uslove korišćenja.'],
    ['an invalid e-mail', { email: 'nije-adresa' }, 'email', 'Unesite ispravnu e-adresu.'],
  ])(
    'answers 400 with a Serbian issue for %s and creates nothing',
    async (_case, overrides, field, message) => {
      const body = { ...registerBody(), ...overrides };
      const response = await new HttpClient(server.app).post('/api/auth/register', body);
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe('VALIDATION_ERROR');
      expect(answer.error).toEqual(expect.any(String));
      expect(answer.issues).toContainEqual({ path: [field], message });
      expect(
        await server.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, body.email) }),
      ).toBeUndefined();
    },
  );

  it('attaches the anonymous cart it is given to the new account', async () => {
    const client = new HttpClient(server.app);
    const product = await insertProduct(server);
    const cartId = await giveAnonymousCart(server, client, [{ productId: product.id, quantity: 2 }]);

    const response = await client.post('/api/auth/register', registerBody({ cartId }));
    const { newUser } = response.json();
    expect(newUser.cartId).toBe(cartId);
    const [cart] = await server.database.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.userId).toBe(newUser.id);
    expect(client.cookies.get(CART_COOKIE)).toBe(cartId);

    const shown = await client.get('/api/cart');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: cartId,
      userId: newUser.id,
      cartItems: [{ quantity: 2, product: { id: product.id } }],
    });
  });

  it('does not attach a cart the request does not hold, and gives the account a new cart instead', async () => {
    const owner = new HttpClient(server.app);
    const othersCartId = await giveAnonymousCart(server, owner);

    const client = new HttpClient(server.app);
    const { newUser } = (
      await client.post('/api/auth/register', registerBody({ cartId: othersCartId }))
    ).json();
    expect(newUser.cartId).not.toBe(othersCartId);
    expect(newUser.cartId).toMatch(UUID);
    expect(client.cookies.get(CART_COOKIE)).toBe(newUser.cartId);
    const [other] = await server.database.db.select().from(carts).where(eq(carts.id, othersCartId));
    expect(other!.userId).toBeNull();
    const [own] = await server.database.db.select().from(carts).where(eq(carts.id, newUser.cartId));
    expect(own!.userId).toBe(newUser.id);
  });

  it('sends a Serbian verification mail with a 24-hour /verify-email link', async () => {
    const body = registerBody({ firstName: 'Đurđa' });
    await new HttpClient(server.app).post('/api/auth/register', body);
    const mail = server.lastMailTo(body.email);
    expect(mail.subject).toContain('Potvrdite svoju e-adresu');
    expect(mail.text).toContain('Dobar dan, Đurđa,');
    expect(mail.text).toContain('Link važi 24 sata.');
    expect(mail.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(mail.link!);
  });
});
