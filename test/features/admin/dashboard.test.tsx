import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrder, anAdminProduct } from '../../msw/admin-fixtures';
import { aBackOffice } from '../../msw/admin-handlers';
import { openBackOffice, screenTitled } from './back-office-driver';

describe('Kontrolna tabla', () => {
  it("shows today's orders and revenue, what waits for staff, and the 30 days' revenue as a chart and a table", async () => {
    const office = aBackOffice({
      orders: [anAdminOrder({ lifecycle: { fulfilment: 'placed', payment: 'awaitingPayment' } })],
      products: [anAdminProduct({ stock: 2 }), anAdminProduct({ id: 5, stock: 40 })],
    });
    openBackOffice('/admin', office);
    await screenTitled('Kontrolna tabla');
    expect(document.title).toBe('Kontrolna tabla | Administracija');
    const today = (await screen.findByText('Danas')).parentElement!;
    expect(today.textContent).toContain('3 porudžbine');
    expect(today.textContent).toContain('45.970\u00a0RSD');
    const cards = screen.getAllByRole('listitem').filter((item) => item.closest('.admin-cards'));
    expect(cards.map((card) => card.textContent)).toEqual([
      'Danas3 porudžbine45.970\u00a0RSD',
      'Uplate na čekanju1Pogledajte uplate',
      'Zahtevi za odustanak0Pogledajte odustanke',
      'Niske zalihe1 proizvodPogledajte zalihe',
    ]);
    expect(screen.getByRole('link', { name: 'Pogledajte uplate' }).getAttribute('href')).toBe(
      '/admin/uplate',
    );

    const table = screen.getByRole('table', { name: 'Porudžbine i prihod po danima, poslednjih 30 dana' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0]!.textContent).toBe('2. novembra 2026.0' + '0\u00a0RSD');
    expect(rows[1]!.textContent).toBe('3. novembra 2026.1' + '12.990\u00a0RSD');
    // The chart draws the same days (recharts' SVG, hidden from screen readers: the table says it).
    expect(document.querySelectorAll('.admin-chart .recharts-bar-rectangle').length).toBeGreaterThan(0);
  });
});
