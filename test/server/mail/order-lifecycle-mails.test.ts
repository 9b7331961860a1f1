import { describe, expect, it } from 'vitest';
import type { Carrier, OrderEventType, OrderLifecycleState } from '../../../contract/order-lifecycle';
import type { Order } from '../../../contract/orders';
import {
  type OrderLifecycleMailInput,
  type WithdrawalForm,
  orderLifecycleMail,
} from '../../../server/mail/templates/order-lifecycle-mails';

// The mails a shopper gets as an order moves on (issue 33), in Latin and in Cyrillic. Every
// expected text is written out by hand, not computed by the code under test.

const URL = 'https://prodavnica.rs/profil/istorija-kupovine/5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a17';
const TRACKING = 'https://www.posta.rs/pracenje?broj=PE123456789RS&jezik=sr';
const NBSP = '\u00a0';

const ORDER: Order = {
  id: '5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a17',
  number: '47-2026-318205',
  status: 'received',
  items: [
    {
      productId: 3,
      name: 'Laptop Dell Inspiron 15',
      slug: 'laptop-dell-inspiron-15',
      thumbnail: '/images/products/inspiron.webp',
      unitPrice: 64_990,
      quantity: 1,
      lineTotal: 64_990,
    },
    {
      productId: 7,
      name: 'Keramička šolja „Žuti cvet“',
      slug: 'keramicka-solja-zuti-cvet',
      thumbnail: '/images/products/solja.webp',
      unitPrice: 1490,
      quantity: 2,
      lineTotal: 2980,
    },
  ],
  subtotal: 67_970,
  shipping: 0,
  total: 67_970,
  paymentMethod: 'cash_on_delivery',
  customer: { firstName: 'Jelena', lastName: 'Đorđević', email: 'jelena@example.rs', phone: '+381641234567' },
  address: { street: 'Kneza Miloša 12', city: 'Beograd', postalCode: '11000' },
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const PRODUCTS = [
  { name: 'Laptop Dell Inspiron 15', brand: 'Dell' },
  { name: 'Keramička šolja „Žuti cvet“', brand: 'Kućni' },
];
const FORM: WithdrawalForm = {
  orderNumber: '47-2026-318205',
  orderedAt: '2026-11-20T10:00:00.000Z',
  deliveredAt: '2026-11-25T12:00:00.000Z',
  customerName: 'Jelena Đorđević',
  address: 'Kneza Miloša 12, 11000 Beograd',
  email: 'jelena@example.rs',
  items: [
    { name: 'Laptop Dell Inspiron 15', quantity: 1 },
    { name: 'Keramička šolja „Žuti cvet“', quantity: 2 },
  ],
  reason: 'Ne odgovara mi veličina ekrana.',
  submittedAt: '2026-11-27T09:30:00.000Z',
};

const state = (fulfilment: OrderLifecycleState['fulfilment'], payment: OrderLifecycleState['payment']) => ({
  fulfilment,
  payment,
});

function mail(input: Partial<OrderLifecycleMailInput> & Pick<OrderLifecycleMailInput, 'event'>) {
  const written = orderLifecycleMail({
    order: ORDER,
    lifecycle: state('confirmed', 'payOnDelivery'),
    script: 'latin',
    orderUrl: URL,
    products: PRODUCTS,
    ...input,
  });
  if (!written) throw new Error(`no mail for ${input.event}`);
  return { ...written, paragraphs: written.text.split('\n\n') };
}

const LATIN_END = [`Pogledajte porudžbinu: ${URL}`, 'Srdačan pozdrav,\nProdavnica'];
const CYRILLIC_END = [`Погледајте поруџбину: ${URL}`, 'Срдачан поздрав,\nПродавница'];

describe('order confirmed', () => {
  it('Latin: the order is confirmed and being prepared; cash on delivery hears when it leaves', () => {
    const confirmed = mail({ event: 'confirm' });
    expect(confirmed.to).toBe('jelena@example.rs');
    expect(confirmed.subject).toBe('Porudžbina br. 47-2026-318205 je potvrđena | Prodavnica');
    expect(confirmed.paragraphs).toEqual([
      'Dobar dan, Jelena,',
      'Potvrdili smo Vašu porudžbinu br. 47-2026-318205 i pripremamo je za slanje.',
      'Javićemo Vam kada je pošaljemo, sa brojem pošiljke za praćenje.',
      ...LATIN_END,
    ]);
  });

  it('Cyrillic, a bank transfer not yet paid: it leaves once the money arrives; the name as typed', () => {
    const confirmed = mail({
      event: 'confirm',
      script: 'cyrillic',
      order: { ...ORDER, paymentMethod: 'bank_transfer' },
      lifecycle: state('confirmed', 'awaitingPayment'),
    });
    expect(confirmed.subject).toBe('Поруџбина бр. 47-2026-318205 је потврђена | Продавница');
    expect(confirmed.paragraphs).toEqual([
      'Добар дан, Jelena,',
      'Потврдили смо Вашу поруџбину бр. 47-2026-318205 и припремамо је за слање.',
      'Поруџбину шаљемо чим уплата стигне на наш рачун; податке за уплату имате на страници поруџбине.',
      ...CYRILLIC_END,
    ]);
    expect(confirmed.html.startsWith('<!doctype html><html lang="sr-Cyrl">')).toBe(true);
  });
});

describe('order shipped', () => {
  const shipment = {
    carrier: 'postExpress' as const,
    trackingNumber: 'PE123456789RS',
    trackingUrl: TRACKING,
  };

  it('Latin: the carrier by its Serbian name, the tracking number and link; cash on delivery is told the amount', () => {
    const shipped = mail({ event: 'ship', shipment, lifecycle: state('shipped', 'payOnDelivery') });
    expect(shipped.subject).toBe('Porudžbina br. 47-2026-318205 je poslata | Prodavnica');
    expect(shipped.paragraphs).toEqual([
      'Dobar dan, Jelena,',
      'Poslali smo Vašu porudžbinu br. 47-2026-318205.',
      `Kurirska služba: Pošta Srbije (Post Express)\nBroj pošiljke: PE123456789RS\nPraćenje pošiljke: ${TRACKING}`,
      `Iznos od 67.970${NBSP}RSD plaćate kuriru prilikom preuzimanja.`,
      ...LATIN_END,
    ]);
    // The HTML part has the link too, escaped, and the button to the order.
    expect(shipped.html).toContain(
      'Praćenje pošiljke: https://www.posta.rs/pracenje?broj=PE123456789RS&amp;jezik=sr</p>',
    );
    expect(shipped.html).toContain(`<a href="${URL}"`);
  });

  it('Cyrillic, a paid bank transfer: Пошта Србије in Cyrillic, the brand, number and link in Latin, no amount to pay', () => {
    const shipped = mail({
      event: 'ship',
      script: 'cyrillic',
      shipment,
      order: { ...ORDER, paymentMethod: 'bank_transfer' },
      lifecycle: state('shipped', 'paid'),
    });
    expect(shipped.subject).toBe('Поруџбина бр. 47-2026-318205 је послата | Продавница');
    expect(shipped.paragraphs).toEqual([
      'Добар дан, Jelena,',
      'Послали смо Вашу поруџбину бр. 47-2026-318205.',
      `Курирска служба: Пошта Србије (Post Express)\nБрој пошиљке: PE123456789RS\nПраћење пошиљке: ${TRACKING}`,
      ...CYRILLIC_END,
    ]);
  });

  it.each<[Carrier, string]>([
    ['dExpress', 'D Express'],
    ['aks', 'AKS'],
    ['bex', 'BEX'],
    ['cityExpress', 'City Express'],
  ])('the courier %s is named "%s" in either script', (carrier, name) => {
    for (const script of ['latin', 'cyrillic'] as const) {
      const shipped = mail({
        event: 'ship',
        script,
        shipment: { carrier, trackingNumber: 'AB1234', trackingUrl: 'https://kurir.example/AB1234' },
      });
      expect(shipped.paragraphs[2]!.split('\n')[0]).toBe(
        `${script === 'latin' ? 'Kurirska služba' : 'Курирска служба'}: ${name}`,
      );
    }
  });
});

describe('order cancelled', () => {
  const reason = 'Proizvod više nije dostupan kod dobavljača.';

  it('Latin, unpaid: the reason and an apology, no refund promised', () => {
    const cancelled = mail({ event: 'cancel', reason, lifecycle: state('cancelled', 'voided') });
    expect(cancelled.subject).toBe('Porudžbina br. 47-2026-318205 je otkazana | Prodavnica');
    expect(cancelled.paragraphs).toEqual([
      'Dobar dan, Jelena,',
      'Otkazali smo Vašu porudžbinu br. 47-2026-318205.',
      'Razlog: Proizvod više nije dostupan kod dobavljača.',
      'Izvinjavamo se zbog neprijatnosti.',
      ...LATIN_END,
    ]);
  });

  it('Cyrillic, paid: the shop’s reason in Cyrillic, and the money will be returned', () => {
    const cancelled = mail({
      event: 'cancel',
      script: 'cyrillic',
      reason,
      order: { ...ORDER, paymentMethod: 'bank_transfer' },
      lifecycle: state('cancelled', 'paid'),
    });
    expect(cancelled.subject).toBe('Поруџбина бр. 47-2026-318205 је отказана | Продавница');
    expect(cancelled.paragraphs).toEqual([
      'Добар дан, Jelena,',
      'Отказали смо Вашу поруџбину бр. 47-2026-318205.',
      'Разлог: Производ више није доступан код добављача.',
      'Уплаћени износ ћемо Вам вратити и јавити Вам када новац буде послат.',
      'Извињавамо се због непријатности.',
      ...CYRILLIC_END,
    ]);
  });

  it('a reason with markup is escaped in the HTML part', () => {
    const cancelled = mail({ event: 'cancel', reason: 'Adresa <nepotpuna> & netačna' });
    expect(cancelled.html).toContain('<p>Razlog: Adresa &lt;nepotpuna&gt; &amp; netačna</p>');
  });
});

describe('withdrawal received', () => {
  it('Latin: the receipt repeats the legal form’s fields, with genitive dates, and what happens next', () => {
    const received = mail({
      event: 'requestWithdrawal',
      withdrawalForm: FORM,
      lifecycle: state('withdrawalRequested', 'paid'),
    });
    expect(received.subject).toBe(
      'Primili smo Vaš zahtev za odustanak od ugovora (porudžbina br. 47-2026-318205) | Prodavnica',
    );
    expect(received.paragraphs).toEqual([
      'Dobar dan, Jelena,',
      'Primili smo Vaš zahtev za odustanak od ugovora za porudžbinu br. 47-2026-318205. Ovo je potvrda prijema, sa podacima iz obrasca:',
      [
        'Obrazac za odustanak od ugovora',
        'Prima: Prodavnica d.o.o., Resavska 24, 11000 Beograd, kontakt@prodavnica.rs',
        'Obaveštavam Vas da odustajem od ugovora o prodaji sledeće robe:',
        '• Laptop Dell Inspiron 15 — 1 kom.',
        '• Keramička šolja „Žuti cvet“ — 2 kom.',
        'Broj porudžbine: 47-2026-318205',
        'Datum zaključenja ugovora: 20. novembra 2026.',
        'Datum prijema robe: 25. novembra 2026.',
        'Ime i prezime potrošača: Jelena Đorđević',
        'Adresa potrošača: Kneza Miloša 12, 11000 Beograd',
        'E-adresa potrošača: jelena@example.rs',
        'Razlog odustanka: Ne odgovara mi veličina ekrana.',
        'Datum: 27. novembra 2026.',
      ].join('\n'),
      'Proizvode nam vratite bez odlaganja, a najkasnije u roku od 14 dana od dana slanja izjave; neposredne troškove vraćanja snosite Vi. Sve što ste platili vraćamo najkasnije u roku od 14 dana od dana prijema izjave, a povraćaj možemo zadržati dok ne primimo proizvode ili dokaz da su poslati.',
      ...LATIN_END,
    ]);
  });

  it('Cyrillic: the shop’s words in Cyrillic, "Dell Inspiron 15" and what the shopper typed as written', () => {
    const received = mail({
      event: 'requestWithdrawal',
      script: 'cyrillic',
      withdrawalForm: FORM,
      lifecycle: state('withdrawalRequested', 'paid'),
    });
    expect(received.subject).toBe(
      'Примили смо Ваш захтев за одустанак од уговора (поруџбина бр. 47-2026-318205) | Продавница',
    );
    expect(received.paragraphs).toEqual([
      'Добар дан, Jelena,',
      'Примили смо Ваш захтев за одустанак од уговора за поруџбину бр. 47-2026-318205. Ово је потврда пријема, са подацима из обрасца:',
      [
        'Образац за одустанак од уговора',
        'Прима: Продавница д.о.о., Ресавска 24, 11000 Београд, kontakt@prodavnica.rs',
        'Обавештавам Вас да одустајем од уговора о продаји следеће робе:',
        '• Лаптоп Dell Inspiron 15 — 1 ком.',
        '• Керамичка шоља „Жути цвет“ — 2 ком.',
        'Број поруџбине: 47-2026-318205',
        'Датум закључења уговора: 20. новембра 2026.',
        'Датум пријема робе: 25. новембра 2026.',
        'Име и презиме потрошача: Jelena Đorđević',
        'Адреса потрошача: Kneza Miloša 12, 11000 Beograd',
        'Е-адреса потрошача: jelena@example.rs',
        'Разлог одустанка: Ne odgovara mi veličina ekrana.',
        'Датум: 27. новембра 2026.',
      ].join('\n'),
      'Производе нам вратите без одлагања, а најкасније у року од 14 дана од дана слања изјаве; непосредне трошкове враћања сносите Ви. Све што сте платили враћамо најкасније у року од 14 дана од дана пријема изјаве, а повраћај можемо задржати док не примимо производе или доказ да су послати.',
      ...CYRILLIC_END,
    ]);
  });

  it('on its way and without a reason: not received yet, no reason given, the parcel may be refused', () => {
    const onItsWay = { ...FORM, deliveredAt: null, reason: null };
    const received = mail({
      event: 'requestWithdrawal',
      withdrawalForm: onItsWay,
      lifecycle: state('withdrawalRequested', 'payOnDelivery'),
    });
    const form = received.paragraphs[2]!.split('\n');
    expect(form[7]).toBe('Datum prijema robe: roba još nije primljena');
    expect(form[11]).toBe('Razlog odustanka: nije naveden');
    expect(received.paragraphs[3]).toBe(
      'Pošiljka je već poslata: možete je odbiti kada Vam je kurir donese ili nam proizvode vratiti.',
    );
    expect(received.paragraphs[4]).toMatch(/^Proizvode nam vratite bez odlaganja/);
    const cyrillic = mail({
      event: 'requestWithdrawal',
      script: 'cyrillic',
      withdrawalForm: onItsWay,
      lifecycle: state('withdrawalRequested', 'payOnDelivery'),
    }).paragraphs;
    expect(cyrillic[2]!.split('\n')[7]).toBe('Датум пријема робе: роба још није примљена');
    expect(cyrillic[2]!.split('\n')[11]).toBe('Разлог одустанка: није наведен');
    expect(cyrillic[3]).toBe(
      'Пошиљка је већ послата: можете је одбити када Вам је курир донесе или нам производе вратити.',
    );
  });

  it('before shipping the order is cancelled: nothing to send back; a paid order hears of its refund', () => {
    const notShipped = { ...FORM, deliveredAt: null };
    const paid = mail({
      event: 'requestWithdrawal',
      withdrawalForm: notShipped,
      lifecycle: state('cancelled', 'paid'),
    });
    expect(paid.paragraphs.slice(3)).toEqual([
      'Porudžbina još nije bila poslata, pa smo je otkazali: nemate ništa da vraćate.',
      'Sve što ste platili vraćamo najkasnije u roku od 14 dana od dana prijema izjave.',
      ...LATIN_END,
    ]);
    const unpaid = mail({
      event: 'requestWithdrawal',
      script: 'cyrillic',
      withdrawalForm: notShipped,
      lifecycle: state('cancelled', 'voided'),
    });
    expect(unpaid.paragraphs.slice(3)).toEqual([
      'Поруџбина још није била послата, па смо је отказали: немате ништа да враћате.',
      ...CYRILLIC_END,
    ]);
  });
});

describe('refunded', () => {
  it('Latin: the amount as the shop writes dinars', () => {
    const refunded = mail({
      event: 'refund',
      refundedAmount: 64_990,
      lifecycle: state('returned', 'refunded'),
    });
    expect(refunded.subject).toBe('Vratili smo Vam novac za porudžbinu br. 47-2026-318205 | Prodavnica');
    expect(refunded.paragraphs).toEqual([
      'Dobar dan, Jelena,',
      `Vratili smo Vam 64.990${NBSP}RSD za porudžbinu br. 47-2026-318205.`,
      'Novac će biti na Vašem računu u roku od nekoliko radnih dana.',
      ...LATIN_END,
    ]);
  });

  it('Cyrillic: RSD stays Latin, the amount as in Latin', () => {
    const refunded = mail({
      event: 'refund',
      script: 'cyrillic',
      refundedAmount: 1_234_500,
      lifecycle: state('cancelled', 'refunded'),
    });
    expect(refunded.subject).toBe('Вратили смо Вам новац за поруџбину бр. 47-2026-318205 | Продавница');
    expect(refunded.paragraphs).toEqual([
      'Добар дан, Jelena,',
      `Вратили смо Вам 1.234.500${NBSP}RSD за поруџбину бр. 47-2026-318205.`,
      'Новац ће бити на Вашем рачуну у року од неколико радних дана.',
      ...CYRILLIC_END,
    ]);
  });
});

describe('which events send a mail', () => {
  it.each<OrderEventType>(['markPaid', 'deliver', 'acceptReturn'])('%s sends none', (event) => {
    expect(
      orderLifecycleMail({
        event,
        order: ORDER,
        lifecycle: state('delivered', 'paid'),
        script: 'latin',
        orderUrl: URL,
      }),
    ).toBeNull();
  });

  it.each<[OrderEventType, string]>([
    ['ship', 'The ship mail needs the shipment.'],
    ['cancel', 'The cancel mail needs the reason.'],
    ['refund', 'The refund mail needs the refunded amount.'],
    ['requestWithdrawal', 'The requestWithdrawal mail needs the withdrawal form.'],
  ])('%s without its own data is a programming error, not a mail with a hole', (event, message) => {
    expect(() =>
      orderLifecycleMail({
        event,
        order: ORDER,
        lifecycle: state('placed', 'paid'),
        script: 'latin',
        orderUrl: URL,
      }),
    ).toThrow(message);
  });
});
