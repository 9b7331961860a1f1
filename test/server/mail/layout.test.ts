import { describe, expect, it } from 'vitest';
import { composeMail, escapeHtml, SHOP_NAME } from '../../../server/mail/layout';

// Written out, not taken from the code under test.
const HEAD = '<!doctype html><html lang="sr-Latn"><body style="font-family:Arial,sans-serif;color:#1f2933">';
const TAIL = '</body></html>';
const CLOSING_HTML = '<p>Srdačan pozdrav,<br>Prodavnica</p>';
const BUTTON_STYLE = 'background:#0b6e4f;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none';

describe('SHOP_NAME', () => {
  it('is the name the mails sign with', () => {
    expect(SHOP_NAME).toBe('Prodavnica');
  });
});

describe('escapeHtml', () => {
  it('escapes each of & < > " and \'', () => {
    expect(escapeHtml('&')).toBe('&amp;');
    expect(escapeHtml('<')).toBe('&lt;');
    expect(escapeHtml('>')).toBe('&gt;');
    expect(escapeHtml('"')).toBe('&quot;');
    expect(escapeHtml("'")).toBe('&#39;');
  });

  it('escapes every occurrence and leaves the rest, diacritics included, as it is', () => {
    expect(escapeHtml(`Čaša & tanjir <27 cm> & "Žuti" 'đurđevak' & <b>`)).toBe(
      'Čaša &amp; tanjir &lt;27 cm&gt; &amp; &quot;Žuti&quot; &#39;đurđevak&#39; &amp; &lt;b&gt;',
    );
  });

  it('leaves text without those characters unchanged', () => {
    expect(escapeHtml('Šljivovica, ćevapi i džem: 100% domaće!')).toBe(
      'Šljivovica, ćevapi i džem: 100% domaće!',
    );
    expect(escapeHtml('')).toBe('');
  });
});

describe('composeMail', () => {
  it('writes paragraphs and the closing into a text part and a simple HTML part', () => {
    const mail = composeMail({
      to: 'milos.petrovic@example.rs',
      subject: 'Probna poruka',
      paragraphs: ['Zdravo, Miloše!', 'Prvi red\ndrugi red\ntreći red', 'Kraj.'],
    });
    expect(mail).toStrictEqual({
      to: 'milos.petrovic@example.rs',
      subject: 'Probna poruka | Prodavnica',
      text: 'Zdravo, Miloše!\n\nPrvi red\ndrugi red\ntreći red\n\nKraj.\n\nSrdačan pozdrav,\nProdavnica',
      html:
        HEAD +
        '<p>Zdravo, Miloše!</p><p>Prvi red<br>drugi red<br>treći red</p><p>Kraj.</p>' +
        CLOSING_HTML +
        TAIL,
    });
    expect(mail).not.toHaveProperty('attachments');
  });

  it('with no paragraphs, is only the closing', () => {
    const mail = composeMail({ to: 'a@example.rs', subject: 'Prazno', paragraphs: [] });
    expect(mail.text).toBe('Srdačan pozdrav,\nProdavnica');
    expect(mail.html).toBe(HEAD + CLOSING_HTML + TAIL);
  });

  it('writes the action out in the text and as a button after the image in the HTML', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const mail = composeMail({
      to: 'zeljko.sasic@example.rs',
      subject: 'Sa slikom',
      paragraphs: ['Pogledajte sliku.'],
      action: { label: 'Otvorite stranicu', url: 'https://prodavnica.rs/stranica' },
      image: { png, alt: 'QR kod', filename: 'kod.png' },
    });
    expect(mail.subject).toBe('Sa slikom | Prodavnica');
    expect(mail.to).toBe('zeljko.sasic@example.rs');
    expect(mail.text).toBe(
      'Pogledajte sliku.\n\nOtvorite stranicu: https://prodavnica.rs/stranica\n\nSrdačan pozdrav,\nProdavnica',
    );
    expect(mail.html).toBe(
      HEAD +
        '<p>Pogledajte sliku.</p>' +
        '<p><img src="cid:kod.png@prodavnica" alt="QR kod" width="200" height="200"></p>' +
        `<p><a href="https://prodavnica.rs/stranica" style="${BUTTON_STYLE}">Otvorite stranicu</a></p>` +
        CLOSING_HTML +
        TAIL,
    );
    expect(mail.attachments).toStrictEqual([
      { filename: 'kod.png', contentType: 'image/png', content: png, cid: 'kod.png@prodavnica' },
    ]);
    expect(mail.attachments![0]!.content).toBe(png);
  });

  it('with an action and no image: the button, no <img>, no attachments', () => {
    const mail = composeMail({
      to: 'a@example.rs',
      subject: 'Dugme',
      paragraphs: ['Jedan pasus.'],
      action: { label: 'Kliknite', url: 'https://prodavnica.rs/a' },
    });
    expect(mail.text).toBe(
      'Jedan pasus.\n\nKliknite: https://prodavnica.rs/a\n\nSrdačan pozdrav,\nProdavnica',
    );
    expect(mail.html).toBe(
      HEAD +
        '<p>Jedan pasus.</p>' +
        `<p><a href="https://prodavnica.rs/a" style="${BUTTON_STYLE}">Kliknite</a></p>` +
        CLOSING_HTML +
        TAIL,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
  });

  it('with an image and no action: the image, no button, nothing added to the text', () => {
    const png = Buffer.from('slika');
    const mail = composeMail({
      to: 'a@example.rs',
      subject: 'Slika',
      paragraphs: ['Samo slika.'],
      image: { png, alt: 'Slika proizvoda', filename: 'slika.png' },
    });
    expect(mail.text).toBe('Samo slika.\n\nSrdačan pozdrav,\nProdavnica');
    expect(mail.html).toBe(
      HEAD +
        '<p>Samo slika.</p>' +
        '<p><img src="cid:slika.png@prodavnica" alt="Slika proizvoda" width="200" height="200"></p>' +
        CLOSING_HTML +
        TAIL,
    );
    expect(mail.html).not.toContain('<a ');
    expect(mail.attachments).toStrictEqual([
      { filename: 'slika.png', contentType: 'image/png', content: png, cid: 'slika.png@prodavnica' },
    ]);
  });

  it('escapes paragraphs, the image alt, the link and its label in the HTML, not in the text', () => {
    const mail = composeMail({
      to: 'a@example.rs',
      subject: `Tom & Jerry <"ćao">`,
      paragraphs: [`Ana & Đorđe <ana@example.rs>\nrekli su: "Zdravo" i 'ćao'`],
      action: { label: 'Dalje <>', url: 'https://prodavnica.rs/p?a=1&b="2"' },
      image: { png: Buffer.from('x'), alt: `Kod "A" & 'B' <1>`, filename: 'a.png' },
    });
    expect(mail.subject).toBe(`Tom & Jerry <"ćao"> | Prodavnica`);
    expect(mail.text).toBe(
      `Ana & Đorđe <ana@example.rs>\nrekli su: "Zdravo" i 'ćao'\n\n` +
        'Dalje <>: https://prodavnica.rs/p?a=1&b="2"\n\nSrdačan pozdrav,\nProdavnica',
    );
    expect(mail.html).toBe(
      HEAD +
        '<p>Ana &amp; Đorđe &lt;ana@example.rs&gt;<br>rekli su: &quot;Zdravo&quot; i &#39;ćao&#39;</p>' +
        '<p><img src="cid:a.png@prodavnica" alt="Kod &quot;A&quot; &amp; &#39;B&#39; &lt;1&gt;" width="200" height="200"></p>' +
        `<p><a href="https://prodavnica.rs/p?a=1&amp;b=&quot;2&quot;" style="${BUTTON_STYLE}">Dalje &lt;&gt;</a></p>` +
        CLOSING_HTML +
        TAIL,
    );
  });
});
