import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCatalog, type FakeCatalog } from '../../msw/catalog-handlers';
import { openCatalog } from '../catalog/catalog-driver';

const recent = (id: number, name: string, slug: string) => ({
  id,
  name,
  slug,
  thumbnail: `/images/${slug}.svg`,
});
const POLAR = recent(1, 'Frižider Polar 300', 'frizider-polar-300');
const TORNADO = recent(4, 'Usisivač Tornado 2000', 'usisivac-tornado-2000');
const storedIds = () =>
  JSON.parse(localStorage.getItem('recently_viewed') ?? '[]').map((item: { id: number }) => item.id);
const recentSection = () => screen.findByRole('region', { name: 'Nedavno pregledano' });

/** The fake catalogue where the Polar fridge has the Tornado vacuum cleaner as an accessory. */
function linkedCatalog(): FakeCatalog {
  const catalog = aCatalog();
  return {
    ...catalog,
    entries: catalog.entries.map((entry) =>
      entry.product.id === 1 ? { ...entry, accessories: ['usisivac-tornado-2000'] } : entry,
    ),
  };
}

describe('recently viewed (product page and empty cart)', () => {
  it('the product page shows the products viewed before, newest first, without itself, and records itself first', async () => {
    localStorage.setItem('recently_viewed', JSON.stringify([TORNADO, POLAR]));
    openCatalog('/proizvod/frizider-polar-300');
    const section = await recentSection();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Usisivač Tornado 2000']);
    expect(within(section).getByRole('link').getAttribute('href')).toBe('/proizvod/usisivac-tornado-2000');
    await waitFor(() => expect(storedIds()).toEqual([1, 4]));
  });

  it('a first visit shows no list (nothing viewed before) and starts it', async () => {
    openCatalog('/proizvod/frizider-polar-300');
    await waitFor(() => expect(storedIds()).toEqual([1]));
    expect(screen.queryByRole('region', { name: 'Nedavno pregledano' })).toBeNull();
  });

  it('the empty cart shows the recently viewed products; "Obriši istoriju pregleda" forgets them', async () => {
    localStorage.setItem('recently_viewed', JSON.stringify([TORNADO, POLAR]));
    openCatalog('/korpa');
    const section = await recentSection();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Usisivač Tornado 2000', 'Frižider Polar 300']);
    within(section).getByRole('button', { name: 'Obriši istoriju pregleda' }).click();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Nedavno pregledano' })).toBeNull());
    expect(storedIds()).toEqual([]);
  });

  it('a stored list that is not the shop’s is read as empty', async () => {
    localStorage.setItem('recently_viewed', '{"nije": "lista"');
    openCatalog('/korpa');
    expect(await screen.findByText('Vaša korpa je prazna.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Nedavno pregledano' })).toBeNull();
  });
});

describe('related products and accessories on the product page', () => {
  it('"Dodatna oprema" lists the import’s accessories and "Slični proizvodi" the same category', async () => {
    openCatalog('/proizvod/frizider-polar-300', { catalog: linkedCatalog() });
    const accessories = await screen.findByRole('region', { name: 'Dodatna oprema' });
    expect(
      within(accessories).getByRole('heading', { level: 3, name: 'Usisivač Tornado 2000' }),
    ).toBeTruthy();
    const similar = screen.getByRole('region', { name: 'Slični proizvodi' });
    expect(
      within(similar)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Frižider Mraz Mini']);
    // Each can be put in the cart from there.
    expect(within(similar).getByRole('button', { name: /Dodaj u korpu/ })).toBeTruthy();
  });

  it('a product without links or neighbours shows neither section', async () => {
    openCatalog('/proizvod/ves-masina-talas-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veš mašina Talas 7' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Dodatna oprema' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Slični proizvodi' })).toBeNull();
  });
});
