import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, stockAlerts } from '../../../server/db/schema';
import { insertProduct, signInNewUser } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { TEST_PUBLIC_URL, type TestServer, createTestServer } from '../../utils/test-server';
import { mailsTo, setStock } from './stock-alert-helpers';

const THANKS = 'Poslaćemo Vam e-poruku kada proizvod stigne.';

const alertUrl = (slug: string) => `/api/products/${slug}/stock-alert`;

const alertsOf = (server: TestServer, productId: number) =>
  server.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId));

describe('POST /api/products/{slug}/stock-alert', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No timer: the tests sweep when they mean to.
    server = await createTestServer({ config: { stockAlertCheckMs: 0 } });
  });
  afterAll(() => server.close());

  it('a guest with an address is told "Poslaćemo Vam e-poruku kada proizvod stigne." and the address waits', async () => {
    const product = await insertProduct(server, { stock: 0 });
    const response = await new HttpClient(server.app).post(alertUrl(product.slug), {
      email: ' Gost@Example.RS ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, email: 'gost@example.rs', message: THANKS });
    expect(await alertsOf(server, product.id)).toMatchObject([
      { email: 'gost@example.rs', userId: null, notifiedAt: null },
    ]);
  });

  it("a signed-in shopper needs no address: the account's is used, whatever the body says", async () => {
    const product = await insertProduct(server, { stock: 0 });
    const client = new HttpClient(server.app);
    const user = await signInNewUser(server, client, { isVerified: false });
    const response = await client.post(alertUrl(product.slug), {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, message: THANKS });
    expect(await alertsOf(server, product.id)).toMatchObject([{ email: user.email, userId: user.id }]);
  });

  it('a guest without an address or with a wrong one gets 400 in Serbian and nothing is kept', async () => {
    const product = await insertProduct(server, { stock: 0 });
    const client = new HttpClient(server.app);
    const missing = await client.post(alertUrl(product.slug), {});
    expect(missing.statusCode).toBe(400);
    // Shaped like every validation error, the schema's own refusal below included: the field is named.
    expect(missing.json()).toEqual({
      code: 'VALIDATION_ERROR',
      error: 'Unesite e-adresu na koju da Vam javimo.',
      issues: [{ path: ['email'], message: 'Unesite e-adresu na koju da Vam javimo.' }],
    });
    const wrong = await client.post(alertUrl(product.slug), { email: 'nije-adresa' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION_ERROR',
      error: 'Unesite ispravnu e-adresu.',
      issues: [{ path: ['email'], message: 'Unesite ispravnu e-adresu.' }],
    });
    expect(await alertsOf(server, product.id)).toEqual([]);
  });

  it('a product in stock is refused with 409 IN_STOCK, one no longer sold with 409 PRODUCT_UNAVAILABLE, an unknown one with 404', async () => {
    const client = new HttpClient(server.app);
    const inStock = await insertProduct(server, { stock: 3 });
    const refused = await client.post(alertUrl(inStock.slug), { email: 'a@example.rs' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'IN_STOCK',
      error: 'Proizvod je na stanju i možete ga odmah poručiti.',
    });

    const gone = await insertProduct(server, { stock: 0, available: false });
    const unavailable = await client.post(alertUrl(gone.slug), { email: 'a@example.rs' });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json()).toEqual({
      code: 'PRODUCT_UNAVAILABLE',
      error: 'Ovaj proizvod se više ne prodaje, pa ne možemo da Vas obavestimo kada stigne.',
    });

    const unknown = await client.post(alertUrl('nema-takvog-proizvoda'), { email: 'a@example.rs' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'PRODUCT_NOT_FOUND', error: 'Proizvod nije pronađen.' });
    expect(await alertsOf(server, inStock.id)).toEqual([]);
    expect(await alertsOf(server, gone.id)).toEqual([]);
  });

  it('asking twice (in any letter case) keeps one alert and sends one mail', async () => {
    const product = await insertProduct(server, { stock: 0 });
    const client = new HttpClient(server.app);
    for (const email of ['dvaput@example.rs', 'DVAPUT@example.rs']) {
      const response = await client.post(alertUrl(product.slug), { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: THANKS });
    }
    expect(await alertsOf(server, product.id)).toHaveLength(1);
    await setStock(server, product.id, 2);
    await server.app.sendStockAlerts();
    expect(mailsTo(server, 'dvaput@example.rs')).toHaveLength(1);
  });
});

describe('back-in-stock mails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { stockAlertCheckMs: 0 } });
  });
  afterAll(() => server.close());

  async function waiting(stock = 0) {
    const product = await insertProduct(server, { stock, name: 'Blender Gorenje B800 – crni' });
    const emails = ['prva@example.rs', 'druga@example.rs'].map((e) => `${product.id}-${e}`);
    for (const email of emails)
      expect((await new HttpClient(server.app).post(alertUrl(product.slug), { email })).statusCode).toBe(200);
    return { product, emails };
  }

  it('stock 0 → 5 sends each waiting address exactly one polite Serbian mail linking the product page from PUBLIC_URL', async () => {
    const { product, emails } = await waiting();
    await setStock(server, product.id, 5);
    expect(await server.app.sendStockAlerts()).toBe(2);
    for (const email of emails) {
      const [mail, ...more] = mailsTo(server, email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Ponovo na stanju: Blender Gorenje B800 – crni | Prodavnica');
      expect(mail!.text).toContain('Dobar dan,');
      expect(mail!.text).toContain('proizvod „Blender Gorenje B800 – crni“ ponovo na stanju');
      expect(mail!.text).toContain(`Pogledajte proizvod: ${TEST_PUBLIC_URL}/proizvod/${product.slug}`);
      expect(mail!.html).toContain(`href="${TEST_PUBLIC_URL}/proizvod/${product.slug}"`);
    }
    expect((await alertsOf(server, product.id)).every((alert) => alert.notifiedAt !== null)).toBe(true);

    // Later sweeps and stock changes send nothing more.
    await setStock(server, product.id, 7);
    expect(await server.app.sendStockAlerts()).toBe(0);
    for (const email of emails) expect(mailsTo(server, email)).toHaveLength(1);
  });

  it('a product still at 0, or back in stock but no longer sold, sends nothing', async () => {
    const still = await waiting(0);
    const stopped = await waiting(0);
    await server.database.db
      .update(products)
      .set({ stock: 4, available: false })
      .where(eq(products.id, stopped.product.id));
    expect(await server.app.sendStockAlerts()).toBe(0);
    for (const email of [...still.emails, ...stopped.emails]) expect(mailsTo(server, email)).toEqual([]);
    expect((await alertsOf(server, still.product.id)).every((alert) => alert.notifiedAt === null)).toBe(true);
  });

  it('two instances sweeping at once send each alert once', async () => {
    const other = await createTestServer({ database: server.database, config: { stockAlertCheckMs: 0 } });
    try {
      const { product, emails } = await waiting();
      await setStock(server, product.id, 5);
      const counts = await Promise.all([server.app.sendStockAlerts(), other.app.sendStockAlerts()]);
      expect(counts[0] + counts[1]).toBe(2);
      for (const email of emails)
        expect([...mailsTo(server, email), ...mailsTo(other, email)]).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('a mail that fails is not lost: the alert waits again and the next sweep sends it', async () => {
    let failing = true;
    const sent: string[] = [];
    const flaky = await createTestServer({
      database: server.database,
      config: { stockAlertCheckMs: 0 },
      mailer: {
        async send(message) {
          if (failing) throw new Error('SMTP is down');
          sent.push(message.to);
        },
      },
    });
    const logged = vi.spyOn(flaky.app.log, 'error');
    try {
      const { product, emails } = await waiting();
      await setStock(server, product.id, 5);
      expect(await flaky.app.sendStockAlerts()).toBe(0);
      const alerts = await alertsOf(server, product.id);
      expect(alerts.every((alert) => alert.notifiedAt === null)).toBe(true);
      for (const alert of alerts)
        expect(logged).toHaveBeenCalledWith(
          { err: new Error('SMTP is down'), to: alert.email, alert: alert.id },
          'back-in-stock mail not sent; it will be retried',
        );
      failing = false;
      expect(await flaky.app.sendStockAlerts()).toBe(2);
      expect(sent.sort()).toEqual([...emails].sort());
    } finally {
      logged.mockRestore();
      await flaky.close();
    }
  });
});

describe('a sweep past one batch', () => {
  it('sends every due alert, batch after batch (a batch is 100)', async () => {
    const server = await createTestServer({ config: { stockAlertCheckMs: 0 } });
    try {
      const product = await insertProduct(server, { stock: 0 });
      const emails = Array.from({ length: 150 }, (_, i) => `cekaju${i}@example.rs`);
      await server.database.db
        .insert(stockAlerts)
        .values(emails.map((email) => ({ productId: product.id, email })));
      await setStock(server, product.id, 3);
      expect(await server.app.sendStockAlerts()).toBe(150);
      expect(server.mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    } finally {
      await server.close();
    }
  });
});

describe('a sweep with a failed mail in a full batch', () => {
  it('stops after that batch: the released alert is not tried again in the same sweep', async () => {
    const attempts: string[] = [];
    const server = await createTestServer({
      config: { stockAlertCheckMs: 0 },
      mailer: {
        async send(message) {
          attempts.push(message.to);
          if (message.to === 'nedostupna@example.rs') throw new Error('mailbox unavailable');
        },
      },
    });
    try {
      const product = await insertProduct(server, { stock: 0 });
      // A batch is 100 alerts: exactly one full batch, the failing address among them.
      const emails = [
        'nedostupna@example.rs',
        ...Array.from({ length: 99 }, (_, i) => `kupac${i}@example.rs`),
      ];
      await server.database.db
        .insert(stockAlerts)
        .values(emails.map((email) => ({ productId: product.id, email })));
      await setStock(server, product.id, 3);
      expect(await server.app.sendStockAlerts()).toBe(99);
      expect(attempts.sort()).toEqual([...emails].sort());
      const waitingStill = (await alertsOf(server, product.id)).filter((alert) => alert.notifiedAt === null);
      expect(waitingStill.map((alert) => alert.email)).toEqual(['nedostupna@example.rs']);
    } finally {
      await server.close();
    }
  });
});

describe('back-in-stock mails without a sweep by hand', () => {
  it('an instance notices the catalogue counter move (as after catalog:import) and sends the mail', async () => {
    // The full sweep is an hour away: only the counter's move can send the mail in time.
    const server = await createTestServer({
      config: { stockAlertCheckMs: 50, stockAlertSweepMs: 3_600_000 },
    });
    try {
      const product = await insertProduct(server, { stock: 0 });
      const email = 'brojac@example.rs';
      expect((await new HttpClient(server.app).post(alertUrl(product.slug), { email })).statusCode).toBe(200);
      const before = await server.database.db.execute(sql`select last_value from catalog_version`);
      await setStock(server, product.id, 1);
      expect(await server.database.db.execute(sql`select last_value from catalog_version`)).not.toEqual(
        before,
      );
      await expect.poll(() => mailsTo(server, email).length, { timeout: 10_000, interval: 50 }).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('POST /api/products/{slug}/stock-alert rate limit', () => {
  it('answers 429 once an IP has asked stockAlertPerHour times within the hour', async () => {
    const server = await createTestServer({
      rateLimits: { stockAlertPerHour: 2 },
      config: { stockAlertCheckMs: 0 },
    });
    try {
      const product = await insertProduct(server, { stock: 0 });
      const client = new HttpClient(server.app, { remoteAddress: '203.0.113.9' });
      for (const email of ['a@example.rs', 'b@example.rs'])
        expect((await client.post(alertUrl(product.slug), { email })).statusCode).toBe(200);
      const limited = await client.post(alertUrl(product.slug), { email: 'c@example.rs' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(await alertsOf(server, product.id)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
