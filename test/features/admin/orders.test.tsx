import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anAdminOrder, ORDER_ID, OTHER_ORDER_ID } from '../../msw/admin-fixtures';
import { aBackOffice, allowedIn } from '../../msw/admin-handlers';
import { anOrder } from '../../msw/order-history-handlers';
import { fakeOrderNumber } from '../../msw/payment-slip-fixture';
import { callsTo, openBackOffice, screenTitled } from './back-office-driver';

const placed = () => anAdminOrder();
const awaitingTransfer = () =>
  anAdminOrder({
    order: anOrder({
      id: OTHER_ORDER_ID,
      number: fakeOrderNumber(1007),
      paymentMethod: 'bank_transfer',
      total: 3_280,
      customer: {
        firstName: 'Petar',
        lastName: 'Petrović',
        email: 'petar@example.rs',
        phone: '063 555 0101',
      },
    }),
    lifecycle: { fulfilment: 'confirmed', payment: 'awaitingPayment' },
    allowed: allowedIn({ fulfilment: 'confirmed', payment: 'awaitingPayment' }),
    paymentReference: '97 05-2026-001007',
    version: 7,
  });

const officeWithOrders = () => aBackOffice({ orders: [placed(), awaitingTransfer()] });

describe('Porudžbine', () => {
  it('lists the orders with their Serbian states, and the URL holds the status filter and the search', async () => {
    const { user, office } = openBackOffice('/admin/porudzbine?status=confirmed', officeWithOrders());
    await screenTitled('Porudžbine');
    const table = await screen.findByRole('table', { name: 'Porudžbine: 1 porudžbina' });
    expect(within(table).getByRole('link', { name: '05-2026-001007' })).toBeTruthy();
    expect(within(table).getByText('Potvrđena')).toBeTruthy();
    expect(within(table).getByText('Čeka uplatu')).toBeTruthy();
    expect(new URL(callsTo(office, 'adminOrderList')[0]!.url).searchParams.get('status')).toBe('confirmed');

    await user.selectOptions(screen.getByLabelText('Status'), '');
    expect(await screen.findByRole('table', { name: 'Porudžbine: 2 porudžbine' })).toBeTruthy();
    expect(window.location.search).toBe('');

    await user.type(screen.getByLabelText('Pretraga'), 'ana@example.rs');
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    expect(await screen.findByRole('table', { name: 'Porudžbine: 1 porudžbina' })).toBeTruthy();
    expect(window.location.search).toBe('?q=ana%40example.rs');
    expect(screen.getByText('Ana Anić')).toBeTruthy();
  });

  it('shows an order with its lines, customer, address and only the actions its lifecycle allows', async () => {
    openBackOffice(`/admin/porudzbine/${ORDER_ID}`, officeWithOrders());
    await screenTitled('Porudžbina br. 51-2026-001024');
    expect(screen.getByRole('table', { name: 'Stavke porudžbine' }).textContent).toContain(
      'Usisivač Tornado 2000',
    );
    const customer = screen.getByRole('heading', { name: 'Kupac' }).parentElement!;
    expect(customer.textContent).toContain('Ana Anić');
    expect(customer.textContent).toContain('064 123 4567');
    expect(customer.textContent).toContain('Knez Mihailova 12');
    expect(customer.textContent).toContain('11000 Beograd');
    const actions = screen.getByRole('group', { name: 'Radnje' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Potvrdi', 'Otkaži']);
  });

  it('confirms, then ships with the carrier and tracking number; the timeline says it in Serbian with genitive dates', async () => {
    const { user, office } = openBackOffice(`/admin/porudzbine/${ORDER_ID}`, officeWithOrders());
    await screenTitled('Porudžbina br. 51-2026-001024');
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    const done = await screen.findByText('Porudžbina je potvrđena.');
    expect(document.activeElement).toBe(done);
    expect(callsTo(office, 'adminOrderEvent').map((call) => call.body)).toEqual([
      { type: 'confirm', expectedVersion: 3 },
    ]);
    const actions = screen.getByRole('group', { name: 'Radnje' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pošalji', 'Otkaži']);

    await user.click(within(actions).getByRole('button', { name: 'Pošalji' }));
    await user.click(screen.getByRole('button', { name: 'Pošalji porudžbinu' }));
    expect(await screen.findByText('Izaberite kurirsku službu.')).toBeTruthy();
    expect(screen.getByText('Unesite broj pošiljke (4–40 slova i cifara).')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Kurirska služba'));
    await user.selectOptions(screen.getByLabelText('Kurirska služba'), 'postExpress');
    await user.type(screen.getByLabelText('Broj pošiljke'), 'PE123456789RS');
    await user.click(screen.getByRole('button', { name: 'Pošalji porudžbinu' }));
    expect(await screen.findByText('Porudžbina je poslata; kupac je obavešten.')).toBeTruthy();
    expect(callsTo(office, 'adminOrderEvent')[1]!.body).toEqual({
      type: 'ship',
      expectedVersion: 4,
      carrier: 'postExpress',
      trackingNumber: 'PE123456789RS',
    });
    expect(screen.getByRole('link', { name: 'PE123456789RS' }).getAttribute('href')).toContain(
      'PE123456789RS',
    );
    const timeline = screen.getByRole('heading', { name: 'Istorija porudžbine' }).parentElement!;
    expect(timeline.textContent).toContain('Potvrđeno 27. novembra 2026.');
    expect(timeline.textContent).toContain('Poslato 27. novembra 2026.');
    expect(timeline.textContent).toContain('Potvrđena → Poslata');
    expect(within(screen.getByRole('group', { name: 'Radnje' })).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByLabelText('Broj pošiljke')).toBeNull();
  });

  it("a success closes the open action's form, and so does a refusal whose new list no longer allows it", async () => {
    const office = officeWithOrders();
    const { user } = openBackOffice(`/admin/porudzbine/${ORDER_ID}`, office);
    await screenTitled('Porudžbina br. 51-2026-001024');
    const cancel = screen.getByRole('button', { name: 'Otkaži' });
    await user.click(cancel);
    expect(cancel.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText(/Razlog otkazivanja/)).toBeTruthy();
    // Confirming succeeds: cancelling is still allowed, but its form goes with the success.
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    expect(await screen.findByText('Porudžbina je potvrđena.')).toBeTruthy();
    expect(screen.queryByLabelText(/Razlog otkazivanja/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Otkaži' }).getAttribute('aria-expanded')).toBe('false');

    office.next.adminOrderEvent = [
      HttpResponse.json(
        {
          error: 'Porudžbina je već poslata; ne može se otkazati.',
          code: 'TRANSITION_NOT_ALLOWED',
          allowed: ['deliver'],
        },
        { status: 409 },
      ),
    ];
    await user.click(screen.getByRole('button', { name: 'Otkaži' }));
    await user.type(screen.getByLabelText(/Razlog otkazivanja/), 'Kupac je odustao telefonom.');
    await user.click(screen.getByRole('button', { name: 'Otkaži porudžbinu' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Porudžbina je već poslata; ne može se otkazati.',
    );
    expect(screen.queryByLabelText(/Razlog otkazivanja/)).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Radnje' }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-expanded')),
    ).toEqual([null]);
  });

  it('cancels with a reason', async () => {
    const { user, office } = openBackOffice(`/admin/porudzbine/${ORDER_ID}`, officeWithOrders());
    await screenTitled('Porudžbina br. 51-2026-001024');
    await user.click(screen.getByRole('button', { name: 'Otkaži' }));
    await user.click(screen.getByRole('button', { name: 'Otkaži porudžbinu' }));
    expect(await screen.findByText('Unesite razlog otkazivanja.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Razlog otkazivanja/), 'Kupac je odustao telefonom.');
    await user.click(screen.getByRole('button', { name: 'Otkaži porudžbinu' }));
    expect(await screen.findByText('Porudžbina je otkazana; zalihe su vraćene.')).toBeTruthy();
    expect(callsTo(office, 'adminOrderEvent')[0]!.body).toEqual({
      type: 'cancel',
      expectedVersion: 3,
      reason: 'Kupac je odustao telefonom.',
    });
    expect(screen.getByText('Za ovu porudžbinu nema dostupnih radnji.')).toBeTruthy();
  });

  it('reads the order again and says so when someone else changed it meanwhile (409 ORDER_CHANGED)', async () => {
    const office = officeWithOrders();
    const { user } = openBackOffice(`/admin/porudzbine/${ORDER_ID}`, office);
    await screenTitled('Porudžbina br. 51-2026-001024');
    // Another staff member confirms it first.
    const stored = office.orders[0]!;
    Object.assign(stored, {
      lifecycle: { fulfilment: 'confirmed', payment: 'payOnDelivery' },
      version: 4,
      allowed: ['ship', 'cancel'],
    });
    await user.click(screen.getByRole('button', { name: 'Otkaži' }));
    await user.type(screen.getByLabelText(/Razlog otkazivanja/), 'Nema na stanju.');
    office.orders[0] = { ...stored, version: 5 };
    await user.click(screen.getByRole('button', { name: 'Otkaži porudžbinu' }));
    expect(await screen.findByText('Porudžbinu je u međuvremenu izmenio neko drugi.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Radnje' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Pošalji', 'Otkaži']),
    );
    expect(callsTo(office, 'adminOrderGet')).toHaveLength(2);
  });

  it("shows the server's text and its new list when the lifecycle no longer allows the action (409 TRANSITION_NOT_ALLOWED)", async () => {
    const office = officeWithOrders();
    office.next.adminOrderEvent = [
      HttpResponse.json(
        {
          error: 'Porudžbina je već otkazana.',
          code: 'TRANSITION_NOT_ALLOWED',
          allowed: [],
        },
        { status: 409 },
      ),
    ];
    const { user } = openBackOffice(`/admin/porudzbine/${ORDER_ID}`, office);
    await screenTitled('Porudžbina br. 51-2026-001024');
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Porudžbina je već otkazana.');
    expect(screen.getByText('Za ovu porudžbinu nema dostupnih radnji.')).toBeTruthy();
  });
});

describe('Pretraga porudžbina', () => {
  it('searches with the trimmed term, and refuses one longer than the list accepts before asking', async () => {
    const { user, office } = openBackOffice('/admin/porudzbine', officeWithOrders());
    await screen.findByRole('table', { name: 'Porudžbine: 2 porudžbine' });
    const search = screen.getByLabelText('Pretraga');
    await user.type(search, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    expect(await screen.findByText('Unesite najviše 100 karaktera.')).toBeTruthy();
    expect(document.activeElement).toBe(search);
    expect(callsTo(office, 'adminOrderList')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, '  petar  ');
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    expect(await screen.findByRole('table', { name: 'Porudžbine: 1 porudžbina' })).toBeTruthy();
    expect(window.location.search).toBe('?q=petar');
  });
});

describe('Uplate na čekanju', () => {
  it('lists the transfers waiting with their "poziv na broj"; marking one paid takes it off the list', async () => {
    const { user, office } = openBackOffice('/admin/uplate', officeWithOrders());
    await screenTitled('Uplate na čekanju');
    const table = await screen.findByRole('table', { name: 'Uplate na čekanju: 1 porudžbina' });
    expect(within(table).getByText('97 05-2026-001007')).toBeTruthy();
    expect(new URL(callsTo(office, 'adminOrderList')[0]!.url).searchParams.get('status')).toBe(
      'awaitingPayment',
    );
    await user.click(
      within(table).getByRole('button', { name: 'Označi kao plaćeno: porudžbina br. 05-2026-001007' }),
    );
    const panel = await screen.findByRole('region', {
      name: 'Evidentiranje uplate za porudžbinu br. 05-2026-001007',
    });
    expect(panel.textContent).toContain('3.280\u00a0RSD');
    await user.click(within(panel).getByRole('button', { name: 'Potvrdi uplatu' }));
    expect(await within(panel).findByText('Uplata je evidentirana.')).toBeTruthy();
    expect(callsTo(office, 'adminOrderEvent')[0]!.body).toEqual({ type: 'markPaid', expectedVersion: 7 });
    expect(await screen.findByRole('table', { name: 'Uplate na čekanju: 0 porudžbina' })).toBeTruthy();
  });

  it("one transfer's order opens beside the list at a time, and Zatvori closes it", async () => {
    const second = awaitingTransfer();
    second.order = { ...second.order, id: ORDER_ID, number: fakeOrderNumber(1008), total: 5_000 };
    const { user } = openBackOffice('/admin/uplate', aBackOffice({ orders: [awaitingTransfer(), second] }));
    const table = await screen.findByRole('table', { name: 'Uplate na čekanju: 2 porudžbine' });
    await user.click(
      within(table).getByRole('button', { name: 'Označi kao plaćeno: porudžbina br. 05-2026-001007' }),
    );
    expect(
      await screen.findByRole('region', { name: 'Evidentiranje uplate za porudžbinu br. 05-2026-001007' }),
    ).toBeTruthy();
    await user.click(
      within(table).getByRole('button', {
        name: `Označi kao plaćeno: porudžbina br. ${second.order.number}`,
      }),
    );
    const panel = await screen.findByRole('region', {
      name: `Evidentiranje uplate za porudžbinu br. ${second.order.number}`,
    });
    expect(panel.textContent).toContain('5.000\u00a0RSD');
    expect(screen.queryByRole('region', { name: /05-2026-001007/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Zatvori' }));
    expect(screen.queryByRole('region', { name: /Evidentiranje uplate/ })).toBeNull();
  });
});

describe('Odustanci', () => {
  it('lists the withdrawal requests; the operator accepts the return and records the refund', async () => {
    const returned = anAdminOrder({
      lifecycle: { fulfilment: 'withdrawalRequested', payment: 'paid' },
      allowed: allowedIn({ fulfilment: 'withdrawalRequested', payment: 'paid' }),
    });
    const office = aBackOffice({ orders: [returned, awaitingTransfer()] });
    const { user } = openBackOffice('/admin/odustanci', office);
    const table = await screen.findByRole('table', { name: 'Odustanci: 1 porudžbina' });
    await user.click(within(table).getByRole('link', { name: '51-2026-001024' }));
    await screenTitled('Porudžbina br. 51-2026-001024');
    await user.click(screen.getByRole('button', { name: 'Prihvati povraćaj' }));
    expect(await screen.findByText('Povraćaj robe je prihvaćen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Evidentiraj povraćaj novca' }));
    const amount = screen.getByLabelText('Vraćeni iznos (RSD)');
    expect((amount as HTMLInputElement).value).toBe('28970');
    await user.click(screen.getByRole('button', { name: 'Evidentiraj povraćaj' }));
    expect(await screen.findByText('Povraćaj novca je evidentiran.')).toBeTruthy();
    expect(callsTo(office, 'adminOrderEvent').map((call) => call.body)).toEqual([
      { type: 'acceptReturn', expectedVersion: 3 },
      { type: 'refund', expectedVersion: 4, amount: 28_970 },
    ]);
    expect(screen.getByText('Vraćeno').nextElementSibling?.textContent).toBe('28.970\u00a0RSD');
    const timeline = screen.getByRole('heading', { name: 'Istorija porudžbine' }).parentElement!;
    expect(timeline.textContent).toContain('Povraćaj prihvaćen 27. novembra 2026.');
    expect(timeline.textContent).toContain('Novac vraćen 27. novembra 2026.');
  });
});
