import type { ContactBody } from '../../../contract/contact';
import { composeMail } from '../layout';
import type { MailMessage } from '../mailer';

/** The bare address of MAIL_FROM ("Prodavnica <prodavnica@primer.rs>" → "prodavnica@primer.rs"). */
export function addressOf(mailFrom: string): string {
  return mailFrom.match(/<([^>]+)>/)?.[1]?.trim() ?? mailFrom.trim();
}

/** The message as the shop's staff receive it, with who wrote it and where to answer. */
export function contactMessageToShopMail(shopAddress: string, message: ContactBody): MailMessage {
  return composeMail({
    to: shopAddress,
    subject: `Nova poruka sa sajta: ${message.subject || 'bez naslova'}`,
    paragraphs: [
      `Pošiljalac: ${message.name} <${message.email}>`,
      ...(message.subject ? [`Naslov: ${message.subject}`] : []),
      `Poruka:\n${message.message}`,
      `Odgovorite direktno na adresu ${message.email}.`,
    ],
  });
}

/** A copy for the sender, so they know the message arrived and what it said. */
export function contactCopyToSenderMail(message: ContactBody): MailMessage {
  return composeMail({
    to: message.email,
    subject: 'Primili smo Vašu poruku',
    paragraphs: [
      `Zdravo, ${message.name}!`,
      'Hvala na poruci. Primili smo je i odgovorićemo Vam u najkraćem roku na ovu e-adresu.',
      ...(message.subject ? [`Naslov: ${message.subject}`] : []),
      `Vaša poruka:\n${message.message}`,
    ],
  });
}
