import type { ContactBody } from '../../../contract/contact';
import type { Script } from '../../../contract/serbian-script';
import { greeting } from '../greeting';
import { composeMail } from '../layout';
import { mailWriter } from '../mail-writer';
import type { MailMessage } from '../mailer';

/** The bare address of MAIL_FROM ("Prodavnica <prodavnica@primer.rs>" → "prodavnica@primer.rs"). */
export function addressOf(mailFrom: string): string {
  return mailFrom.match(/<([^>]+)>/)?.[1]?.trim() ?? mailFrom.trim();
}

/**
 * The message as the shop's staff receive it, with who wrote it; its Reply-To is the sender, so
 * answering it in any mail program writes to them (audit #33).
 */
export function contactMessageToShopMail(shopAddress: string, message: ContactBody): MailMessage {
  return {
    ...composeMail({
      to: shopAddress,
      subject: `Nova poruka sa sajta: ${message.subject || 'bez naslova'}`,
      paragraphs: [
        `Pošiljalac: ${message.name} <${message.email}>`,
        ...(message.subject ? [`Naslov: ${message.subject}`] : []),
        `Poruka:\n${message.message}`,
        `Odgovor na ovu poruku stiže pošiljaocu, na adresu ${message.email}.`,
      ],
    }),
    replyTo: { name: message.name, address: message.email },
  };
}

/**
 * The sender's receipt, in the script they wrote from. Anyone can type any address into the form, so it repeats nothing they
 * typed (no name, subject or message): the shop's mail cannot carry someone else's text (#33).
 */
export function contactCopyToSenderMail(message: ContactBody, script: Script): MailMessage {
  const write = mailWriter(script);
  return composeMail({
    write,
    to: message.email,
    subject: write('Primili smo Vašu poruku'),
    paragraphs: [
      greeting(write),
      write('Hvala na poruci. Primili smo je i odgovorićemo Vam u najkraćem roku na ovu e-adresu.'),
      write('Ako nam niste Vi pisali, zanemarite ovu e-poruku.'),
    ],
  });
}
