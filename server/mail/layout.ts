import type { MailAttachment, MailMessage } from './mailer';
import { type MailWriter, mailWriter } from './mail-writer';

export const SHOP_NAME = 'Prodavnica';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type MailContent = {
  to: string;
  subject: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML part. */
  paragraphs: string[];
  /** The one action of the mail, shown as a button and written out in the text part. */
  action?: { label: string; url: string };
  /** A PNG shown in the HTML part after the paragraphs (sent inline, since mail clients block data: URLs). */
  image?: { png: Buffer; alt: string; filename: string };
  /** The shopper's script, for the closing, the shop's name and the HTML's lang; Latin without it. */
  write?: MailWriter;
};

const LATIN = mailWriter('latin');

/** A Serbian mail with a text part and a simple HTML part, both saying the same. */
export function composeMail({
  to,
  subject,
  paragraphs,
  action,
  image,
  write = LATIN,
}: MailContent): MailMessage {
  const attachment: MailAttachment | undefined = image && {
    filename: image.filename,
    contentType: 'image/png',
    content: image.png,
    cid: `${image.filename}@${SHOP_NAME.toLowerCase()}`,
  };
  const shopName = write(SHOP_NAME);
  const closing = write`Srdačan pozdrav,\n${shopName}`;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), closing].join('\n\n');
  const html = [
    `<!doctype html><html lang="${write.lang}"><body style="font-family:Arial,sans-serif;color:#1f2933">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    attachment
      ? `<p><img src="cid:${attachment.cid}" alt="${escapeHtml(image!.alt)}" width="200" height="200"></p>`
      : '',
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#0b6e4f;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    `<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('');
  return {
    to,
    subject: `${subject} | ${shopName}`,
    text,
    html,
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}

export { escapeHtml };
