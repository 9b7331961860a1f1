import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAdminProduct } from '../../msw/admin-fixtures';
import { aBackOffice } from '../../msw/admin-handlers';
import { callsTo, openBackOffice, screenTitled } from './back-office-driver';

const categories = () => [
  { id: 1, name: 'Mali kućni aparati', slug: 'mali-kucni-aparati', parentId: null, productCount: 12 },
  { id: 2, name: 'Usisivači', slug: 'usisivaci', parentId: 1, productCount: 5 },
  { id: 3, name: 'Televizori', slug: 'televizori', parentId: null, productCount: 21 },
];
const catalogue = () =>
  aBackOffice({
    products: [
      anAdminProduct(),
      anAdminProduct({ id: 5, name: 'Frižider Polar', slug: 'frizider-polar', brand: 'Polar', stock: 3 }),
    ],
    categories: categories(),
  });

describe('Proizvodi', () => {
  it('lists the products; search and the low-stock filter live in the URL', async () => {
    const { user, office } = openBackOffice('/admin/proizvodi', catalogue());
    expect(await screen.findByRole('table', { name: 'Proizvodi: 2 proizvoda' })).toBeTruthy();
    await user.click(screen.getByLabelText('Samo niske zalihe'));
    expect(await screen.findByRole('table', { name: 'Proizvodi: 1 proizvod' })).toBeTruthy();
    expect(window.location.search).toBe('?lowStock=true');
    expect(screen.getByRole('link', { name: 'Frižider Polar' })).toBeTruthy();
    await user.type(screen.getByLabelText('Pretraga'), 'tornado');
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(window.location.search).toBe('?q=tornado&lowStock=true'));
    expect(new URL(callsTo(office, 'adminProductList').at(-1)!.url).searchParams.get('q')).toBe('tornado');
  });

  it("the search box holds the URL's term: a search trims it, and Back brings the last term back", async () => {
    const { user } = openBackOffice('/admin/proizvodi?q=polar', catalogue());
    const search = (await screen.findByLabelText('Pretraga')) as HTMLInputElement;
    expect(search.value).toBe('polar');
    await user.clear(search);
    await user.type(search, '  tornado ');
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(window.location.search).toBe('?q=tornado'));
    expect((screen.getByLabelText('Pretraga') as HTMLInputElement).value).toBe('tornado');
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?q=polar'));
    await waitFor(() => expect((screen.getByLabelText('Pretraga') as HTMLInputElement).value).toBe('polar'));
  });

  it("edits a product with the contract's checks: a discount above the price is refused, then the fields are saved", async () => {
    const { user, office } = openBackOffice('/admin/proizvodi/4', catalogue());
    await screenTitled('Usisivač Tornado 2000');
    const form = screen.getByRole('form', { name: 'Izmena proizvoda' });
    expect((within(form).getByLabelText('Kategorija') as HTMLSelectElement).value).toBe('2');
    const discount = within(form).getByLabelText(/Akcijska cena/);
    await user.clear(discount);
    await user.type(discount, '13990');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj izmene' }));
    expect(await within(form).findByText('Akcijska cena mora biti manja od cene.')).toBeTruthy();
    expect(document.activeElement).toBe(discount);
    const stock = within(form).getByLabelText('Stanje (komada)');
    await user.clear(stock);
    await user.type(stock, '-1');
    await user.clear(discount);
    await user.type(discount, '10990');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj izmene' }));
    expect(await within(form).findByText('Stanje ne može biti negativno.')).toBeTruthy();
    expect(callsTo(office, 'adminProductUpdate')).toHaveLength(0);

    await user.clear(stock);
    await user.type(stock, '9');
    await user.click(within(form).getByLabelText('Dostupan za prodaju'));
    // A discount needs its days, at most 31 of them, the last not before the first.
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj izmene' }));
    expect(await within(form).findByText('Unesite datum početka akcije.')).toBeTruthy();
    const from = within(form).getByLabelText('Akcija od');
    const until = within(form).getByLabelText('Akcija do');
    await user.type(from, '2026-12-01');
    await user.type(until, '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj izmene' }));
    expect(await within(form).findByText('Akcija može trajati najviše 31 dan.')).toBeTruthy();
    await user.clear(until);
    await user.type(until, '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj izmene' }));
    expect(await within(form).findByText('Akcija ne može da se završi pre nego što počne.')).toBeTruthy();
    expect(callsTo(office, 'adminProductUpdate')).toHaveLength(0);
    await user.clear(until);
    await user.type(until, '2026-12-31');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj izmene' }));
    expect(await within(form).findByText('Izmene su sačuvane.')).toBeTruthy();
    expect(callsTo(office, 'adminProductUpdate')[0]!.body).toEqual({
      name: 'Usisivač Tornado 2000',
      description: 'Snažan usisivač bez kese.',
      categoryId: 2,
      brand: 'Tornado',
      price: 12_990,
      discountPrice: 10_990,
      discountFrom: '2026-12-01',
      discountUntil: '2026-12-31',
      shippingPrice: 0,
      stock: 9,
      available: false,
    });
  });

  it('uploads a photo with its preview, refuses one over 10 MB before sending, and removes one', async () => {
    const { user, office } = openBackOffice('/admin/proizvodi/4', catalogue());
    await screenTitled('Usisivač Tornado 2000');
    const photos = screen.getByRole('region', { name: 'Fotografije' });
    expect(within(photos).getAllByRole('img', { name: 'Usisivač Tornado 2000' })).toHaveLength(1);

    const input = within(photos).getByLabelText(/Nova fotografija/);
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'ogromna.jpg', { type: 'image/jpeg' });
    await user.upload(input, huge);
    expect(await within(photos).findByText('Slika je veća od 10 MB. Izaberite manju.')).toBeTruthy();
    expect(callsTo(office, 'adminProductImageAdd')).toHaveLength(0);

    await user.upload(input, new File(['jpeg'], 'bocno.jpg', { type: 'image/jpeg' }));
    expect(await within(photos).findByText('Fotografija je dodata.')).toBeTruthy();
    expect(callsTo(office, 'adminProductImageAdd')).toHaveLength(1);
    await waitFor(() =>
      expect(within(photos).getAllByRole('img', { name: 'Usisivač Tornado 2000' })).toHaveLength(2),
    );

    await user.click(within(photos).getAllByRole('button', { name: 'Ukloni' })[0]!);
    await waitFor(() =>
      expect(within(photos).getAllByRole('img', { name: 'Usisivač Tornado 2000' })).toHaveLength(1),
    );
    expect(callsTo(office, 'adminProductImageRemove')[0]!.url).toMatch(
      /\/api\/admin\/products\/4\/images\/11$/,
    );
  });
});

describe('Pregled fotografije', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it('previews the file chosen last and lets go of the earlier preview', async () => {
    const revoked: string[] = [];
    Object.assign(URL, {
      createObjectURL: (file: File) => `blob:${file.name}`,
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const { user } = openBackOffice('/admin/proizvodi/4', catalogue());
    await screenTitled('Usisivač Tornado 2000');
    const photos = screen.getByRole('region', { name: 'Fotografije' });
    expect(within(photos).queryByRole('img', { name: 'Pregled izabrane fotografije' })).toBeNull();
    const input = within(photos).getByLabelText(/Nova fotografija/);
    await user.upload(input, new File(['jpeg'], 'bocno.jpg', { type: 'image/jpeg' }));
    expect(await within(photos).findByText('Fotografija je dodata.')).toBeTruthy();
    const preview = () => within(photos).getByRole('img', { name: 'Pregled izabrane fotografije' });
    expect(preview().getAttribute('src')).toBe('blob:bocno.jpg');
    await user.upload(input, new File(['png'], 'spreda.png', { type: 'image/png' }));
    await waitFor(() => expect(preview().getAttribute('src')).toBe('blob:spreda.png'));
    expect(revoked).toEqual(['blob:bocno.jpg']);
  });
});

describe('Kategorije', () => {
  it('shows the tree, adds a category under another, renames one and moves one', async () => {
    const { user, office } = openBackOffice('/admin/kategorije', catalogue());
    const tree = await screen.findByRole('list', { name: 'Stablo kategorija' });
    expect(
      within(tree)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual(['Mali kućni aparati (12 proizvoda)', 'Usisivači (5 proizvoda)', 'Televizori (21 proizvod)']);

    const create = screen.getByRole('form', { name: 'Nova kategorija' });
    await user.click(within(create).getByRole('button', { name: 'Dodaj kategoriju' }));
    expect(await within(create).findByText('Unesite naziv kategorije.')).toBeTruthy();
    await user.type(within(create).getByLabelText('Naziv nove kategorije'), 'Blenderi');
    await user.selectOptions(within(create).getByLabelText('Nadređena kategorija'), '1');
    await user.click(within(create).getByRole('button', { name: 'Dodaj kategoriju' }));
    expect(await within(create).findByText('Kategorija je dodata.')).toBeTruthy();
    expect(callsTo(office, 'adminCategoryCreate')[0]!.body).toEqual({ name: 'Blenderi', parentId: 1 });
    expect(await within(tree).findByText('Blenderi')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Preimenuj: Televizori' }));
    const rename = screen.getByLabelText('Novi naziv za „Televizori“');
    await user.clear(rename);
    await user.type(rename, 'TV i video');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Kategorija je sačuvana.')).toBeTruthy();
    expect(callsTo(office, 'adminCategoryUpdate')[0]!.body).toEqual({ name: 'TV i video' });

    await user.click(screen.getByRole('button', { name: 'Premesti: Usisivači' }));
    const move = screen.getByLabelText('Premesti „Usisivači“ u');
    // Not under itself.
    expect(within(move).queryByRole('option', { name: 'Usisivači' })).toBeNull();
    await user.selectOptions(move, '');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(callsTo(office, 'adminCategoryUpdate')[1]?.body).toEqual({ parentId: null }));
  });

  it("edits one category at a time in place: another's button moves the form there, Odustani closes it", async () => {
    const { user, office } = openBackOffice('/admin/kategorije', catalogue());
    await screen.findByRole('list', { name: 'Stablo kategorija' });
    await user.click(screen.getByRole('button', { name: 'Preimenuj: Televizori' }));
    expect(screen.getByLabelText('Novi naziv za „Televizori“')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Premesti: Usisivači' }));
    expect(screen.queryByLabelText('Novi naziv za „Televizori“')).toBeNull();
    expect(screen.getByLabelText('Premesti „Usisivači“ u')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preimenuj: Usisivači' }));
    expect(screen.queryByLabelText('Premesti „Usisivači“ u')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Odustani' }));
    expect(screen.queryByLabelText('Novi naziv za „Usisivači“')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sačuvaj' })).toBeNull();
    expect(callsTo(office, 'adminCategoryUpdate')).toHaveLength(0);
  });
});

describe('Zalihe', () => {
  it('lists the low stock and sets a stock in place with the stock the row showed; a change meanwhile reloads the row', async () => {
    const office = catalogue();
    const { user } = openBackOffice('/admin/zalihe', office);
    const table = await screen.findByRole('table', { name: 'Niske zalihe: 1 proizvod' });
    const input = within(table).getByLabelText('Novo stanje za Frižider Polar');
    await user.clear(input);
    await user.type(input, '-2');
    await user.click(within(table).getByRole('button', { name: 'Sačuvaj' }));
    expect(await within(table).findByText('Stanje ne može biti negativno.')).toBeTruthy();

    // Another operator sets it to 4 meanwhile.
    office.products[1]!.stock = 4;
    await user.clear(input);
    await user.type(input, '25');
    await user.click(within(table).getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByText('Stanje je u međuvremenu promenjeno. Proverite novo stanje.'),
    ).toBeTruthy();
    expect(callsTo(office, 'adminProductStock')[0]!.body).toEqual({ stock: 25, expectedStock: 3 });
    // The list is read again: the row shows 4, still says why, and sends 4 as the stock it saw.
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('cell')[1]!.textContent).toBe('4'),
    );
    expect(screen.getByText('Stanje je u međuvremenu promenjeno. Proverite novo stanje.')).toBeTruthy();
    const fresh = screen.getByLabelText('Novo stanje za Frižider Polar');
    await user.clear(fresh);
    await user.type(fresh, '25');
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(callsTo(office, 'adminProductStock')[1]?.body).toEqual({ stock: 25, expectedStock: 4 }),
    );
    expect(await screen.findByRole('table', { name: 'Niske zalihe: 0 proizvoda' })).toBeTruthy();
  });
});
