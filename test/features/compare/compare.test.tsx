import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareTexts } from '../../../contract/compare';
import { formatRsd } from '../../../contract/format';
import { aCatalog, type CatalogEntry, type FakeCatalog } from '../../msw/catalog-handlers';
import { aProduct, CART_ID } from '../../msw/fixtures';
import { aVisitor, expectUrl, openCatalog } from '../catalog/catalog-driver';

const CATEGORY_IDS: Record<string, number> = { frizideri: 11, 'ves-masine': 12, usisivaci: 21 };

/** The fake catalogue with each product's category id (the comparison takes one category), three more fridges and attributes. */
function comparableCatalog(): FakeCatalog {
  const catalog = aCatalog();
  const more: CatalogEntry[] = [6, 7, 8].map((id) => ({
    category: 'frizideri',
    product: aProduct({ id, name: `Frižider Sever ${id}`, slug: `frizider-sever-${id}`, brand: 'Sever' }),
  }));
  const attributes: Record<number, { name: string; value: string }[]> = {
    1: [
      { name: 'Ukupna zapremina', value: '300 l' },
      { name: 'Energetski razred', value: 'E' },
      { name: 'No Frost', value: 'Da' },
    ],
    2: [
      { name: 'Ukupna zapremina', value: '90 l' },
      { name: 'Energetski razred', value: 'E' },
    ],
  };
  const entries = [...catalog.entries, ...more].map((entry) => ({
    ...entry,
    product: { ...entry.product, categoryId: CATEGORY_IDS[entry.category]! },
    detail: {
      ...entry.detail,
      attributes: (attributes[entry.product.id] ?? []).map((line) => ({
        ...line,
        key: line.name,
        // No section: these rows are compared ungrouped (the table's group headings are columnheaders too).
        group: '',
        type: 'text' as const,
      })),
    },
  }));
  return { ...catalog, entries };
}

const toggle = (name: string) => screen.findByRole('button', { name: `Uporedi: ${name}` });
/** The toggle once the browser's list is read (before, it is disabled). */
async function readyToggle(name: string) {
  const button = await toggle(name);
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}
const bar = () => screen.getByRole('region', { name: 'Poređenje proizvoda' });
const stored = () =>
  JSON.parse(localStorage.getItem('compare_products') ?? '[]').map((item: { id: number }) => item.id);

describe('comparison: the Uporedi toggle and the floating bar', () => {
  it('adds products from the listing; the bar shows them, links to /uporedi with their ids, and they are stored', async () => {
    const user = userEvent.setup();
    openCatalog('/proizvodi/frizideri', { catalog: comparableCatalog() });
    await user.click(await readyToggle('Frižider Polar 300'));
    await user.click(await readyToggle('Frižider Mraz Mini'));
    expect((await toggle('Frižider Polar 300')).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(bar()).getByText('Izabrano 2 proizvoda od 4')).toBeTruthy());
    expect(within(bar()).getByRole('link', { name: 'Uporedi' }).getAttribute('href')).toBe(
      '/uporedi?proizvodi=1,2',
    );
    expect(stored()).toEqual([1, 2]);
    // Pressed again, it takes the product out.
    await user.click(await toggle('Frižider Polar 300'));
    await waitFor(() => expect(stored()).toEqual([2]));
    expect((await toggle('Frižider Polar 300')).getAttribute('aria-pressed')).toBe('false');
    // The bar's "×" too, and "Isprazni" empties it (and hides it).
    await user.click(within(bar()).getByRole('button', { name: 'Ukloni iz poređenja: Frižider Mraz Mini' }));
    await waitFor(() => expect(stored()).toEqual([]));
    expect(document.querySelector<HTMLElement>('.compare-bar')!.hidden).toBe(true);
  });

  it('refuses a fifth product and one of another category, saying why in Serbian', async () => {
    const user = userEvent.setup();
    openCatalog('/proizvodi', { catalog: comparableCatalog() });
    for (const name of ['Frižider Polar 300', 'Frižider Mraz Mini', 'Frižider Sever 6'])
      await user.click(await readyToggle(name));
    await user.click(await readyToggle('Usisivač Tornado 2000'));
    await waitFor(() =>
      expect(within(bar()).getByRole('status').textContent).toContain(compareTexts.otherCategory),
    );
    expect(stored()).toEqual([1, 2, 6]);
    await user.click(await readyToggle('Frižider Sever 7'));
    await user.click(await readyToggle('Frižider Sever 8'));
    await waitFor(() => expect(within(bar()).getByRole('status').textContent).toContain(compareTexts.full));
    expect(stored()).toEqual([1, 2, 6, 7]);
    await user.click(within(bar()).getByRole('button', { name: 'U redu' }));
    expect(within(bar()).getByRole('status').textContent).toBe('');
  });

  it('the list survives a reload: a stored list shows in the bar and presses its toggles', async () => {
    const polar = {
      id: 1,
      name: 'Frižider Polar 300',
      slug: 'frizider-polar-300',
      thumbnail: '/p.svg',
      categoryId: 11,
    };
    localStorage.setItem('compare_products', JSON.stringify([polar]));
    openCatalog('/proizvodi/frizideri', { catalog: comparableCatalog() });
    await waitFor(async () =>
      expect((await toggle('Frižider Polar 300')).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(bar()).getByText('Frižider Polar 300')).toBeTruthy();
  });

  it('the product page has the toggle too', async () => {
    const user = userEvent.setup();
    openCatalog('/proizvod/frizider-mraz-mini', { catalog: comparableCatalog() });
    await user.click(await readyToggle('Frižider Mraz Mini'));
    await waitFor(() => expect(stored()).toEqual([2]));
    expect(within(bar()).getByText('Izabrano 1 proizvod od 4')).toBeTruthy();
  });
});

describe('comparison page /uporedi?proizvodi=', () => {
  it('shows the products of the address side by side, marking the rows that differ', async () => {
    openCatalog('/uporedi?proizvodi=1,2', { catalog: comparableCatalog() });
    const table = await screen.findByRole('table');
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => within(column).getByRole('link').textContent)).toEqual([
      'Frižider Polar 300',
      'Frižider Mraz Mini',
    ]);
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .closest('tr')!;
    expect(row('Ukupna zapremina').className).toContain('differs');
    expect(row('Ukupna zapremina').textContent).toContain('(razlikuje se)');
    expect(row('Energetski razred').className).not.toContain('differs');
    // A product without an attribute differs from one with it, and shows a dash.
    expect(
      within(row('No Frost'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Da', '—']);
    // The page's products become the list.
    await waitFor(() => expect(stored()).toEqual([1, 2]));
  });

  it('"Prikaži samo razlike" hides the rows that are the same, and shows them again when cleared', async () => {
    const user = userEvent.setup();
    openCatalog('/uporedi?proizvodi=1,2', { catalog: comparableCatalog() });
    await screen.findByRole('table');
    const rowNames = () => screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(rowNames()).toEqual([
      'Ukupna zapremina (razlikuje se)',
      'Energetski razred',
      'No Frost (razlikuje se)',
    ]);
    const only = screen.getByRole('checkbox', { name: 'Prikaži samo razlike' });
    await user.click(only);
    expect(only).toHaveProperty('checked', true);
    expect(rowNames()).toEqual(['Ukupna zapremina (razlikuje se)', 'No Frost (razlikuje se)']);
    await user.click(only);
    expect(only).toHaveProperty('checked', false);
    expect(rowNames()).toEqual([
      'Ukupna zapremina (razlikuje se)',
      'Energetski razred',
      'No Frost (razlikuje se)',
    ]);
  });

  it('each column shows what the shopper needs to buy: price, energy class, stock and "Dodaj u korpu"', async () => {
    const catalog = comparableCatalog();
    const sever = catalog.entries.find((entry) => entry.product.id === 6)!;
    sever.product = { ...sever.product, stock: 0 };
    const shop = aVisitor();
    const { user } = openCatalog('/uporedi?proizvodi=1,2,6', { shop, catalog });
    const table = await screen.findByRole('table');
    const [polar, mraz, empty] = within(table).getAllByRole('columnheader');
    // Polar 54.990 RSD, not discounted; Mraz 21.990 RSD instead of 24.990 RSD.
    expect(polar!.querySelector('.price')!.textContent).toBe(formatRsd(54_990));
    expect(polar!.querySelector('s')).toBeNull();
    expect(mraz!.querySelector('.price-now')!.textContent).toBe(formatRsd(21_990));
    expect(mraz!.querySelector('s.price-old')!.textContent).toBe(`Prethodna cena: ${formatRsd(24_990)}`);
    // The energy label's class where the product has one.
    expect(within(polar!).getByText('Energetski razred').parentElement!.textContent).toBe(
      'Energetski razred A',
    );
    expect(within(mraz!).getByText('Energetski razred').parentElement!.textContent).toBe(
      'Energetski razred B',
    );
    expect(empty!.querySelector('.energy-badge')).toBeNull();
    // Sold out: the card's unavailable state, nothing to press.
    expect(within(empty!).getByText('Nema na stanju', { selector: 'p' })).toBeTruthy();
    expect(within(empty!).getByRole('button', { name: 'Nema na stanju' })).toHaveProperty('disabled', true);
    expect(within(empty!).queryByRole('button', { name: /^Dodaj u korpu/ })).toBeNull();
    // "Dodaj u korpu" adds through the cart, as a card does.
    await user.click(within(polar!).getByRole('button', { name: 'Dodaj u korpu: Frižider Polar 300' }));
    expect(await within(polar!).findByText('Dodato u korpu.')).toBeTruthy();
    expect(shop.carts.get(CART_ID)!.items.map((item) => [item.product.id, item.quantity])).toEqual([[1, 1]]);
    expect(await screen.findByRole('link', { name: 'Korpa, 1 komad' })).toBeTruthy();
  });

  it('removing a product keeps the address in step with what is compared', async () => {
    const user = userEvent.setup();
    openCatalog('/uporedi?proizvodi=1,2', { catalog: comparableCatalog() });
    await screen.findByRole('table');
    await waitFor(() => expect(stored()).toEqual([1, 2]));
    await user.click(screen.getByRole('button', { name: 'Ukloni iz poređenja: Frižider Polar 300' }));
    await expectUrl('/uporedi', '?proizvodi=2');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Frižider Polar 300' })).toBeNull());
  });

  it('an address with unknown ids or another category shows the valid ones and says so', async () => {
    openCatalog('/uporedi?proizvodi=1,4,999', { catalog: comparableCatalog() });
    await screen.findByRole('table');
    expect(screen.getByText(compareTexts.missing)).toBeTruthy();
    expect(screen.getByText(compareTexts.otherCategoryDropped)).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    // The list becomes what is shown; the address stays as shared, with its notices.
    await waitFor(() => expect(stored()).toEqual([1]));
    expect(screen.getByText(compareTexts.missing)).toBeTruthy();
  });

  it('an address naming no product id, or only unknown ones, says so in Serbian', async () => {
    openCatalog('/uporedi?proizvodi=abc,-1', { catalog: comparableCatalog() });
    expect(await screen.findByText(compareTexts.noneChosen)).toBeTruthy();
  });

  it('an address naming only unknown products shows none', async () => {
    openCatalog('/uporedi?proizvodi=998,999', { catalog: comparableCatalog() });
    expect(await screen.findByText('Nijedan od ovih proizvoda nije pronađen.')).toBeTruthy();
  });
});
