import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder, type FakeOrderHistory, orderHistoryHandlers } from '../../msw/order-history-handlers';
import { fakeOrderNumber } from '../../msw/payment-slip-fixture';
import { aSignedInShop } from '../../msw/profile-handlers';
import { renderApp } from '../../utils/render-app';

const OLDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const SOMEONE_ELSES_ID = 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0';

const history = (): FakeOrderHistory => ({
  orders: [
    { userId: 7, order: anOrder() },
    {
      userId: 7,
      order: anOrder({
        id: OLDER_ID,
        number: fakeOrderNumber(1007),
        status: 'delivered',
        paymentMethod: 'bank_transfer',
        total: 3_280,
        subtotal: 2_990,
        shipping: 290,
        createdAt: '2026-01-05T09:00:00.000Z',
      }),
    },
    { userId: 99, order: anOrder({ id: SOMEONE_ELSES_ID, number: fakeOrderNumber(1010) }) },
  ],
  failing: [],
});

function openHistory(orders: FakeOrderHistory = history(), path = '/profil/istorija-kupovine') {
  const shop = aSignedInShop();
  return { ...renderApp(path, { shop, handlers: orderHistoryHandlers(shop, orders) }), orders };
}

async function pageTitled(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  return heading.parentElement as HTMLElement;
}

describe('order history /profil/istorija-kupovine', () => {
  it("lists the user's orders, newest first, with number, date, Serbian status, total, payment and a link", async () => {
    openHistory();
    const page = await pageTitled('Istorija kupovine');
    const cards = await within(page).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(page).getByText('2 porudžbine')).toBeTruthy();

    const [newest, older] = cards as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading', { name: 'Porudžbina br. 51-2026-001024' })).toBeTruthy();
    expect(within(newest).getByText('10. marta 2026.')).toBeTruthy();
    expect(within(newest).getByText('Primljena')).toBeTruthy();
    expect(newest.textContent).toContain('28.970\u00a0RSD');
    expect(newest.textContent).toContain('3 komada');
    expect(within(newest).getByText('Plaćanje pouzećem')).toBeTruthy();
    expect(
      within(newest)
        .getByRole('link', { name: 'Detalji porudžbine br. 51-2026-001024' })
        .getAttribute('href'),
    ).toBe('/profil/istorija-kupovine/c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f');

    expect(within(older).getByRole('heading', { name: 'Porudžbina br. 05-2026-001007' })).toBeTruthy();
    expect(within(older).getByText('Isporučena')).toBeTruthy();
    expect(within(older).getByText('Uplatnica')).toBeTruthy();
    // Someone else's order is not the user's history.
    expect(within(page).queryByText('Porudžbina br. 93-2026-001010')).toBeNull();
  });

  it.each([
    ['received', 'Primljena'],
    ['processing', 'U obradi'],
    ['shipped', 'Poslata'],
    ['delivered', 'Isporučena'],
    ['cancelled', 'Otkazana'],
  ] as const)('status %s reads "%s"', async (status, label) => {
    openHistory({ orders: [{ userId: 7, order: anOrder({ status }) }], failing: [] });
    const page = await pageTitled('Istorija kupovine');
    expect(await within(page).findByText(label)).toBeTruthy();
  });

  it('shows loading while the orders are on their way', async () => {
    openHistory();
    expect(await screen.findByText('Učitavanje porudžbina…')).toBeTruthy();
  });

  it('with no orders, says so and leads to the products', async () => {
    openHistory({ orders: [], failing: [] });
    const page = await pageTitled('Istorija kupovine');
    expect(await within(page).findByText('Još nemate nijednu porudžbinu.')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Pogledajte proizvode' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
  });

  it('a failed load shows the server\'s text, and "Pokušajte ponovo" brings the list', async () => {
    const orders = history();
    orders.failing = ['GET /api/orders'];
    const { user } = openHistory(orders);
    const page = await pageTitled('Istorija kupovine');
    const alert = await within(page).findByRole('alert');
    expect(alert.textContent).toContain('Došlo je do greške na serveru.');
    orders.failing = [];
    await user.click(within(alert).getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await within(page).findByRole('heading', { name: 'Porudžbina br. 51-2026-001024' })).toBeTruthy();
  });

  it('"Detalji" opens the order\'s details', async () => {
    const { user } = openHistory();
    const page = await pageTitled('Istorija kupovine');
    await user.click(
      await within(page).findByRole('link', { name: 'Detalji porudžbine br. 51-2026-001024' }),
    );
    await waitFor(() =>
      expect(window.location.pathname).toBe('/profil/istorija-kupovine/c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Porudžbina br. 51-2026-001024' }),
    ).toBeTruthy();
  });
});

describe('order details /profil/istorija-kupovine/{orderId}', () => {
  it('shows the items with unit prices and line totals, the sums, address, customer and payment', async () => {
    openHistory(history(), '/profil/istorija-kupovine/c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f');
    const page = await pageTitled('Porudžbina br. 51-2026-001024');
    const table = await within(page).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows[0]!).getByRole('link', { name: 'Usisivač Tornado 2000' }).getAttribute('href')).toBe(
      '/proizvod/usisivac-tornado-2000',
    );
    expect(cells(rows[0]!)).toEqual(['2', '12.990\u00a0RSD', '25.980\u00a0RSD']);
    expect(cells(rows[1]!)).toEqual(['1', '2.990\u00a0RSD', '2.990\u00a0RSD']);

    const sums = within(page).getByText('Vrednost proizvoda').closest('dl') as HTMLElement;
    expect(sums.textContent).toContain('28.970\u00a0RSD');
    expect(within(sums).getByText('Besplatna')).toBeTruthy();
    expect(within(sums).getByText('Ukupno za plaćanje').nextSibling?.textContent).toBe('28.970\u00a0RSD');

    expect(page.textContent).toContain('Knez Mihailova 12');
    expect(page.textContent).toContain('11000 Beograd');
    expect(page.textContent).toContain('Ana Anić');
    expect(page.textContent).toContain('064 123 4567');
    expect(within(page).getByText('Plaćanje pouzećem')).toBeTruthy();
    expect(within(page).getByText('Primljena')).toBeTruthy();
    expect(within(page).queryByRole('heading', { name: 'Podaci za uplatu (uplatnica)' })).toBeNull();
    expect(
      within(page)
        .getByRole('link', { name: /Nazad na istoriju kupovine/ })
        .getAttribute('href'),
    ).toBe('/profil/istorija-kupovine');
  });

  it('a bank transfer order shows the payment slip data', async () => {
    openHistory(history(), `/profil/istorija-kupovine/${OLDER_ID}`);
    const page = await pageTitled('Porudžbina br. 05-2026-001007');
    const slip = (await within(page).findByRole('heading', { name: 'Podaci za uplatu (uplatnica)' })).closest(
      'section',
    ) as HTMLElement;
    const value = (term: string) => within(slip).getByText(term).nextSibling?.textContent;
    expect(value('Primalac')).toBe('Prodavnica d.o.o., Beograd');
    expect(value('Račun primaoca')).toBe('160-0000000012345-95');
    expect(value('Iznos')).toBe('3.280\u00a0RSD');
    expect(value('Poziv na broj')).toBe('052026001007');
    expect(value('Svrha uplate')).toBe('Porudžbina br. 05-2026-001007');
    expect(within(page).getByText('290 RSD')).toBeTruthy();
  });

  it('an order that is not found (or not the user\'s) says "Porudžbina nije pronađena" and leads back', async () => {
    openHistory(history(), `/profil/istorija-kupovine/${SOMEONE_ELSES_ID}`);
    const page = await pageTitled('Porudžbina nije pronađena');
    expect(within(page).getByRole('link', { name: 'Nazad na istoriju kupovine' }).getAttribute('href')).toBe(
      '/profil/istorija-kupovine',
    );
    expect(within(page).queryByRole('button', { name: 'Pokušajte ponovo' })).toBeNull();
  });

  it('a failed load offers "Pokušajte ponovo"', async () => {
    const orders = history();
    orders.failing = ['GET /api/orders/'];
    const { user } = openHistory(orders, '/profil/istorija-kupovine/c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f');
    const page = await pageTitled('Detalji porudžbine');
    const alert = await within(page).findByRole('alert');
    expect(alert.textContent).toContain('Došlo je do greške na serveru.');
    orders.failing = [];
    await user.click(within(alert).getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Porudžbina br. 51-2026-001024' }),
    ).toBeTruthy();
  });

  it('an order id that is no id fails route validation with the 404 page', async () => {
    openHistory(history(), '/profil/istorija-kupovine/1024');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stranica nije pronađena' })).toBeTruthy();
  });
});
