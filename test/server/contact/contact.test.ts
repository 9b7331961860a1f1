import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../server/db/schema';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';

const SHOP_ADDRESS = 'podrska@prodavnica.rs';

const message = (email: string) => ({
  name: 'Nikola Jovanović',
  email,
  subject: 'Isporuka',
  message: 'Da li isporučujete i u Čačak? Hvala unapred.',
});

describe('POST /api/contact', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { mailFrom: `Prodavnica <${SHOP_ADDRESS}>` } });
  });
  afterAll(() => server.close());

  it('stores the message, mails it to the shop and sends the sender a copy, all in Serbian', async () => {
    const body = message('nikola@example.rs');
    const response = await new HttpClient(server.app).post('/api/contact', body);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Hvala na poruci! Odgovorićemo Vam u najkraćem roku.',
    });
    const stored = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'nikola@example.rs'));
    expect(stored).toMatchObject([
      { name: body.name, email: body.email, subject: 'Isporuka', message: body.message },
    ]);

    const toShop = server.lastMailTo(SHOP_ADDRESS);
    expect(toShop.subject).toContain('Nova poruka sa sajta: Isporuka');
    expect(toShop.text).toContain('Pošiljalac: Nikola Jovanović <nikola@example.rs>');
    expect(toShop.text).toContain(body.message);
    const copy = server.lastMailTo('nikola@example.rs');
    expect(copy.subject).toContain('Primili smo Vašu poruku');
    expect(copy.text).toContain('Zdravo, Nikola Jovanović!');
    expect(copy.text).toContain('odgovorićemo Vam u najkraćem roku');
    expect(copy.text).toContain(body.message);
  });

  it('accepts a message without a subject', async () => {
    const response = await new HttpClient(server.app).post('/api/contact', {
      ...message('bez-naslova@example.rs'),
      subject: undefined,
    });
    expect(response.statusCode).toBe(201);
    expect(server.lastMailTo(SHOP_ADDRESS).subject).toContain('bez naslova');
  });

  it('answers a missing name, a wrong e-mail or a too short message with 400 in Serbian and stores nothing', async () => {
    const client = new HttpClient(server.app);
    const cases = [
      [{ ...message('a@example.rs'), name: '' }, 'Unesite ime.'],
      [{ ...message('a@example.rs'), email: 'nije-adresa' }, 'Unesite ispravnu e-adresu.'],
      [{ ...message('a@example.rs'), message: 'Kratko' }, 'Poruka mora imati najmanje 10 karaktera.'],
    ] as const;
    for (const [body, text] of cases) {
      const response = await client.post('/api/contact', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: text, code: 'VALIDATION_ERROR' });
    }
    expect(
      await server.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'a@example.rs')),
    ).toEqual([]);
  });
});

describe('POST /api/contact rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimits: { contactPerHour: 2 } });
  });
  afterAll(() => server.close());

  it('answers 429 once an address has sent contactPerHour messages within the hour', async () => {
    const client = new HttpClient(server.app, { remoteAddress: '203.0.113.7' });
    expect((await client.post('/api/contact', message('prvi@example.rs'))).statusCode).toBe(201);
    expect((await client.post('/api/contact', message('drugi@example.rs'))).statusCode).toBe(201);

    const limited = await client.post('/api/contact', message('treci@example.rs'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringContaining('sačekajte'),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await server.database.db.select().from(contactMessages)).toHaveLength(2);

    const otherVisitor = new HttpClient(server.app, { remoteAddress: '203.0.113.8' });
    expect((await otherVisitor.post('/api/contact', message('drugi-posetilac@example.rs'))).statusCode).toBe(
      201,
    );
  });
});
