import { describe, expect, it } from 'vitest';
import type { ContactBody } from '../../../contract/contact';
import type { Order } from '../../../contract/orders';
import type { PaymentSlip } from '../../../server/orders/payment-slip';
import { passwordResetMail, verificationMail } from '../../../server/mail/templates/auth-mails';
import {
  addressOf,
  contactCopyToSenderMail,
  contactMessageToShopMail,
} from '../../../server/mail/templates/contact-mails';
import { orderConfirmationMail } from '../../../server/mail/templates/order-mails';
import { backInStockMail } from '../../../server/mail/templates/stock-alert-mails';

// Every expected text below is written out by hand, not computed by the code under test.
const HEAD = '<!doctype html><html lang="sr-Latn"><body style="font-family:Arial,sans-serif;color:#1f2933">';
const CLOSING_HTML = '<p>Srdačan pozdrav,<br>Prodavnica</p></body></html>';
const BUTTON_STYLE = 'background:#0b6e4f;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none';
const button = (href: string, label: string) => `<a href="${href}" style="${BUTTON_STYLE}">${label}</a>`;

/** The inner HTML of each <p> of the HTML part, in order. */
const paragraphsOf = (html: string) => [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]);

/** Lines joined with newlines: a text written out line by line. */
const lines = (...rows: string[]) => rows.join('\n');

function expectFrame(html: string) {
  expect(html.startsWith(HEAD)).toBe(true);
  expect(html.endsWith(CLOSING_HTML)).toBe(true);
}

describe('verificationMail', () => {
  it('greets by first name and gives the link to confirm the address', () => {
    const mail = verificationMail({
      script: 'latin',
      to: 'dusan.zivkovic@example.rs',
      firstName: 'Dušan',
      link: 'https://prodavnica.rs/verify-email?token=a1B2c3D4e5',
    });
    expect(mail.to).toBe('dusan.zivkovic@example.rs');
    expect(mail.subject).toBe('Potvrdite svoju e-adresu | Prodavnica');
    expect(mail.text).toBe(
      lines(
        'Dobar dan, Dušan,',
        '',
        'Hvala što ste napravili nalog u našoj prodavnici. Da biste potvrdili svoju e-adresu, kliknite na dugme ispod ili otvorite link u pregledaču.',
        '',
        'Link važi 24 sata. Ako niste Vi napravili nalog, zanemarite ovu poruku.',
        '',
        'Potvrdite e-adresu: https://prodavnica.rs/verify-email?token=a1B2c3D4e5',
        '',
        'Srdačan pozdrav,',
        'Prodavnica',
      ),
    );
    expectFrame(mail.html);
    expect(paragraphsOf(mail.html)).toEqual([
      'Dobar dan, Dušan,',
      'Hvala što ste napravili nalog u našoj prodavnici. Da biste potvrdili svoju e-adresu, kliknite na dugme ispod ili otvorite link u pregledaču.',
      'Link važi 24 sata. Ako niste Vi napravili nalog, zanemarite ovu poruku.',
      button('https://prodavnica.rs/verify-email?token=a1B2c3D4e5', 'Potvrdite e-adresu'),
      'Srdačan pozdrav,<br>Prodavnica',
    ]);
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
  });

  it('escapes the first name in the HTML part only', () => {
    const mail = verificationMail({
      script: 'latin',
      to: 'a@example.rs',
      firstName: `Ana & "Đurđa" <O'Nil>`,
      link: 'https://prodavnica.rs/verify-email?token=x&y=1',
    });
    expect(mail.text.split('\n\n')[0]).toBe(`Dobar dan, Ana & "Đurđa" <O'Nil>,`);
    expect(paragraphsOf(mail.html)[0]).toBe('Dobar dan, Ana &amp; &quot;Đurđa&quot; &lt;O&#39;Nil&gt;,');
    expect(mail.html).toContain(
      button('https://prodavnica.rs/verify-email?token=x&amp;y=1', 'Potvrdite e-adresu'),
    );
  });
});

describe('passwordResetMail', () => {
  it('greets by first name and gives the link to set a new password', () => {
    const mail = passwordResetMail({
      script: 'latin',
      to: 'natasa.kovacevic@example.rs',
      firstName: 'Nataša',
      link: 'https://prodavnica.rs/reset-password?token=Zq8-t_Y3&izvor=mail',
    });
    expect(mail.to).toBe('natasa.kovacevic@example.rs');
    expect(mail.subject).toBe('Promena lozinke | Prodavnica');
    expect(mail.text).toBe(
      lines(
        'Dobar dan, Nataša,',
        '',
        'Primili smo zahtev za promenu lozinke Vašeg naloga. Novu lozinku možete postaviti preko linka ispod.',
        '',
        'Link važi 30 minuta i može se iskoristiti samo jednom.',
        '',
        'Ako niste Vi tražili promenu, zanemarite ovu poruku.',
        '',
        'Promenite lozinku: https://prodavnica.rs/reset-password?token=Zq8-t_Y3&izvor=mail',
        '',
        'Srdačan pozdrav,',
        'Prodavnica',
      ),
    );
    expectFrame(mail.html);
    expect(paragraphsOf(mail.html)).toEqual([
      'Dobar dan, Nataša,',
      'Primili smo zahtev za promenu lozinke Vašeg naloga. Novu lozinku možete postaviti preko linka ispod.',
      'Link važi 30 minuta i može se iskoristiti samo jednom.',
      'Ako niste Vi tražili promenu, zanemarite ovu poruku.',
      button('https://prodavnica.rs/reset-password?token=Zq8-t_Y3&amp;izvor=mail', 'Promenite lozinku'),
      'Srdačan pozdrav,<br>Prodavnica',
    ]);
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
  });

  it('escapes the first name in the HTML part only', () => {
    const mail = passwordResetMail({
      script: 'latin',
      to: 'a@example.rs',
      firstName: `Žika <"Žare"> & 'Ćale'`,
      link: 'https://prodavnica.rs/reset-password?token=t',
    });
    expect(mail.text.split('\n\n')[0]).toBe(`Dobar dan, Žika <"Žare"> & 'Ćale',`);
    expect(paragraphsOf(mail.html)[0]).toBe('Dobar dan, Žika &lt;&quot;Žare&quot;&gt; &amp; &#39;Ćale&#39;,');
  });
});

describe('addressOf', () => {
  it('takes the address between angle brackets, trimmed', () => {
    expect(addressOf('Prodavnica <prodavnica@primer.rs>')).toBe('prodavnica@primer.rs');
    expect(addressOf('"Prodavnica d.o.o." <  kontakt@prodavnica.rs  >')).toBe('kontakt@prodavnica.rs');
  });

  it('answers a bare address, trimmed', () => {
    expect(addressOf('  prodavnica@primer.rs  ')).toBe('prodavnica@primer.rs');
  });

  it('answers the whole value, trimmed, when the brackets hold nothing', () => {
    expect(addressOf(' Prodavnica <> ')).toBe('Prodavnica <>');
  });
});

const MESSAGE: ContactBody = {
  name: 'Milica Janković',
  email: 'milica.jankovic@example.rs',
  subject: 'Pitanje o dostavi',
  message: 'Poštovani,\nda li dostavljate u Čačak?\nHvala unapred.',
};

describe('contactMessageToShopMail', () => {
  it('tells the staff who wrote, the subject, the message and where to answer', () => {
    const mail = contactMessageToShopMail('prodavnica@primer.rs', MESSAGE);
    expect(mail.to).toBe('prodavnica@primer.rs');
    expect(mail.subject).toBe('Nova poruka sa sajta: Pitanje o dostavi | Prodavnica');
    expect(mail.text).toBe(
      lines(
        'Pošiljalac: Milica Janković <milica.jankovic@example.rs>',
        '',
        'Naslov: Pitanje o dostavi',
        '',
        'Poruka:',
        'Poštovani,',
        'da li dostavljate u Čačak?',
        'Hvala unapred.',
        '',
        'Odgovor na ovu poruku stiže pošiljaocu, na adresu milica.jankovic@example.rs.',
        '',
        'Srdačan pozdrav,',
        'Prodavnica',
      ),
    );
    expectFrame(mail.html);
    expect(paragraphsOf(mail.html)).toEqual([
      'Pošiljalac: Milica Janković &lt;milica.jankovic@example.rs&gt;',
      'Naslov: Pitanje o dostavi',
      'Poruka:<br>Poštovani,<br>da li dostavljate u Čačak?<br>Hvala unapred.',
      'Odgovor na ovu poruku stiže pošiljaocu, na adresu milica.jankovic@example.rs.',
      'Srdačan pozdrav,<br>Prodavnica',
    ]);
    expect(mail.html).not.toContain('<a ');
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
    expect(mail.replyTo).toEqual({ name: 'Milica Janković', address: 'milica.jankovic@example.rs' });
  });

  it('without a subject: "bez naslova" in the subject line and no Naslov paragraph', () => {
    const mail = contactMessageToShopMail('prodavnica@primer.rs', { ...MESSAGE, subject: '' });
    expect(mail.subject).toBe('Nova poruka sa sajta: bez naslova | Prodavnica');
    expect(mail.text).toBe(
      lines(
        'Pošiljalac: Milica Janković <milica.jankovic@example.rs>',
        '',
        'Poruka:',
        'Poštovani,',
        'da li dostavljate u Čačak?',
        'Hvala unapred.',
        '',
        'Odgovor na ovu poruku stiže pošiljaocu, na adresu milica.jankovic@example.rs.',
        '',
        'Srdačan pozdrav,',
        'Prodavnica',
      ),
    );
    expect(paragraphsOf(mail.html)).toHaveLength(4);
  });

  it('escapes the name, subject and message in the HTML part', () => {
    const mail = contactMessageToShopMail('prodavnica@primer.rs', {
      name: `Đorđe & "Ćira" O'Nil`,
      email: 'djordje@example.rs',
      subject: 'Set <Zora> & šolje',
      message: `Da li je "Čaša & tanjir" <novo>\nna stanju? 'Hitno'`,
    });
    expect(mail.subject).toBe('Nova poruka sa sajta: Set <Zora> & šolje | Prodavnica');
    expect(paragraphsOf(mail.html).slice(0, 3)).toEqual([
      'Pošiljalac: Đorđe &amp; &quot;Ćira&quot; O&#39;Nil &lt;djordje@example.rs&gt;',
      'Naslov: Set &lt;Zora&gt; &amp; šolje',
      'Poruka:<br>Da li je &quot;Čaša &amp; tanjir&quot; &lt;novo&gt;<br>na stanju? &#39;Hitno&#39;',
    ]);
  });
});

describe('contactCopyToSenderMail', () => {
  it('thanks the sender without repeating anything they typed: no name, subject or message (#33)', () => {
    const mail = contactCopyToSenderMail(MESSAGE, 'latin');
    expect(mail.to).toBe('milica.jankovic@example.rs');
    expect(mail.subject).toBe('Primili smo Vašu poruku | Prodavnica');
    expect(mail.text).toBe(
      lines(
        'Dobar dan,',
        '',
        'Hvala na poruci. Primili smo je i odgovorićemo Vam u najkraćem roku na ovu e-adresu.',
        '',
        'Ako nam niste Vi pisali, zanemarite ovu e-poruku.',
        '',
        'Srdačan pozdrav,',
        'Prodavnica',
      ),
    );
    expectFrame(mail.html);
    expect(paragraphsOf(mail.html)).toEqual([
      'Dobar dan,',
      'Hvala na poruci. Primili smo je i odgovorićemo Vam u najkraćem roku na ovu e-adresu.',
      'Ako nam niste Vi pisali, zanemarite ovu e-poruku.',
      'Srdačan pozdrav,<br>Prodavnica',
    ]);
    expect(mail.html).not.toContain('<a ');
    expect(mail).not.toHaveProperty('attachments');
    expect(mail).not.toHaveProperty('replyTo');
  });

  it('whatever the form held, the receipt is the same mail', () => {
    const other = contactCopyToSenderMail(
      {
        name: 'Kupite jeftino http://spam.example',
        email: 'milica.jankovic@example.rs',
        subject: 'Dobitak!',
        message: 'Posetite http://spam.example i osvojite nagradu.',
      },
      'latin',
    );
    expect(other).toEqual(contactCopyToSenderMail(MESSAGE, 'latin'));
  });
});

describe('backInStockMail', () => {
  it('says the product is back, with a link to it', () => {
    const mail = backInStockMail({
      brand: 'Tefal',
      script: 'latin',
      to: 'vesna.lukic@example.rs',
      productName: 'Čajnik od livenog gvožđa 1,2 l',
      link: 'https://prodavnica.rs/proizvod/cajnik-od-livenog-gvozda',
    });
    expect(mail.to).toBe('vesna.lukic@example.rs');
    expect(mail.subject).toBe('Ponovo na stanju: Čajnik od livenog gvožđa 1,2 l | Prodavnica');
    expect(mail.text).toBe(
      lines(
        'Dobar dan,',
        '',
        'javljamo Vam, kako ste tražili, da je proizvod „Čajnik od livenog gvožđa 1,2 l“ ponovo na stanju i da ga možete poručiti.',
        '',
        'Količine su ograničene, pa Vam preporučujemo da ne čekate dugo.',
        '',
        'Ovo obaveštenje šaljemo samo jednom. Ako proizvod ponovo nestane, novo obaveštenje možete zatražiti na njegovoj stranici.',
        '',
        'Pogledajte proizvod: https://prodavnica.rs/proizvod/cajnik-od-livenog-gvozda',
        '',
        'Srdačan pozdrav,',
        'Prodavnica',
      ),
    );
    expectFrame(mail.html);
    expect(paragraphsOf(mail.html)).toEqual([
      'Dobar dan,',
      'javljamo Vam, kako ste tražili, da je proizvod „Čajnik od livenog gvožđa 1,2 l“ ponovo na stanju i da ga možete poručiti.',
      'Količine su ograničene, pa Vam preporučujemo da ne čekate dugo.',
      'Ovo obaveštenje šaljemo samo jednom. Ako proizvod ponovo nestane, novo obaveštenje možete zatražiti na njegovoj stranici.',
      button('https://prodavnica.rs/proizvod/cajnik-od-livenog-gvozda', 'Pogledajte proizvod'),
      'Srdačan pozdrav,<br>Prodavnica',
    ]);
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
  });

  it('escapes the product name and the link in the HTML part', () => {
    const mail = backInStockMail({
      brand: 'Tefal',
      script: 'latin',
      to: 'a@example.rs',
      productName: `Set "Zora" & podmetači <6 kom.>`,
      link: 'https://prodavnica.rs/proizvod/set-zora?izvor=mail&id=5',
    });
    expect(mail.subject).toBe('Ponovo na stanju: Set "Zora" & podmetači <6 kom.> | Prodavnica');
    expect(paragraphsOf(mail.html)[1]).toBe(
      'javljamo Vam, kako ste tražili, da je proizvod „Set &quot;Zora&quot; &amp; podmetači &lt;6 kom.&gt;“ ponovo na stanju i da ga možete poručiti.',
    );
    expect(mail.html).toContain(
      button('https://prodavnica.rs/proizvod/set-zora?izvor=mail&amp;id=5', 'Pogledajte proizvod'),
    );
  });
});

const CASH_ORDER: Order = {
  id: '5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a17',
  number: '47-2026-318205',
  status: 'received',
  items: [
    {
      productId: 12,
      name: 'Keramička šolja „Žuti cvet“',
      slug: 'keramicka-solja-zuti-cvet',
      thumbnail: '/images/products/solja-zuti-cvet.webp',
      unitPrice: 1490,
      quantity: 2,
      lineTotal: 2980,
    },
    {
      productId: 7,
      name: 'Čajnik od livenog gvožđa',
      slug: 'cajnik-od-livenog-gvozda',
      thumbnail: '/images/products/cajnik.webp',
      unitPrice: 4470,
      quantity: 1,
      lineTotal: 4470,
    },
  ],
  subtotal: 7450,
  shipping: 290,
  total: 7740,
  paymentMethod: 'cash_on_delivery',
  customer: {
    firstName: 'Jelena',
    lastName: 'Đorđević',
    email: 'jelena.djordjevic@example.rs',
    phone: '+381 64 123 4567',
  },
  address: { street: 'Kneza Miloša 12', city: 'Beograd', postalCode: '11000' },
  note: 'Pozovite pre dostave, zvono "Đorđević" <2. sprat> & \'ulaz B\'',
  createdAt: '2026-03-14T10:21:05.000Z',
};
const CASH_URL =
  'https://prodavnica.rs/potvrdjena-kupovina?order=5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a17&token=Xk9_aB3q';

const TRANSFER_ORDER: Order = {
  id: '0b7d3c55-1e2f-4a6b-8c9d-0e1f2a3b4c5d',
  number: '83-2026-540117',
  status: 'received',
  items: [
    {
      productId: 31,
      name: 'Set tanjira "Zora" & podmetači <6 kom.>',
      slug: 'set-tanjira-zora',
      thumbnail: '/images/products/set-zora.webp',
      unitPrice: 3200,
      quantity: 2,
      lineTotal: 6400,
    },
    {
      productId: 18,
      name: 'Laneni stolnjak',
      slug: 'laneni-stolnjak',
      thumbnail: '/images/products/stolnjak.webp',
      unitPrice: 2150,
      quantity: 1,
      lineTotal: 2150,
    },
  ],
  subtotal: 8550,
  shipping: 0,
  total: 8550,
  paymentMethod: 'bank_transfer',
  customer: {
    firstName: 'Stefan',
    lastName: 'Ćirić',
    email: 'stefan.ciric@example.rs',
    phone: '+381 63 987 6543',
  },
  address: { street: 'Bulevar oslobođenja 45', city: 'Novi Sad', postalCode: '21000' },
  note: null,
  createdAt: '2026-03-15T08:02:44.000Z',
};
const TRANSFER_URL =
  'https://prodavnica.rs/potvrdjena-kupovina?order=0b7d3c55-1e2f-4a6b-8c9d-0e1f2a3b4c5d&token=Pq7';
const SLIP: PaymentSlip = {
  recipient: 'Prodavnica d.o.o., Beograd',
  account: '160-0000000012345-95',
  amount: 8550,
  paymentCode: '289',
  model: '97',
  reference: '832026540117',
  purpose: 'Porudžbina br. 83-2026-540117',
  qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};
const QR_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 42]);

/** The confirmation in Latin, whose products' brands play no part. */
const confirm = (order: Order, paymentSlip: PaymentSlip | null, orderUrl: string, slipQrPng?: Buffer) =>
  orderConfirmationMail({ order, paymentSlip, orderUrl, script: 'latin', products: [], slipQrPng });

describe('orderConfirmationMail', () => {
  it('cash on delivery, paid shipping, with a note: items, totals, payment, address, note, link', () => {
    const mail = confirm(CASH_ORDER, null, CASH_URL);
    expect(mail.to).toBe('jelena.djordjevic@example.rs');
    expect(mail.subject).toBe('Potvrda porudžbine br. 47-2026-318205 | Prodavnica');
    expect(mail.text).toBe(
      lines(
        'Dobar dan, Jelena,',
        '',
        'Hvala na kupovini. Primili smo Vašu porudžbinu br. 47-2026-318205.',
        '',
        '• Keramička šolja „Žuti cvet“ — 2 kom. × 1.490\u00a0RSD = 2.980\u00a0RSD',
        '• Čajnik od livenog gvožđa — 1 kom. × 4.470\u00a0RSD = 4.470\u00a0RSD',
        '',
        'Vrednost proizvoda: 7.450\u00a0RSD',
        'Dostava: 290\u00a0RSD',
        'Ukupno za plaćanje: 7.740\u00a0RSD',
        '',
        'Način plaćanja: plaćanje pouzećem (kuriru prilikom preuzimanja)',
        '',
        'Adresa za dostavu:',
        'Jelena Đorđević',
        'Kneza Miloša 12',
        '11000 Beograd',
        'Telefon: +381 64 123 4567',
        '',
        'Napomena: Pozovite pre dostave, zvono "Đorđević" <2. sprat> & \'ulaz B\'',
        '',
        'Pogledajte porudžbinu: https://prodavnica.rs/potvrdjena-kupovina?order=5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a17&token=Xk9_aB3q',
        '',
        'Srdačan pozdrav,',
        'Prodavnica',
      ),
    );
    expectFrame(mail.html);
    expect(paragraphsOf(mail.html)).toEqual([
      'Dobar dan, Jelena,',
      'Hvala na kupovini. Primili smo Vašu porudžbinu br. 47-2026-318205.',
      '• Keramička šolja „Žuti cvet“ — 2 kom. × 1.490\u00a0RSD = 2.980\u00a0RSD<br>• Čajnik od livenog gvožđa — 1 kom. × 4.470\u00a0RSD = 4.470\u00a0RSD',
      'Vrednost proizvoda: 7.450\u00a0RSD<br>Dostava: 290\u00a0RSD<br>Ukupno za plaćanje: 7.740\u00a0RSD',
      'Način plaćanja: plaćanje pouzećem (kuriru prilikom preuzimanja)',
      'Adresa za dostavu:<br>Jelena Đorđević<br>Kneza Miloša 12<br>11000 Beograd<br>Telefon: +381 64 123 4567',
      'Napomena: Pozovite pre dostave, zvono &quot;Đorđević&quot; &lt;2. sprat&gt; &amp; &#39;ulaz B&#39;',
      button(
        'https://prodavnica.rs/potvrdjena-kupovina?order=5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a17&amp;token=Xk9_aB3q',
        'Pogledajte porudžbinu',
      ),
      'Srdačan pozdrav,<br>Prodavnica',
    ]);
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
  });

  it('bank transfer, free shipping, no note: the payment slip and its QR code as an inline PNG', () => {
    const mail = confirm(TRANSFER_ORDER, SLIP, TRANSFER_URL, QR_PNG);
    expect(mail.to).toBe('stefan.ciric@example.rs');
    expect(mail.subject).toBe('Potvrda porudžbine br. 83-2026-540117 | Prodavnica');
    expect(mail.text).toBe(
      lines(
        'Dobar dan, Stefan,',
        '',
        'Hvala na kupovini. Primili smo Vašu porudžbinu br. 83-2026-540117.',
        '',
        '• Set tanjira "Zora" & podmetači <6 kom.> — 2 kom. × 3.200\u00a0RSD = 6.400\u00a0RSD',
        '• Laneni stolnjak — 1 kom. × 2.150\u00a0RSD = 2.150\u00a0RSD',
        '',
        'Vrednost proizvoda: 8.550\u00a0RSD',
        'Dostava: besplatna',
        'Ukupno za plaćanje: 8.550\u00a0RSD',
        '',
        'Način plaćanja: uplata na račun (uplatnica)',
        '',
        'Adresa za dostavu:',
        'Stefan Ćirić',
        'Bulevar oslobođenja 45',
        '21000 Novi Sad',
        'Telefon: +381 63 987 6543',
        '',
        'Podaci za uplatu:',
        'Primalac: Prodavnica d.o.o., Beograd',
        'Račun primaoca: 160-0000000012345-95',
        'Iznos: 8.550\u00a0RSD',
        'Šifra plaćanja: 289',
        'Model: 97',
        'Poziv na broj: 832026540117',
        'Svrha uplate: Porudžbina br. 83-2026-540117',
        'Porudžbinu šaljemo čim uplata stigne na naš račun.',
        'Umesto prepisivanja možete skenirati NBS IPS QR kod u aplikaciji svoje banke (u ovoj poruci i na stranici porudžbine).',
        '',
        'Pogledajte porudžbinu: https://prodavnica.rs/potvrdjena-kupovina?order=0b7d3c55-1e2f-4a6b-8c9d-0e1f2a3b4c5d&token=Pq7',
        '',
        'Srdačan pozdrav,',
        'Prodavnica',
      ),
    );
    expectFrame(mail.html);
    expect(paragraphsOf(mail.html)).toEqual([
      'Dobar dan, Stefan,',
      'Hvala na kupovini. Primili smo Vašu porudžbinu br. 83-2026-540117.',
      '• Set tanjira &quot;Zora&quot; &amp; podmetači &lt;6 kom.&gt; — 2 kom. × 3.200\u00a0RSD = 6.400\u00a0RSD<br>• Laneni stolnjak — 1 kom. × 2.150\u00a0RSD = 2.150\u00a0RSD',
      'Vrednost proizvoda: 8.550\u00a0RSD<br>Dostava: besplatna<br>Ukupno za plaćanje: 8.550\u00a0RSD',
      'Način plaćanja: uplata na račun (uplatnica)',
      'Adresa za dostavu:<br>Stefan Ćirić<br>Bulevar oslobođenja 45<br>21000 Novi Sad<br>Telefon: +381 63 987 6543',
      'Podaci za uplatu:<br>Primalac: Prodavnica d.o.o., Beograd<br>Račun primaoca: 160-0000000012345-95<br>Iznos: 8.550\u00a0RSD<br>Šifra plaćanja: 289<br>Model: 97<br>Poziv na broj: 832026540117<br>Svrha uplate: Porudžbina br. 83-2026-540117<br>Porudžbinu šaljemo čim uplata stigne na naš račun.<br>Umesto prepisivanja možete skenirati NBS IPS QR kod u aplikaciji svoje banke (u ovoj poruci i na stranici porudžbine).',
      '<img src="cid:ips-qr.png@prodavnica" alt="NBS IPS QR kod za plaćanje" width="200" height="200">',
      button(
        'https://prodavnica.rs/potvrdjena-kupovina?order=0b7d3c55-1e2f-4a6b-8c9d-0e1f2a3b4c5d&amp;token=Pq7',
        'Pogledajte porudžbinu',
      ),
      'Srdačan pozdrav,<br>Prodavnica',
    ]);
    expect(mail.attachments).toStrictEqual([
      { filename: 'ips-qr.png', contentType: 'image/png', content: QR_PNG, cid: 'ips-qr.png@prodavnica' },
    ]);
  });

  it('shows paid shipping for a bank transfer and free shipping for cash on delivery alike', () => {
    const transferPaid = confirm(
      { ...TRANSFER_ORDER, shipping: 350, total: 8900 },
      { ...SLIP, amount: 8900 },
      TRANSFER_URL,
      QR_PNG,
    );
    expect(transferPaid.text).toContain(
      lines(
        'Vrednost proizvoda: 8.550\u00a0RSD',
        'Dostava: 350\u00a0RSD',
        'Ukupno za plaćanje: 8.900\u00a0RSD',
      ),
    );
    expect(transferPaid.text).toContain('Iznos: 8.900\u00a0RSD');
    const cashFree = confirm({ ...CASH_ORDER, shipping: 0, total: 7450 }, null, CASH_URL);
    expect(cashFree.text).toContain(
      lines('Vrednost proizvoda: 7.450\u00a0RSD', 'Dostava: besplatna', 'Ukupno za plaćanje: 7.450\u00a0RSD'),
    );
  });

  it('cash on delivery without a note: no Napomena paragraph', () => {
    const mail = confirm({ ...CASH_ORDER, note: null }, null, CASH_URL);
    expect(mail.text).not.toContain('Napomena');
    expect(mail.text.split('\n\n').slice(-4)).toEqual([
      'Način plaćanja: plaćanje pouzećem (kuriru prilikom preuzimanja)',
      'Adresa za dostavu:\nJelena Đorđević\nKneza Miloša 12\n11000 Beograd\nTelefon: +381 64 123 4567',
      'Pogledajte porudžbinu: https://prodavnica.rs/potvrdjena-kupovina?order=5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a17&token=Xk9_aB3q',
      'Srdačan pozdrav,\nProdavnica',
    ]);
    expect(paragraphsOf(mail.html)).toHaveLength(8);
  });

  it('a QR code without a payment slip (cash on delivery) is not attached', () => {
    const mail = confirm(CASH_ORDER, null, CASH_URL, QR_PNG);
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
  });

  it('a payment slip without its QR code: the slip in the text, no image and no attachment', () => {
    const mail = confirm(TRANSFER_ORDER, SLIP, TRANSFER_URL);
    expect(mail.text).toContain('Podaci za uplatu:\nPrimalac: Prodavnica d.o.o., Beograd\n');
    expect(mail.html).not.toContain('<img');
    expect(mail).not.toHaveProperty('attachments');
  });
});

describe('greeting (audit N12)', () => {
  it('every mail to a shopper greets politely, "Dobar dan", by first name where the mail knows it', () => {
    const link = 'https://prodavnica.rs/x';
    const account = { to: 'a@example.rs', firstName: 'Marko', link, script: 'latin' } as const;
    const firstParagraphs = [
      verificationMail(account),
      passwordResetMail(account),
      confirm(CASH_ORDER, null, CASH_URL),
      contactCopyToSenderMail(MESSAGE, 'latin'),
      backInStockMail({ to: 'a@example.rs', productName: 'Čajnik', brand: 'Tefal', link, script: 'latin' }),
    ].map((mail) => mail.text.split('\n\n')[0]);
    expect(firstParagraphs).toEqual([
      'Dobar dan, Marko,',
      'Dobar dan, Marko,',
      'Dobar dan, Jelena,',
      'Dobar dan,',
      'Dobar dan,',
    ]);
  });
});
