import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MailMessage, createMailer } from '../../../server/mail/mailer';

const FROM = 'Prodavnica <prodavnica@shop.test>';

const aMail = (to: string, text: string): MailMessage => ({
  to,
  subject: 'Potvrdite e-adresu | Prodavnica',
  text,
  html: '<p>Zdravo</p>',
});

/** Without SMTP_URL the shop still "sends": one .eml file per mail and its links in the log. */
describe('mail written to the outbox', () => {
  let outboxDir: string;
  beforeEach(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'prodavnica-outbox-'));
  });
  afterEach(() => rm(outboxDir, { recursive: true, force: true }));

  it('names each file by time, process and a sequence, without characters a file system may refuse', async () => {
    const mailer = createMailer({ from: FROM, outboxDir: path.join(outboxDir, 'nov') });
    await mailer.send(aMail('prva@example.rs', 'Prva'));
    await mailer.send(aMail('druga@example.rs', 'Druga'));
    const names = (await readdir(path.join(outboxDir, 'nov'))).sort((a, b) => a.localeCompare(b));
    const pattern = (sequence: number) =>
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z-${process.pid}-${sequence}\\.eml$`);
    expect(names).toHaveLength(2);
    expect(names.find((name) => name.endsWith(`-1.eml`))).toMatch(pattern(1));
    expect(names.find((name) => name.endsWith(`-2.eml`))).toMatch(pattern(2));
    const first = await readFile(
      path.join(outboxDir, 'nov', names.find((n) => n.endsWith('-1.eml'))!),
      'utf8',
    );
    expect(first).toContain('To: prva@example.rs');
  });

  it('logs the recipient, the subject and every link, so a local shopper can follow them', async () => {
    const info = vi.fn();
    const mailer = createMailer({ from: FROM, outboxDir, logger: { info } });
    await mailer.send(
      aMail(
        'kupac@example.rs',
        'Potvrda: http://shop.test/verify-email?token=abc\n\nVideti i https://shop.test/pomoc',
      ),
    );
    await mailer.send(aMail('bez-linka@example.rs', 'Samo tekst.'));
    expect(info.mock.calls).toEqual([
      [
        {
          to: 'kupac@example.rs',
          subject: 'Potvrdite e-adresu | Prodavnica',
          links: ['http://shop.test/verify-email?token=abc', 'https://shop.test/pomoc'],
        },
        'mail written to outbox',
      ],
      [
        { to: 'bez-linka@example.rs', subject: 'Potvrdite e-adresu | Prodavnica', links: [] },
        'mail written to outbox',
      ],
    ]);
  });
});
