import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Carrier, FulfilmentState } from '../../../contract/order-lifecycle';
import { orderStatusOf } from '../../../contract/order-status';
import type { Order } from '../../../contract/orders';
import type { OrderProgress, TimelineEntry } from '../../../src/features/orders/order-progress.types';
import { anOrder, orderHistoryHandlers } from '../../msw/order-history-handlers';
import { type FakeOrderLife, WITHDRAWAL_CLOSED_TEXT, orderLifeHandlers } from '../../msw/order-life-handlers';
import { aSignedInShop } from '../../msw/profile-handlers';
import { renderApp } from '../../utils/render-app';

/*
 * The shopper's order page (issue 33): the order's state, its timeline with genitive dates, the
 * parcel with its tracking link, and "Odustanak od ugovora" with the legal form prefilled. Every
 * expected text is written out by hand.
 */

const ORDER_ID = 'c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f';
const PAGE = `/profil/istorija-kupovine/${ORDER_ID}`;
const TRACKING = 'https://www.posta.rs/lat/alati/pracenje-posiljke.aspx?broj=PE123456789RS';
const STAFF = { kind: 'staff' as const, name: 'Marko Operater' };

const step = (
  event: TimelineEntry['event'],
  at: string,
  [from, to]: [TimelineEntry['from'], TimelineEntry['to']],
  note: string | null = null,
): TimelineEntry => ({ at, event, actor: STAFF, from, to, note });

const placed = { fulfilment: 'placed', payment: 'payOnDelivery' } as const;
const confirmed = { fulfilment: 'confirmed', payment: 'payOnDelivery' } as const;
const shipped = { fulfilment: 'shipped', payment: 'payOnDelivery' } as const;
const delivered = { fulfilment: 'delivered', payment: 'paid' } as const;

const CONFIRM = step('confirm', '2026-03-11T08:00:00.000Z', [placed, confirmed]);
const SHIP = step('ship', '2026-03-12T09:30:00.000Z', [confirmed, shipped], 'Post Express PE123456789RS');
const DELIVER = step('deliver', '2026-03-14T10:00:00.000Z', [shipped, delivered]);

const SHIPMENT = { carrier: 'postExpress' as const, trackingNumber: 'PE123456789RS', trackingUrl: TRACKING };

function life(
  progress: OrderProgress,
  order: Partial<Order> = {},
  userId: number | null = null,
): FakeOrderLife {
  return {
    order: anOrder({ id: ORDER_ID, ...order }),
    userId,
    accessToken: 'pristup-1024',
    progress,
    requestedAt: '2026-03-20T09:00:00.000Z',
    withdrawals: [],
  };
}

const shippedOrder = (): OrderProgress => ({
  lifecycle: shipped,
  timeline: [CONFIRM, SHIP],
  shipment: SHIPMENT,
  withdrawal: { open: true, until: null },
});
const deliveredOrder = (): OrderProgress => ({
  lifecycle: delivered,
  timeline: [CONFIRM, SHIP, DELIVER],
  shipment: SHIPMENT,
  withdrawal: { open: true, until: '2026-03-28' },
});

function openOrder(progress: OrderProgress, order: Partial<Order> = {}) {
  const shop = aSignedInShop();
  const fake = life(progress, order, shop.sessionUserId);
  return { ...renderApp(PAGE, { shop, handlers: orderLifeHandlers(shop, fake) }), fake };
}

async function orderPage() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Porudžbina br. 51-2026-001024' });
  return heading.parentElement as HTMLElement;
}

const region = (page: HTMLElement, name: string) => within(page).getByRole('region', { name });
const steps = (page: HTMLElement) =>
  within(within(page).getByRole('list', { name: 'Koraci porudžbine' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** A definition list's rows as "term: value". */
const facts = (part: HTMLElement) =>
  [...part.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );

describe('an order’s life on its page', () => {
  it('a shipped order: its state, payment, the parcel with its tracking link, every step with its date', async () => {
    openOrder(shippedOrder(), { status: 'shipped' });
    const page = await orderPage();
    const progress = region(page, 'Tok porudžbine');
    expect(facts(progress).slice(0, 2)).toEqual(['Status: Poslata', 'Plaćanje: Plaća se pouzećem']);
    const parcel = region(progress, 'Pošiljka');
    expect(facts(parcel)).toEqual([
      'Kurirska služba: Pošta Srbije (Post Express)',
      'Broj pošiljke: PE123456789RS',
    ]);
    const link = within(parcel).getByRole('link', { name: 'Pratite pošiljku' });
    expect(link.getAttribute('href')).toBe(TRACKING);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The brand stays Latin in Cyrillic; the Serbian owner follows the script.
    expect(within(parcel).getByText('Post Express').getAttribute('data-script')).toBe('latin');
    expect(steps(page)).toEqual([
      'Poručeno 10. marta 2026.',
      'Potvrđeno 11. marta 2026.',
      'Poslato 12. marta 2026.',
    ]);
    expect(within(page).getByText('12. marta 2026.').getAttribute('dateTime')).toBe(SHIP.at);
  });

  it.each<[Carrier, string]>([
    ['dExpress', 'D Express'],
    ['aks', 'AKS'],
    ['bex', 'BEX'],
    ['cityExpress', 'City Express'],
  ])('the carrier %s reads "%s"', async (carrier, name) => {
    openOrder({ ...shippedOrder(), shipment: { ...SHIPMENT, carrier } });
    const parcel = region(region(await orderPage(), 'Tok porudžbine'), 'Pošiljka');
    expect(facts(parcel)[0]).toBe(`Kurirska služba: ${name}`);
  });

  it('a placed order: only its placement, awaiting a bank transfer, no parcel yet', async () => {
    openOrder(
      {
        lifecycle: { fulfilment: 'placed', payment: 'awaitingPayment' },
        timeline: [],
        shipment: null,
        withdrawal: { open: true, until: null },
      },
      { paymentMethod: 'bank_transfer' },
    );
    const page = await orderPage();
    const progress = region(page, 'Tok porudžbine');
    expect(facts(progress)).toEqual(['Status: Primljena', 'Plaćanje: Čeka se uplata']);
    expect(within(progress).queryByRole('region', { name: 'Pošiljka' })).toBeNull();
    expect(steps(page)).toEqual(['Poručeno 10. marta 2026.']);
  });

  it('a cancelled order: the shop’s reason, no withdrawal to ask', async () => {
    const cancelled = { fulfilment: 'cancelled', payment: 'voided' } as const;
    openOrder(
      {
        lifecycle: cancelled,
        timeline: [
          CONFIRM,
          step('cancel', '2026-03-12T12:00:00.000Z', [confirmed, cancelled], 'Proizvod više nije dostupan.'),
        ],
        shipment: null,
        withdrawal: { open: false, until: null },
      },
      { status: 'cancelled' },
    );
    const page = await orderPage();
    expect(facts(region(page, 'Tok porudžbine'))).toEqual(['Status: Otkazana', 'Plaćanje: Nije naplaćena']);
    expect(steps(page)).toEqual([
      'Poručeno 10. marta 2026.',
      'Potvrđeno 11. marta 2026.',
      'Otkazano 12. marta 2026.Razlog: Proizvod više nije dostupan.',
    ]);
    expect(within(page).queryByRole('region', { name: 'Odustanak od ugovora' })).toBeNull();
  });

  it('a returned and refunded order: every step, the refund, and the withdrawal as it was asked', async () => {
    const requested = { fulfilment: 'withdrawalRequested', payment: 'paid' } as const;
    const returned = { fulfilment: 'returned', payment: 'paid' } as const;
    const refunded = { fulfilment: 'returned', payment: 'refunded' } as const;
    openOrder(
      {
        lifecycle: refunded,
        timeline: [
          CONFIRM,
          SHIP,
          DELIVER,
          {
            ...step(
              'requestWithdrawal',
              '2026-03-16T07:00:00.000Z',
              [delivered, requested],
              'Ne odgovara mi.',
            ),
            actor: { kind: 'shopper', name: 'Ana Anić' },
          },
          step('acceptReturn', '2026-03-19T11:00:00.000Z', [requested, returned]),
          step('refund', '2026-03-20T11:00:00.000Z', [returned, refunded], '28.970\u00a0RSD'),
        ],
        shipment: SHIPMENT,
        withdrawal: { open: false, until: null },
      },
      { status: 'returned' },
    );
    const page = await orderPage();
    expect(facts(region(page, 'Tok porudžbine')).slice(0, 2)).toEqual([
      'Status: Vraćena',
      'Plaćanje: Novac vraćen',
    ]);
    expect(steps(page)).toEqual([
      'Poručeno 10. marta 2026.',
      'Potvrđeno 11. marta 2026.',
      'Poslato 12. marta 2026.',
      'Isporučeno 14. marta 2026.',
      'Zatražen odustanak od ugovora 16. marta 2026.Razlog: Ne odgovara mi.',
      'Vraćena roba primljena 19. marta 2026.',
      'Novac vraćen 20. marta 2026.Iznos: 28.970\u00a0RSD',
    ]);
    // What the shopper typed stays as typed in Cyrillic.
    expect(within(page).getByText('Ne odgovara mi.').getAttribute('data-script')).toBe('latin');
    expect(region(page, 'Odustanak od ugovora').textContent).toBe(
      'Odustanak od ugovoraZahtev za odustanak od ugovora poslali ste 16. marta 2026. Vraćene proizvode smo primili.',
    );
  });
});

describe('Odustanak od ugovora', () => {
  it('while open after delivery: until when, and the legal form prefilled from the order', async () => {
    openOrder(deliveredOrder(), { status: 'delivered' });
    const withdrawal = region(await orderPage(), 'Odustanak od ugovora');
    expect(within(withdrawal).getByText(/^Od ugovora možete odustati/).textContent).toBe(
      'Od ugovora možete odustati bez navođenja razloga do 28. marta 2026.',
    );
    const form = region(withdrawal, 'Obrazac za odustanak od ugovora');
    expect(facts(form)).toEqual([
      'Prima: Prodavnica d.o.o., Resavska 24, 11000 Beograd, kontakt@prodavnica.rs',
      'Broj porudžbine: 51-2026-001024',
      'Datum zaključenja ugovora: 10. marta 2026.',
      'Datum prijema robe: 14. marta 2026.',
      'Ime i prezime potrošača: Ana Anić',
      'Adresa potrošača: Knez Mihailova 12, 11000 Beograd',
      'E-adresa potrošača: ana@example.rs',
    ]);
    expect(
      within(form).getByText('Obaveštavam Vas da odustajem od ugovora o prodaji sledeće robe:'),
    ).toBeTruthy();
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Usisivač Tornado 2000 — 2 kom.', 'Usisivač Čistač Lux — 1 kom.']);
    expect(
      within(withdrawal).getByRole('textbox', { name: 'Razlog odustanka (nije obavezno)' }),
    ).toBeTruthy();
    expect(
      within(withdrawal).getByText('Razlog ne morate da navedete; pomaže nam da budemo bolji.'),
    ).toBeTruthy();
    expect(
      within(withdrawal).getByText('Zahtev beležimo sa datumom slanja, a potvrdu šaljemo na ana@example.rs.'),
    ).toBeTruthy();
    expect(within(withdrawal).getByRole('button', { name: 'Pošaljite zahtev za odustanak' })).toBeTruthy();
  });

  it('before delivery: open until 14 days after the goods arrive, not yet received', async () => {
    openOrder(shippedOrder());
    const withdrawal = region(await orderPage(), 'Odustanak od ugovora');
    expect(within(withdrawal).getByText(/^Od ugovora možete odustati/).textContent).toBe(
      'Od ugovora možete odustati bez navođenja razloga sve do isteka 14 dana od prijema robe.',
    );
    expect(facts(region(withdrawal, 'Obrazac za odustanak od ugovora'))[3]).toBe(
      'Datum prijema robe: roba još nije primljena',
    );
  });

  it('sent without a reason: the request goes, the page shows the timeline and the status updated', async () => {
    const { user, fake } = openOrder(deliveredOrder(), { status: 'delivered' });
    const page = await orderPage();
    await user.click(within(page).getByRole('button', { name: 'Pošaljite zahtev za odustanak' }));
    await waitFor(() => expect(steps(page).at(-1)).toBe('Zatražen odustanak od ugovora 20. marta 2026.'));
    expect(fake.withdrawals).toEqual([{}]);
    expect(facts(region(page, 'Tok porudžbine'))[0]).toBe('Status: Zatražen odustanak');
    const withdrawal = region(page, 'Odustanak od ugovora');
    expect(withdrawal.textContent).toBe(
      'Odustanak od ugovoraZahtev za odustanak od ugovora poslali ste 20. marta 2026. Proizvode nam vratite najkasnije 14 dana od tog dana.',
    );
    expect(within(withdrawal).queryByRole('button')).toBeNull();
  });

  it('sent with a reason: the reason goes with it and shows on the timeline as typed', async () => {
    const { user, fake } = openOrder(deliveredOrder(), { status: 'delivered' });
    const page = await orderPage();
    await user.type(
      within(page).getByRole('textbox', { name: 'Razlog odustanka (nije obavezno)' }),
      'Boja nije kao na slici.',
    );
    await user.click(within(page).getByRole('button', { name: 'Pošaljite zahtev za odustanak' }));
    await waitFor(() =>
      expect(steps(page).at(-1)).toBe(
        'Zatražen odustanak od ugovora 20. marta 2026.Razlog: Boja nije kao na slici.',
      ),
    );
    expect(fake.withdrawals).toEqual([{ reason: 'Boja nije kao na slici.' }]);
  });

  it('before shipping the request cancels the order, and the page says so', async () => {
    const { user } = openOrder({
      lifecycle: confirmed,
      timeline: [CONFIRM],
      shipment: null,
      withdrawal: { open: true, until: null },
    });
    const page = await orderPage();
    await user.click(within(page).getByRole('button', { name: 'Pošaljite zahtev za odustanak' }));
    await waitFor(() => expect(facts(region(page, 'Tok porudžbine'))[0]).toBe('Status: Otkazana'));
    expect(region(page, 'Odustanak od ugovora').textContent).toBe(
      'Odustanak od ugovoraZahtev za odustanak od ugovora poslali ste 20. marta 2026. Porudžbina još nije bila poslata, pa je otkazana.',
    );
  });

  it('while it is sent the button says so and cannot be pressed again', async () => {
    const { user, fake } = openOrder(deliveredOrder());
    let release = () => {};
    fake.hold = new Promise((resolve) => {
      release = resolve;
    });
    const page = await orderPage();
    await user.click(within(page).getByRole('button', { name: 'Pošaljite zahtev za odustanak' }));
    const sending = await within(page).findByRole('button', { name: 'Slanje…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(within(page).queryByRole('button', { name: 'Slanje…' })).toBeNull());
    expect(fake.withdrawals).toHaveLength(1);
  });

  it('refused by the shop (409 WITHDRAWAL_CLOSED): its Serbian text, the form kept', async () => {
    const { user, fake } = openOrder(deliveredOrder());
    const page = await orderPage();
    // The window closed while the page was open.
    fake.progress = { ...fake.progress, withdrawal: { open: false, until: '2026-03-28' } };
    await user.type(
      within(page).getByRole('textbox', { name: 'Razlog odustanka (nije obavezno)' }),
      'Kasno.',
    );
    await user.click(within(page).getByRole('button', { name: 'Pošaljite zahtev za odustanak' }));
    expect((await within(page).findByRole('alert')).textContent).toBe(WITHDRAWAL_CLOSED_TEXT);
    expect(
      (within(page).getByRole('textbox', { name: 'Razlog odustanka (nije obavezno)' }) as HTMLTextAreaElement)
        .value,
    ).toBe('Kasno.');
  });

  it('outside the window: until when it was open, and no form', async () => {
    openOrder({ ...deliveredOrder(), withdrawal: { open: false, until: '2026-03-28' } });
    const withdrawal = region(await orderPage(), 'Odustanak od ugovora');
    expect(withdrawal.textContent).toBe(
      'Odustanak od ugovoraOdustanak od ugovora bio je moguć do 28. marta 2026.',
    );
    expect(within(withdrawal).queryByRole('button')).toBeNull();
  });
});

describe('the guest’s order page /potvrdjena-kupovina', () => {
  it('with the link’s token: the timeline, the parcel, and a withdrawal that names the token', async () => {
    const shop = aSignedInShop();
    shop.sessionUserId = null;
    const fake = life(shippedOrder(), { status: 'shipped' });
    const { user } = renderApp(`/potvrdjena-kupovina?order=${ORDER_ID}&token=pristup-1024`, {
      shop,
      handlers: orderLifeHandlers(shop, fake),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    const page = document.body;
    expect(steps(page)).toEqual([
      'Poručeno 10. marta 2026.',
      'Potvrđeno 11. marta 2026.',
      'Poslato 12. marta 2026.',
    ]);
    expect(
      within(region(page, 'Pošiljka')).getByRole('link', { name: 'Pratite pošiljku' }).getAttribute('href'),
    ).toBe(TRACKING);
    await user.click(screen.getByRole('button', { name: 'Pošaljite zahtev za odustanak' }));
    await waitFor(() => expect(steps(page).at(-1)).toBe('Zatražen odustanak od ugovora 20. marta 2026.'));
    expect(fake.withdrawals).toEqual([{ token: 'pristup-1024' }]);
  });
});

describe('the order history’s status badge', () => {
  it.each<[FulfilmentState, string]>([
    ['placed', 'Primljena'],
    ['confirmed', 'U obradi'],
    ['shipped', 'Poslata'],
    ['delivered', 'Isporučena'],
    ['cancelled', 'Otkazana'],
    ['withdrawalRequested', 'Zatražen odustanak'],
    ['returned', 'Vraćena'],
  ])('an order whose goods are %s reads "%s"', async (fulfilment, label) => {
    const shop = aSignedInShop();
    const order = anOrder({ status: orderStatusOf(fulfilment) });
    renderApp('/profil/istorija-kupovine', {
      shop,
      handlers: orderHistoryHandlers(shop, { orders: [{ userId: 7, order }], failing: [] }),
    });
    const title = await screen.findByRole('heading', { name: 'Porudžbina br. 51-2026-001024' });
    expect(title.closest('li')?.querySelector('.order-status')?.textContent).toBe(label);
  });
});
