import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../server/db/schema';
import { createMailer } from '../../../server/mail/mailer';
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
    expect(copy.text).toContain('odgovorićemo Vam u najkraćem roku');
    expect(copy.text).not.toContain(body.message);
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

/** The mails as the real mailer writes them (the outbox, the .eml files a mail program reads). */
describe('POST /api/contact: the mails as sent (#33)', () => {
  let server: TestServer;
  let outboxDir: string;
  let mails: ParsedMail[];
  const body = {
    name: 'Nikola Jovanović',
    email: 'nikola@example.rs',
    subject: 'Isporuka',
    message: 'Da li isporučujete i u Čačak? Posetite http://reklama.example za popust.',
  };

  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'prodavnica-contact-'));
    const from = `Prodavnica <${SHOP_ADDRESS}>`;
    server = await createTestServer({
      config: { mailFrom: from },
      mailer: createMailer({ from, outboxDir }),
    });
    expect((await new HttpClient(server.app).post('/api/contact', body)).statusCode).toBe(201);
    const files = await readdir(outboxDir);
    mails = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))),
    );
  });
  afterAll(async () => {
    await server?.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  const mailTo = (address: string) => {
    const found = mails.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);
    expect(found, address).toHaveLength(1);
    return found[0]!;
  };

  it('the mail to the shop has the sender as Reply-To, so answering it writes to the shopper', () => {
    const toShop = mailTo(SHOP_ADDRESS);
    expect(toShop.replyTo?.value).toEqual([{ name: 'Nikola Jovanović', address: 'nikola@example.rs' }]);
    expect(toShop.from?.value).toEqual([{ name: 'Prodavnica', address: SHOP_ADDRESS }]);
    expect(toShop.text).toContain(body.message);
  });

  it('the receipt to the typed address repeats nothing typed: not the message, subject or name', () => {
    const receipt = mailTo('nikola@example.rs');
    expect(receipt.subject).toBe('Primili smo Vašu poruku | Prodavnica');
    expect(receipt.replyTo).toBeUndefined();
    for (const part of [receipt.text ?? '', String(receipt.html)]) {
      expect(part).toContain('Primili smo je i odgovorićemo Vam u najkraćem roku');
      expect(part).not.toContain('Čačak');
      expect(part).not.toContain('reklama.example');
      expect(part).not.toContain('Isporuka');
      expect(part).not.toContain('Nikola');
    }
  });
});
