import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../../server/mail/mailer';
import mailPlugin from '../../../server/plugins/mail';

const message: MailMessage = {
  to: 'kupac@example.rs',
  subject: 'Potvrda porudžbine',
  text: 'Hvala.',
} as MailMessage;

async function appWith(mailer: Mailer) {
  const logged: { level: number; msg: string; to?: string; subject?: string; err?: { message: string } }[] =
    [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  await app.register(mailPlugin, { mailer });
  await app.ready();
  return { app, logged };
}

describe('the mail plugin', () => {
  it('hands a mail to the configured mailer, which the app also exposes', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const { app, logged } = await appWith(mailer);
    expect(app.mailer).toBe(mailer);
    await app.sendMail(message);
    expect(sent).toEqual([message]);
    expect(logged).toEqual([]);
    await app.close();
  });

  it('logs a mail that could not be sent, with its address and subject, and does not fail the caller', async () => {
    const { app, logged } = await appWith({
      send: async () => {
        throw new Error('SMTP 421');
      },
    });
    await expect(app.sendMail(message)).resolves.toBeUndefined();
    expect(
      logged.map(({ level, msg, to, subject, err }) => ({ level, msg, to, subject, err: err?.message })),
    ).toEqual([
      {
        level: 50,
        msg: 'mail not sent',
        to: 'kupac@example.rs',
        subject: 'Potvrda porudžbine',
        err: 'SMTP 421',
      },
    ]);
    await app.close();
  });
});
