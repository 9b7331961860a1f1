import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPromo } from '../../../contract/promo';
import { ORDER_ID, anAdminOrder } from '../../msw/admin-fixtures';
import { aBackOffice } from '../../msw/admin-handlers';
import { anOrder } from '../../msw/order-history-handlers';
import { callsTo, openBackOffice } from './back-office-driver';

const zima: AdminPromo = {
  id: 1,
  code: 'ZIMA10',
  kind: 'percent',
  value: 10,
  minOrder: 5_000,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
  uses: 7,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('Kodovi za popust', () => {
  it('lists the codes with their uses, creates one with the contract’s checks, and switches one off', async () => {
    const { user, office } = openBackOffice('/admin/kodovi', aBackOffice({ promos: [zima] }));
    const table = await screen.findByRole('table', { name: 'Kodovi za popust' });
    const row = within(table).getByRole('row', { name: /ZIMA10/ });
    expect(row.textContent).toContain('10\u00a0%');
    expect(row.textContent).toContain('5.000\u00a0RSD');
    expect(row.textContent).toContain('1. decembra 2026. – 31. decembra 2026.');
    expect(row.textContent).toContain('7 / 100');

    const form = screen.getByRole('form', { name: 'Novi kod za popust' });
    await user.type(within(form).getByLabelText('Kod'), 'leto');
    await user.type(within(form).getByLabelText('Popust'), '150');
    await user.type(within(form).getByLabelText('Važi od'), '2027-06-01');
    await user.type(within(form).getByLabelText('Važi do'), '2027-06-30');
    await user.click(within(form).getByRole('button', { name: 'Napravi kod' }));
    expect(await within(form).findByText('Procenat može biti najviše 100.')).toBeTruthy();
    expect(callsTo(office, 'adminPromoCreate')).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Vrsta popusta'), 'amount');
    await user.click(within(form).getByRole('button', { name: 'Napravi kod' }));
    expect(await within(form).findByText('Kod je napravljen.')).toBeTruthy();
    expect(callsTo(office, 'adminPromoCreate').at(-1)!.body).toEqual({
      code: 'LETO',
      kind: 'amount',
      value: 150,
      minOrder: 0,
      validFrom: '2027-06-01',
      validTo: '2027-06-30',
      maxUses: null,
      maxUsesPerCustomer: null,
    });
    expect(await within(table).findByRole('row', { name: /LETO/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Isključi kod ZIMA10' }));
    expect(await within(table).findByText('Isključen')).toBeTruthy();
    expect(callsTo(office, 'adminPromoDeactivate')).toHaveLength(1);
  });
});

describe('an order placed with a promo code, in the back office', () => {
  it('shows the code and its discount above shipping and the total', async () => {
    const order = anOrder({ id: ORDER_ID, promoCode: 'ZIMA10', discount: 1_000, shipping: 0, total: 27_970 });
    openBackOffice(`/admin/porudzbine/${ORDER_ID}`, aBackOffice({ orders: [anAdminOrder({ order })] }));
    const items = await screen.findByRole('table', { name: 'Stavke porudžbine' });
    const row = within(items).getByRole('row', { name: /Popust \(kod ZIMA10\)/ });
    expect(row.textContent).toContain('−1.000\u00a0RSD');
  });
});
