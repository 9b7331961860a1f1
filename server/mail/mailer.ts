import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with the mail; with a `cid`, the HTML part shows it inline as <img src="cid:…">. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer; cid: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Where a reply goes instead of the sender (nodemailer encodes the name, so it cannot break the header). */
  replyTo?: { name: string; address: string };
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

type Logger = { info(obj: object, msg: string): void };

export type MailerOptions = {
  from: string;
  /** SMTP URL (smtp://user:pass@host:port); without it mails go to `outboxDir` as .eml files. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  logger?: Logger;
};

const LINK = /https?:\/\/\S+/g;

/** Sends mail over SMTP, or writes each mail to the outbox and logs its links. */
export function createMailer({ from, smtpUrl, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
      logger?.info(
        { to: message.to, subject: message.subject, links: message.text.match(LINK) ?? [] },
        'mail written to outbox',
      );
    },
  };
}
