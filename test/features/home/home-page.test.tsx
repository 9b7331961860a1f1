import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCatalog } from '../../msw/catalog-handlers';
import { aProduct, CART_ID } from '../../msw/fixtures';
import { aVisitor, currentUrl, renderShop } from '../layout/layout-driver';

const section = (name: string) => screen.findByRole('region', { name });
const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/** Holds the product lists back until the test lets them through. */
function heldProductLists() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Answering nothing passes the request on to the fake catalogue.
  const handler = handle(routes.productList, async () => {
    await released;
  });
  return { handler, release };
}

describe('home page / (categories, discounted products, new arrivals)', () => {
  it("states the shop's promises: free delivery from 5.000 RSD, cash on delivery, 14 days to return", async () => {
    renderShop('/');
    const promises = await screen.findByRole('list', { name: 'Zašto kupovati kod nas' });
    expect(
      within(promises)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Besplatna dostava za porudžbine od 5.000\u00a0RSD',
      'Plaćanje pouzećem ili uplatnicom, bez kartice',
      '14 dana za povraćaj bez navođenja razloga',
    ]);
    expect(within(promises).getByRole('link', { name: 'bez navođenja razloga' }).getAttribute('href')).toBe(
      '/uslovi-koriscenja',
    );
  });

  it('holds the space of the product rows while they load, then shows the products', async () => {
    const held = heldProductLists();
    renderShop('/', { handlers: [held.handler] });
    const sale = await section('Akcija');
    expect(within(sale).getByText('Učitavanje proizvoda…')).toBeTruthy();
    expect(within(sale).getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(0);
    held.release();
    expect(await within(sale).findByRole('article', { name: 'Frižider Mraz Mini' })).toBeTruthy();
    expect(within(sale).queryByText('Učitavanje proizvoda…')).toBeNull();
  });

  it('shows the top categories with their product counts in Serbian plural and their subcategories', async () => {
    const catalog = aCatalog();
    catalog.categories[0]!.productCount = 1;
    catalog.categories[1]!.productCount = 5;
    renderShop('/', { catalog });
    const categories = await section('Kategorije');
    const tiles = await within(categories).findAllByRole('heading', { level: 3 });
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Bela tehnika', 'Mali kućni aparati']);
    expect(within(categories).getByText('1 proizvod')).toBeTruthy();
    expect(within(categories).getByText('5 proizvoda')).toBeTruthy();
    expect(within(categories).getByRole('link', { name: 'Frižideri' }).getAttribute('href')).toBe(
      '/proizvodi/frizideri',
    );
    expect(within(categories).getByRole('link', { name: 'Bela tehnika' }).getAttribute('href')).toBe(
      '/proizvodi/bela-tehnika',
    );
  });

  it('"Akcija" shows only discounted products in stock, with the old price struck through', async () => {
    renderShop('/');
    const sale = await section('Akcija');
    await within(sale).findAllByRole('article');
    expect(cardNames(sale)).toEqual(['Frižider Mraz Mini', 'Usisivač Čistač Lux']);
    const card = within(sale).getByRole('article', { name: 'Usisivač Čistač Lux' });
    expect(within(card).getByText('2.990 RSD')).toBeTruthy();
    expect(within(card).getByText('3.490 RSD').closest('s')).toBeTruthy();
  });

  it('"Akcija" reads the sale list, not a page of popular products: a discount past the first 60 shows', async () => {
    const catalog = aCatalog();
    const plain = Array.from({ length: 60 }, (_, index) => ({
      category: 'usisivaci',
      product: aProduct({ id: 100 + index, name: `Usisivač Vihor ${index + 1}`, slug: `vihor-${index + 1}` }),
    }));
    catalog.entries = [...plain, ...catalog.entries];
    renderShop('/', { catalog });
    const sale = await section('Akcija');
    await within(sale).findAllByRole('article');
    expect(cardNames(sale)).toEqual(['Frižider Mraz Mini', 'Usisivač Čistač Lux']);
  });

  it('"Svi proizvodi na akciji" opens the sale page /akcija, "Akcija", each card with its last day', async () => {
    const { user } = renderShop('/');
    const sale = await section('Akcija');
    const more = within(sale).getByRole('link', { name: 'Svi proizvodi na akciji' });
    expect(more.getAttribute('href')).toBe('/akcija');
    await user.click(more);
    expect(await screen.findByRole('heading', { level: 1, name: 'Akcija' })).toBeTruthy();
    expect(currentUrl()).toBe('/akcija');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('article')
          .map((card) => within(card).queryByText(/^Akcija traje do/)?.textContent),
      ).toEqual(['Akcija traje do 15. decembra 2026.', 'Akcija traje do 3. januara 2027.']),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('article')
          .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
      ).toEqual(['Frižider Mraz Mini', 'Usisivač Čistač Lux']),
    );
  });

  it('"Novo u ponudi" shows the newest products in stock first', async () => {
    renderShop('/');
    const newest = await section('Novo u ponudi');
    await within(newest).findAllByRole('article');
    expect(cardNames(newest)).toEqual([
      'Usisivač Čistač Lux',
      'Usisivač Tornado 2000',
      'Frižider Mraz Mini',
      'Frižider Polar 300',
    ]);
  });

  it('a card adds its product to the cart, which the server then holds', async () => {
    const shop = aVisitor();
    const { user } = renderShop('/', { shop });
    const newest = await section('Novo u ponudi');
    await user.click(
      await within(newest).findByRole('button', { name: 'Dodaj u korpu: Usisivač Tornado 2000' }),
    );
    await waitFor(() => expect(shop.carts.get(CART_ID)!.items.map((item) => item.product.id)).toEqual([4]));
    expect(await screen.findByRole('link', { name: 'Korpa, 1 komad' })).toBeTruthy();
  });

  it('a card opens its product page', async () => {
    const { user } = renderShop('/');
    const sale = await section('Akcija');
    await user.click(await within(sale).findByRole('link', { name: /Frižider Mraz Mini/ }));
    expect(currentUrl()).toBe('/proizvod/frizider-mraz-mini');
  });

  it('when the products cannot be loaded, says so and loads them again on "Pokušajte ponovo"', async () => {
    const catalog = aCatalog({ failing: ['GET /api/products'] });
    const { user } = renderShop('/', { catalog });
    const sale = await section('Akcija');
    const alert = await within(sale).findByRole('alert');
    expect(alert.textContent).toContain('Došlo je do greške na serveru. Pokušajte ponovo.');
    catalog.failing.length = 0;
    await user.click(within(alert).getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await within(sale).findByRole('article', { name: 'Frižider Mraz Mini' })).toBeTruthy();
    expect(within(sale).queryByRole('alert')).toBeNull();
  });

  it('when the categories cannot be loaded, says so and loads them again on "Pokušajte ponovo"', async () => {
    const catalog = aCatalog({ failing: ['GET /api/categories'] });
    const { user } = renderShop('/', { catalog });
    const categories = await section('Kategorije');
    const alert = await within(categories).findByRole('alert');
    catalog.failing.length = 0;
    await user.click(within(alert).getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await within(categories).findByRole('link', { name: 'Bela tehnika' })).toBeTruthy();
  });

  it('an empty shop says there is nothing on sale, nothing new and no categories yet', async () => {
    renderShop('/', { catalog: aCatalog({ categories: [], entries: [] }) });
    expect(
      await within(await section('Akcija')).findByText('Trenutno nema proizvoda na akciji.'),
    ).toBeTruthy();
    expect(await within(await section('Novo u ponudi')).findByText('Još nema novih proizvoda.')).toBeTruthy();
    expect(await within(await section('Kategorije')).findByText('Kategorije još nisu dodate.')).toBeTruthy();
  });

  it('with no discounted product the sale row is empty while new arrivals still show', async () => {
    const catalog = aCatalog({
      entries: [{ category: 'usisivaci', product: aProduct({ id: 4, name: 'Usisivač Tornado 2000' }) }],
    });
    renderShop('/', { catalog });
    expect(
      await within(await section('Akcija')).findByText('Trenutno nema proizvoda na akciji.'),
    ).toBeTruthy();
    expect(
      await within(await section('Novo u ponudi')).findByRole('article', { name: 'Usisivač Tornado 2000' }),
    ).toBeTruthy();
  });
});
