import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import { orders, stockAlerts } from '../../../server/db/schema';
import { SESSION_COOKIE } from '../../../server/plugins/sessions';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { PASSWORD, registerBody, registerThroughApi, uniqueEmail, userRow } from '../auth/auth-helpers';
import { guestWithCart, insertCart, orderBody } from '../orders/order-fixtures';
import { setStock } from '../stock-alerts/stock-alert-helpers';

/*
 * Issue 34 (audit N1, N2): a shopper who uses the shop in Cyrillic gets every mail in Cyrillic, a
 * Latin shopper in Latin. The client asks for its script with Accept-Language on every call
 * (src/api/request.ts); the account, the order and the alert keep it. Brand and model names and
 * what the shopper typed are never transliterated. Expected texts are written out by hand.
 */

const CYRILLIC = { 'accept-language': 'sr-Cyrl' };
const LATIN = { 'accept-language': 'sr-Latn' };

describe('mails in the shopper’s script', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      config: { stockAlertCheckMs: 0, mailFrom: 'Prodavnica <podrska@prodavnica.rs>' },
    });
  });
  afterAll(() => server.close());

  const client = (headers: Record<string, string> = {}) => new HttpClient(server.app, { headers });
  const laptop = () =>
    insertProduct(server, { name: 'Laptop Dell Inspiron 15', brand: 'Dell', price: 64_990 });

  async function placeOrder(
    headers: Record<string, string>,
    customer: { firstName: string; lastName: string },
  ) {
    const product = await laptop();
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const browser = guestWithCart(server, cartId);
    const body = await orderBody(server, cartId, {
      address: { street: 'Kneza Miloša 12', city: 'Крагујевац', postalCode: '34000' },
      note: 'Pozovite pre dolaska',
    });
    body.customer = { ...body.customer, ...customer };
    const response = await browser.post('/api/orders', body, { headers });
    expect(response.statusCode).toBe(201);
    const number = response.json().order.number as string;
    const [row] = await server.database.db.select().from(orders).where(eq(orders.number, number));
    return { mail: server.lastMailTo(body.customer.email), number, row: row! };
  }

  describe('order confirmation', () => {
    it('a Cyrillic order: the mail is in Cyrillic, "Dell Inspiron 15" stays Latin, typed text stays as typed (N1)', async () => {
      const { mail, number, row } = await placeOrder(CYRILLIC, { firstName: 'Петар', lastName: 'Илић' });
      expect(row.script).toBe('cyrillic');
      expect(mail.subject).toBe(`Потврда поруџбине бр. ${number} | Продавница`);
      const paragraphs = mail.text.split('\n\n');
      expect(paragraphs.slice(0, 3)).toEqual([
        'Добар дан, Петар,',
        `Хвала на куповини. Примили смо Вашу поруџбину бр. ${number}.`,
        '• Лаптоп Dell Inspiron 15 — 1 ком. × 64.990\u00a0RSD = 64.990\u00a0RSD',
      ]);
      expect(mail.text).toContain('Начин плаћања: плаћање поузећем (курир');
      // The address and the note as typed: a Latin street, a Cyrillic city, a Latin note.
      expect(mail.text).toContain(
        'Адреса за доставу:\nПетар Илић\nKneza Miloša 12\n34000 Крагујевац\nТелефон:',
      );
      expect(mail.text).toContain('Напомена: Pozovite pre dolaska');
      expect(mail.text.endsWith('Срдачан поздрав,\nПродавница')).toBe(true);
      expect(mail.html.startsWith('<!doctype html><html lang="sr-Cyrl">')).toBe(true);
    });

    it('a Latin order, or one that names no script, stays Latin', async () => {
      for (const headers of [LATIN, {}]) {
        const { mail, number, row } = await placeOrder(headers, { firstName: 'Petar', lastName: 'Ilić' });
        expect(row.script).toBe('latin');
        expect(mail.subject).toBe(`Potvrda porudžbine br. ${number} | Prodavnica`);
        expect(mail.text).toContain('• Laptop Dell Inspiron 15 — 1 kom.');
        expect(mail.text).toContain('Adresa za dostavu:\nPetar Ilić\nKneza Miloša 12\n34000 Крагујевац');
        expect(mail.html.startsWith('<!doctype html><html lang="sr-Latn">')).toBe(true);
      }
    });
  });

  it('a signed-in Latin account that orders in Cyrillic gets the order in Cyrillic, and the account keeps it; an order naming no script uses the account’s', async () => {
    const shopper = client(CYRILLIC);
    const user = await signInNewUser(server, shopper);
    const product = await laptop();
    const cyrillicCart = await insertCart(server, [{ productId: product.id, quantity: 1 }], user.id);
    expect(user.script).toBe('latin');
    const inCyrillic = await shopper.post('/api/orders', await orderBody(server, cyrillicCart));
    expect(inCyrillic.statusCode).toBe(201);
    expect((await userRow(server, user.email)).script).toBe('cyrillic');

    const sameAccount = client();
    sameAccount.setCookie(SESSION_COOKIE, shopper.cookies.get(SESSION_COOKIE)!);
    const latinCart = await insertCart(server, [{ productId: product.id, quantity: 1 }], user.id);
    const body = await orderBody(server, latinCart);
    const unnamed = await sameAccount.post('/api/orders', body);
    expect(unnamed.statusCode).toBe(201);
    expect(server.lastMailTo(body.customer.email).subject).toMatch(/^Потврда поруџбине/);
  });

  describe('account mails follow the account’s script', () => {
    it('registered in Cyrillic: the verification mail is Cyrillic, and a later reset asked without a script too', async () => {
      const { user } = await registerThroughApi(client(CYRILLIC), { firstName: 'Milica' });
      expect((await userRow(server, user.email)).script).toBe('cyrillic');
      const verification = server.lastMailTo(user.email);
      expect(verification.subject).toBe('Потврдите своју е-адресу | Продавница');
      expect(verification.text.split('\n\n')[0]).toBe('Добар дан, Milica,');
      expect(verification.text).toContain('Потврдите е-адресу: http://shop.test/verify-email?token=');

      await client().post('/api/auth/generate-reset-pass', { email: user.email });
      await backgroundWorkSettled(server.app);
      const reset = server.lastMailTo(user.email);
      expect(reset.subject).toBe('Промена лозинке | Продавница');
      expect(reset.text).toContain('Линк важи 30 минута и може се искористити само једном.');
    });

    it('registered in Latin: Latin mails; signing in from Cyrillic makes the account Cyrillic', async () => {
      const { user } = await registerThroughApi(client(LATIN));
      expect(server.lastMailTo(user.email).subject).toBe('Potvrdite svoju e-adresu | Prodavnica');
      expect((await userRow(server, user.email)).script).toBe('latin');

      await client(CYRILLIC).post('/api/auth/login', { email: user.email, password: PASSWORD });
      expect((await userRow(server, user.email)).script).toBe('cyrillic');
      // A call that names no script leaves the account's as it is.
      await client().post('/api/auth/login', { email: user.email, password: PASSWORD });
      expect((await userRow(server, user.email)).script).toBe('cyrillic');
      await client().post('/api/auth/generate-reset-pass', { email: user.email });
      await backgroundWorkSettled(server.app);
      expect(server.lastMailTo(user.email).subject).toBe('Промена лозинке | Продавница');
    });

    it('switching the script while signed in reaches the account with the next call, before any login or order', async () => {
      const browser = client(LATIN);
      const user = await signInNewUser(server, browser);
      expect((await userRow(server, user.email)).script).toBe('latin');
      await browser.get('/api/auth/me', { headers: CYRILLIC });
      expect((await userRow(server, user.email)).script).toBe('cyrillic');
      await client().post('/api/auth/generate-reset-pass', { email: user.email });
      await backgroundWorkSettled(server.app);
      expect(server.lastMailTo(user.email).subject).toBe('Промена лозинке | Продавница');
      // A call that names no script leaves it as it is.
      await browser.get('/api/auth/me', { headers: { 'accept-language': 'sr-RS,sr;q=0.9' } });
      expect((await userRow(server, user.email)).script).toBe('cyrillic');
      await browser.get('/api/auth/me');
      expect((await userRow(server, user.email)).script).toBe('latin');
    });

    it('someone registering a Cyrillic account’s address from Latin: the owner’s notice comes in the owner’s Cyrillic', async () => {
      const { user } = await registerThroughApi(client(CYRILLIC));
      const again = await client(LATIN).post('/api/auth/register', registerBody({ email: user.email }));
      expect(again.statusCode).toBe(409);
      await backgroundWorkSettled(server.app);
      expect(server.lastMailTo(user.email).subject).toBe(
        'Неко је покушао да отвори налог са Вашом е-адресом | Продавница',
      );
    });

    it('a reset for a Latin account stays Latin', async () => {
      const { user } = await registerThroughApi(client());
      await client().post('/api/auth/generate-reset-pass', { email: user.email });
      await backgroundWorkSettled(server.app);
      expect(server.lastMailTo(user.email).subject).toBe('Promena lozinke | Prodavnica');
    });
  });

  describe('back in stock', () => {
    it('comes in the script the alert was asked in, the product’s brand and model Latin', async () => {
      const product = await insertProduct(server, {
        name: 'Laptop Dell Inspiron 15',
        brand: 'Dell',
        stock: 0,
      });
      const cyrillicAddress = uniqueEmail('cirilica');
      const latinAddress = uniqueEmail('latinica');
      await client(CYRILLIC).post(`/api/products/${product.slug}/stock-alert`, { email: cyrillicAddress });
      await client(LATIN).post(`/api/products/${product.slug}/stock-alert`, { email: latinAddress });
      const alerts = await server.database.db
        .select({ email: stockAlerts.email, script: stockAlerts.script })
        .from(stockAlerts)
        .where(eq(stockAlerts.productId, product.id));
      expect(alerts).toEqual(
        expect.arrayContaining([
          { email: cyrillicAddress, script: 'cyrillic' },
          { email: latinAddress, script: 'latin' },
        ]),
      );

      await setStock(server, product.id, 3);
      await server.app.sendStockAlerts();

      const cyrillic = server.lastMailTo(cyrillicAddress);
      expect(cyrillic.subject).toBe('Поново на стању: Лаптоп Dell Inspiron 15 | Продавница');
      expect(cyrillic.text).toContain(
        'јављамо Вам, како сте тражили, да је производ „Лаптоп Dell Inspiron 15“ поново на стању',
      );
      const latin = server.lastMailTo(latinAddress);
      expect(latin.subject).toBe('Ponovo na stanju: Laptop Dell Inspiron 15 | Prodavnica');
    });

    it('asked again in the other script, the one alert follows the latest ask', async () => {
      const product = await insertProduct(server, {
        name: 'Laptop Dell Inspiron 15',
        brand: 'Dell',
        stock: 0,
      });
      const address = uniqueEmail('predomislio');
      await client(LATIN).post(`/api/products/${product.slug}/stock-alert`, { email: address });
      await client(CYRILLIC).post(`/api/products/${product.slug}/stock-alert`, {
        email: address.toUpperCase(),
      });
      const alerts = await server.database.db
        .select({ script: stockAlerts.script })
        .from(stockAlerts)
        .where(eq(stockAlerts.productId, product.id));
      expect(alerts).toEqual([{ script: 'cyrillic' }]);
      await setStock(server, product.id, 1);
      await server.app.sendStockAlerts();
      expect(server.mails.filter((mail) => mail.to === address).map((mail) => mail.subject)).toEqual([
        'Поново на стању: Лаптоп Dell Inspiron 15 | Продавница',
      ]);
    });
  });

  describe('contact', () => {
    const message = (email: string) => ({
      name: 'Nikola Jovanović',
      email,
      subject: 'Isporuka',
      message: 'Da li isporučujete i u Čačak? Hvala unapred.',
    });

    it('the receipt comes in the sender’s script; the mail to the shop stays Latin', async () => {
      const cyrillicSender = uniqueEmail('kontakt');
      await client(CYRILLIC).post('/api/contact', message(cyrillicSender));
      const receipt = server.lastMailTo(cyrillicSender);
      expect(receipt.subject).toBe('Примили смо Вашу поруку | Продавница');
      expect(receipt.text).toContain(
        'Хвала на поруци. Примили смо је и одговорићемо Вам у најкраћем року на ову е-адресу.',
      );
      expect(server.lastMailTo('podrska@prodavnica.rs').subject).toBe(
        'Nova poruka sa sajta: Isporuka | Prodavnica',
      );

      const latinSender = uniqueEmail('kontakt');
      await client(LATIN).post('/api/contact', message(latinSender));
      expect(server.lastMailTo(latinSender).subject).toBe('Primili smo Vašu poruku | Prodavnica');
    });
  });
});
