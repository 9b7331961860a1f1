import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBackOffice } from '../../msw/admin-handlers';
import { callsTo, openBackOffice, screenTitled } from './back-office-driver';

const withStaff = () =>
  aBackOffice({
    staff: [
      {
        id: 1,
        email: 'jelena@prodavnica.rs',
        firstName: 'Jelena',
        lastName: 'Jović',
        role: 'admin',
        totpEnrolled: true,
        createdAt: '2026-10-01T08:00:00.000Z',
      },
      {
        id: 2,
        email: 'marko@prodavnica.rs',
        firstName: 'Marko',
        lastName: 'Marković',
        role: 'operator',
        totpEnrolled: false,
        createdAt: '2026-11-03T08:00:00.000Z',
      },
    ],
    audit: [
      {
        id: 9,
        at: '2026-11-27T10:15:00.000Z',
        staff: { id: 1, email: 'jelena@prodavnica.rs' },
        action: 'product.update',
        entity: 'product',
        entityId: '4',
        before: { price: 12990 },
        after: { price: 11990 },
        ip: '192.0.2.10',
      },
      {
        id: 8,
        at: '2026-11-26T09:00:00.000Z',
        staff: { id: 2, email: 'marko@prodavnica.rs' },
        action: 'order.ship',
        entity: 'order',
        entityId: '51-2026-001024',
        before: { fulfilment: 'confirmed' },
        after: { fulfilment: 'shipped' },
        ip: '192.0.2.11',
      },
    ],
  });

describe('Osoblje', () => {
  it('lists the staff, invites by e-mail with a role, and changes a role', async () => {
    const { user, office } = openBackOffice('/admin/osoblje', withStaff());
    const table = await screen.findByRole('table', { name: 'Osoblje prodavnice' });
    const marko = within(table).getByRole('row', { name: /Marko Marković/ });
    expect(marko.textContent).toContain('Nije podešena');
    expect(marko.textContent).toContain('3. novembra 2026.');

    const invite = screen.getByRole('form', { name: 'Pozivnica' });
    await user.type(within(invite).getByLabelText('E-adresa'), 'nije-adresa');
    await user.click(within(invite).getByRole('button', { name: 'Pošalji pozivnicu' }));
    expect(await within(invite).findByRole('textbox', { description: /e-adres/i })).toBeTruthy();
    expect(callsTo(office, 'adminStaffInvite')).toHaveLength(0);
    await user.clear(within(invite).getByLabelText('E-adresa'));
    await user.type(within(invite).getByLabelText('E-adresa'), 'nina@prodavnica.rs');
    await user.click(within(invite).getByRole('button', { name: 'Pošalji pozivnicu' }));
    expect(await within(invite).findByText('Pozivnica je poslata.')).toBeTruthy();
    expect(callsTo(office, 'adminStaffInvite')[0]!.body).toEqual({
      email: 'nina@prodavnica.rs',
      role: 'operator',
    });

    await user.selectOptions(within(marko).getByLabelText('Uloga: Marko Marković'), 'admin');
    await user.click(within(marko).getByRole('button', { name: 'Promeni' }));
    await waitFor(() => expect(callsTo(office, 'adminStaffRole')[0]?.body).toEqual({ role: 'admin' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Uloga: Marko Marković') as HTMLSelectElement).value).toBe('admin'),
    );
  });
});

describe('Dnevnik izmena', () => {
  it('shows who changed what, before and after, when and from where, filtered by kind in the URL', async () => {
    const { user, office } = openBackOffice('/admin/dnevnik', withStaff());
    await screenTitled('Dnevnik izmena');
    const table = await screen.findByRole('table', { name: 'Izmene osoblja, najnovije prve' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('27. novembra 2026.');
    expect(first.textContent).toContain('jelena@prodavnica.rs');
    expect(first.textContent).toContain('price: 12990');
    expect(first.textContent).toContain('price: 11990');
    expect(first.textContent).toContain('192.0.2.10');
    await user.selectOptions(screen.getByLabelText('Vrsta'), 'order');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(window.location.search).toBe('?entity=order');
    expect(new URL(callsTo(office, 'adminAudit').at(-1)!.url).searchParams.get('entity')).toBe('order');
  });
});

describe('Uvoz kataloga', () => {
  it('uploads the JSON file with a progress bar and says what it brought', async () => {
    const { user, office } = openBackOffice('/admin/uvoz', withStaff());
    await screenTitled('Uvoz kataloga');
    const catalogue = { categories: [{ name: 'Usisivači', slug: 'usisivaci' }], products: [] };
    await user.upload(
      screen.getByLabelText('Datoteka kataloga (.json)'),
      new File([JSON.stringify(catalogue)], 'katalog.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('Uvoz je završen: 1 kategorija i 0 proizvoda.')).toBeTruthy();
    expect(callsTo(office, 'adminCatalogImport')[0]!.body).toEqual(catalogue);
  });

  it('refuses a file that is not JSON before sending it', async () => {
    const { office } = openBackOffice('/admin/uvoz', withStaff());
    const user = userEvent.setup({ applyAccept: false });
    await screenTitled('Uvoz kataloga');
    await user.upload(
      screen.getByLabelText('Datoteka kataloga (.json)'),
      new File(['x'], 'slika.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Izaberite JSON datoteku kataloga.')).toBeTruthy();
    expect(callsTo(office, 'adminCatalogImport')).toHaveLength(0);
  });
});
