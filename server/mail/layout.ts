import type { MailAttachment, MailMessage } from './mailer';

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
};

/** A Serbian mail with a text part and a simple HTML part, both saying the same. */
export function composeMail({ to, subject, paragraphs, action, image }: MailContent): MailMessage {
  const attachment: MailAttachment | undefined = image && {
    filename: image.filename,
    contentType: 'image/png',
    content: image.png,
    cid: `${image.filename}@${SHOP_NAME.toLowerCase()}`,
  };
  const closing = `Srdačan pozdrav,\n${SHOP_NAME}`;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), closing].join('\n\n');
  const html = [
    '<!doctype html><html lang="sr-Latn"><body style="font-family:Arial,sans-serif;color:#1f2933">',
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
    subject: `${subject} | ${SHOP_NAME}`,
    text,
    html,
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}

export { escapeHtml };
