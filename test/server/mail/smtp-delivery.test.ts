import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/mail/mailer';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, TEST_PUBLIC_URL, createTestServer } from '../../utils/test-server';
import { registerBody } from '../auth/auth-helpers';

const FROM = 'Prodavnica <prodavnica@shop.test>';

const linkIn = (text: string | undefined) => text?.match(/https?:\/\/\S+/)?.[0];

describe('verification mail delivered over real SMTP', () => {
  const received: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let outboxDir: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1000, // not the default 30 s wait for lingering connections at close
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            for (const wake of waiting.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    outboxDir = await mkdtemp(path.join(tmpdir(), 'prodavnica-outbox-'));
    const mailer = createMailer({ from: FROM, smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir });
    server = await createTestServer({ mailer });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
    await rm(outboxDir, { recursive: true, force: true });
  });

  async function mailTo(address: string): Promise<ParsedMail> {
    for (;;) {
      const mail = received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
      if (mail) return mail;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  it('sends the mail through the SMTP server; its link verifies the account', async () => {
    const client = new HttpClient(server.app);
    const body = registerBody();
    expect((await client.post('/api/auth/register', body)).statusCode).toBe(201);

    const mail = await mailTo(body.email);
    expect(mail.from?.text).toContain('prodavnica@shop.test');
    expect(mail.subject).toBe('Potvrdite svoju e-adresu | Prodavnica');
    expect(mail.text).toContain('Link važi 24 sata.');
    const link = linkIn(mail.text);
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/verify-email\\?token=`));
    expect(await readdir(outboxDir)).toEqual([]);

    const token = new URL(link!).searchParams.get('token')!;
    const verified = await client.put(`/api/auth/verify-email/${token}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email: body.email, isVerified: true });
  });
});

describe('verification mail written to the outbox without SMTP', () => {
  let server: TestServer;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'prodavnica-outbox-'));
    server = await createTestServer({ mailer: createMailer({ from: FROM, outboxDir }) });
  });
  afterAll(async () => {
    await server.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('writes one .eml file holding the subject and a link that verifies the account', async () => {
    const client = new HttpClient(server.app);
    const body = registerBody();
    await client.post('/api/auth/register', body);

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(path.join(outboxDir, files[0]!));
    expect(raw.toString()).toContain('Subject: Potvrdite svoju e-adresu | Prodavnica');
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe('Potvrdite svoju e-adresu | Prodavnica');
    const link = linkIn(mail.text);
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/verify-email\\?token=`));

    const token = new URL(link!).searchParams.get('token')!;
    expect((await client.put(`/api/auth/verify-email/${token}`)).json().user.isVerified).toBe(true);
  });
});
