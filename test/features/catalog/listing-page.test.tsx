import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalog } from '../../msw/catalog-handlers';
import { aCartItem, CART_ID } from '../../msw/fixtures';
import {
  aBigCatalog,
  aVisitor,
  expectProducts,
  expectUrl,
  heldRequests,
  openCatalog,
  shownProducts,
  slow,
} from './catalog-driver';

const ALL = [
  'Frižider Polar 300',
  'Frižider Mraz Mini',
  'Veš mašina Talas 7',
  'Usisivač Tornado 2000',
  'Usisivač Čistač Lux',
];
const results = () => screen.getByRole('region', { name: 'Rezultati' });
const breadcrumbs = () => screen.getByRole('navigation', { name: 'Putanja' });

/** Counts the add-item calls and holds each a moment, so "Dodavanje…" can be seen; the fake shop answers. */
const addCalls = (calls: string[]) =>
  handle(routes.cartAddItem, async () => {
    calls.push('POST /api/cart/add-item');
    await delay(50);
  });

describe('the filters on a phone', () => {
  it('open from "Filteri" with the focus on their title, and close with the result count, "Zatvori" or Escape back on the button', async () => {
    const { user } = openCatalog('/proizvodi/bela-tehnika');
    await screen.findByRole('heading', { level: 1, name: 'Bela tehnika' });
    const toggle = screen.getByRole('button', { name: 'Filteri' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Filteri');
    const done = await screen.findByRole('button', { name: 'Prikaži 3 proizvoda' });
    await user.click(done);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Zatvori' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('a product card', () => {
  it('shows the stars, average and count of a reviewed product, and nothing of the sort for the others', async () => {
    const catalog = aCatalog();
    const tornado = catalog.entries[3]!;
    tornado.product = { ...tornado.product, rating: { average: 4.5, count: 2 } };
    openCatalog('/proizvodi/usisivaci', { catalog });
    const card = await screen.findByRole('article', { name: 'Usisivač Tornado 2000' });
    expect(within(card).getByText(/od 5/).closest('p')?.textContent).toBe('★★★★★ 4,5 od 5 (2 ocene)');
    const other = screen.getByRole('article', { name: 'Usisivač Čistač Lux' });
    expect(within(other).queryByText(/od 5/)).toBeNull();
  });
});

describe('add to cart from a product card', () => {
  const card = (name: string) => screen.getByRole('article', { name });

  it('shows "Dodavanje…" while the cart adds, then "Dodato u korpu."', async () => {
    const shop = aVisitor();
    const calls: string[] = [];
    const { user } = openCatalog('/proizvodi', { shop, handlers: [addCalls(calls)] });
    await expectProducts(ALL);
    const tornado = card('Usisivač Tornado 2000');
    await user.click(within(tornado).getByRole('button', { name: 'Dodaj u korpu: Usisivač Tornado 2000' }));
    const button = within(tornado).getByRole('button', { name: 'Dodaj u korpu: Usisivač Tornado 2000' });
    expect(button.textContent).toBe('Dodavanje…');
    expect(await within(tornado).findByText('Dodato u korpu.')).toBeTruthy();
    expect(button.textContent).toBe('Dodaj u korpu');
    expect(calls).toEqual(['POST /api/cart/add-item']);
    expect(shop.carts.get(CART_ID)!.items.map((item) => item.product.id)).toEqual([4]);
  });

  it('an add over the stock says why in Serbian and sends nothing', async () => {
    const mraz = aCatalog().entries[1]!.product;
    const shop = aVisitor([aCartItem({ id: 41, cartId: CART_ID, quantity: 1, product: mraz })]);
    const calls: string[] = [];
    const { user } = openCatalog('/proizvodi', { shop, handlers: [addCalls(calls)] });
    await expectProducts(ALL);
    await screen.findByRole('link', { name: 'Korpa, 1 komad' });
    const mini = card('Frižider Mraz Mini');
    await user.click(within(mini).getByRole('button', { name: 'Dodaj u korpu: Frižider Mraz Mini' }));
    expect(await within(mini).findByText('U korpi već imate 1 komad, a na stanju je 1 komad.')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(shop.carts.get(CART_ID)!.items.map((item) => item.quantity)).toEqual([1]);
  });

  it('the server refusing the add is shown at the card in its words', async () => {
    const catalog = aCatalog();
    const shop = aVisitor();
    const { user } = openCatalog('/proizvodi', { shop, catalog });
    await expectProducts(ALL);
    // The card still shows stock, but the server has just sold the last piece.
    catalog.entries[1]!.product = { ...catalog.entries[1]!.product, stock: 0 };
    const mini = card('Frižider Mraz Mini');
    await user.click(within(mini).getByRole('button', { name: 'Dodaj u korpu: Frižider Mraz Mini' }));
    expect(await within(mini).findByText('Proizvoda trenutno nema na stanju.')).toBeTruthy();
    expect(shop.carts.get(CART_ID)!.items).toEqual([]);
  });
});

describe('product listing /proizvodi and /proizvodi/{slug}', () => {
  it('/proizvodi lists every product with its count, the breadcrumbs and the top categories', async () => {
    openCatalog('/proizvodi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Svi proizvodi' })).toBeTruthy();
    await expectProducts(ALL);
    expect(within(results()).getByText('5 proizvoda')).toBeTruthy();
    expect(within(breadcrumbs()).getByRole('link', { name: 'Početna' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumbs()).getByText('Svi proizvodi').getAttribute('aria-current')).toBe('page');
    const categories = await screen.findByRole('navigation', { name: 'Kategorije proizvoda' });
    expect(within(categories).getByRole('link', { name: 'Bela tehnika (3)' }).getAttribute('href')).toBe(
      '/proizvodi/bela-tehnika',
    );
    const card = screen.getByRole('article', { name: 'Usisivač Tornado 2000' });
    expect(within(card).getByRole('button', { name: 'Dodaj u korpu: Usisivač Tornado 2000' })).toBeTruthy();
  });

  it('a category page shows its name, its path as breadcrumbs, its subcategories and only its products', async () => {
    openCatalog('/proizvodi/bela-tehnika');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bela tehnika' })).toBeTruthy();
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini', 'Veš mašina Talas 7']);
    expect(within(results()).getByText('3 proizvoda')).toBeTruthy();
    expect(within(breadcrumbs()).getByRole('link', { name: 'Proizvodi' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
    expect(within(breadcrumbs()).getByText('Bela tehnika').getAttribute('aria-current')).toBe('page');
    const subcategories = await screen.findByRole('navigation', { name: 'Podkategorije' });
    expect(
      within(subcategories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Frižideri (2)', 'Veš mašine (1)']);
  });

  it('a subcategory link opens the subcategory, whose breadcrumbs lead back to its parent', async () => {
    const { user } = openCatalog('/proizvodi/bela-tehnika');
    const subcategories = await screen.findByRole('navigation', { name: 'Podkategorije' });
    await user.click(within(subcategories).getByRole('link', { name: 'Frižideri (2)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frižideri' })).toBeTruthy();
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    expect(window.location.pathname).toBe('/proizvodi/frizideri');
    expect(within(breadcrumbs()).getByRole('link', { name: 'Bela tehnika' }).getAttribute('href')).toBe(
      '/proizvodi/bela-tehnika',
    );
  });

  it('choosing a brand puts it in the URL and shows only that brand, with counts beside the brands', async () => {
    const { user } = openCatalog('/proizvodi');
    await expectProducts(ALL);
    await user.click(screen.getByRole('checkbox', { name: 'Polar (1)' }));
    await expectUrl('/proizvodi', '?brand=Polar');
    await expectProducts(['Frižider Polar 300']);
    expect(within(results()).getByText('1 proizvod')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Mraz (1)' }));
    await expectUrl('/proizvodi', '?brand=Polar,Mraz');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    expect(within(results()).getByText('2 proizvoda')).toBeTruthy();
  });

  it('choosing a sort puts it in the URL and reorders the list', async () => {
    const { user } = openCatalog('/proizvodi');
    await expectProducts(ALL);
    const sort = screen.getByRole('combobox', { name: 'Sortiraj po' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Najpopularnije', 'Cena rastuće', 'Cena opadajuće', 'Najnovije', 'Naziv']);
    await user.selectOptions(sort, 'Cena rastuće');
    await expectUrl('/proizvodi', '?sort=price_asc');
    await expectProducts([
      'Usisivač Čistač Lux',
      'Usisivač Tornado 2000',
      'Frižider Mraz Mini',
      'Veš mašina Talas 7',
      'Frižider Polar 300',
    ]);
  });

  it('the pages: 24 products a page, Sledeća and the page numbers change the page in the URL', async () => {
    const { user } = openCatalog('/proizvodi', { catalog: aBigCatalog(25) });
    expect(await within(results()).findByText('30 proizvoda')).toBeTruthy();
    await waitFor(() => expect(shownProducts()).toHaveLength(24));
    const pages = screen.getByRole('navigation', { name: 'Stranice' });
    expect(within(pages).getByRole('link', { name: 'Stranica 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByText('Prethodna').getAttribute('aria-disabled')).toBe('true');
    await user.click(within(pages).getByRole('link', { name: 'Sledeća' }));
    await expectUrl('/proizvodi', '?page=2');
    await waitFor(() => expect(shownProducts()).toHaveLength(6));
    const after = screen.getByRole('navigation', { name: 'Stranice' });
    expect(within(after).getByRole('link', { name: 'Stranica 2' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(after).getByRole('link', { name: 'Stranica 1' }));
    await expectUrl('/proizvodi', '');
    await waitFor(() => expect(shownProducts()).toHaveLength(24));
  });

  it('changing a filter goes back to page 1', async () => {
    const { user } = openCatalog('/proizvodi?page=2', { catalog: aBigCatalog(25) });
    await waitFor(() => expect(shownProducts()).toHaveLength(6));
    await user.click(screen.getByRole('checkbox', { name: 'Vihor (25)' }));
    await expectUrl('/proizvodi', '?brand=Vihor');
    await waitFor(() => expect(shownProducts()).toHaveLength(24));
    expect(within(results()).getByText('25 proizvoda')).toBeTruthy();
  });

  it('back and forward restore the filters, the sort and the list', async () => {
    const { user } = openCatalog('/proizvodi');
    await expectProducts(ALL);
    await user.click(screen.getByRole('checkbox', { name: 'Polar (1)' }));
    await expectProducts(['Frižider Polar 300']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortiraj po' }), 'Naziv');
    await expectUrl('/proizvodi', '?brand=Polar&sort=name');

    act(() => window.history.back());
    await expectUrl('/proizvodi', '?brand=Polar');
    expect((screen.getByRole('combobox', { name: 'Sortiraj po' }) as HTMLSelectElement).value).toBe(
      'popular',
    );
    act(() => window.history.back());
    await expectUrl('/proizvodi', '');
    await expectProducts(ALL);
    expect((screen.getByRole('checkbox', { name: 'Polar (1)' }) as HTMLInputElement).checked).toBe(false);
    act(() => window.history.forward());
    await expectUrl('/proizvodi', '?brand=Polar');
    await expectProducts(['Frižider Polar 300']);
    expect((screen.getByRole('checkbox', { name: 'Polar (1)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a shared link with filters opens the list filtered that way', async () => {
    openCatalog('/proizvodi/bela-tehnika?available=true&sort=price_desc');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    expect((screen.getByRole('checkbox', { name: 'Samo na stanju (2)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('combobox', { name: 'Sortiraj po' }) as HTMLSelectElement).value).toBe(
      'price_desc',
    );
  });

  it('"Samo na stanju" hides what cannot be bought', async () => {
    const { user } = openCatalog('/proizvodi/bela-tehnika');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini', 'Veš mašina Talas 7']);
    await user.click(screen.getByRole('checkbox', { name: 'Samo na stanju (2)' }));
    await expectUrl('/proizvodi/bela-tehnika', '?available=true');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
  });

  it('"Samo na akciji" puts onSale in the URL, lists only discounted products and names the list "Akcija"', async () => {
    const { user } = openCatalog('/proizvodi');
    await expectProducts(ALL);
    await user.click(screen.getByRole('checkbox', { name: 'Samo na akciji' }));
    await expectUrl('/proizvodi', '?onSale=true');
    await expectProducts(['Frižider Mraz Mini', 'Usisivač Čistač Lux']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Akcija' })).toBeTruthy();
    expect(within(breadcrumbs()).getByText('Akcija').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Akcija | Prodavnica'));
    expect((screen.getByRole('checkbox', { name: 'Samo na akciji' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a category’s sale list is "… na akciji", under the category in the breadcrumbs', async () => {
    openCatalog('/proizvodi/bela-tehnika?onSale=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bela tehnika na akciji' })).toBeTruthy();
    await expectProducts(['Frižider Mraz Mini']);
    expect(within(breadcrumbs()).getByRole('link', { name: 'Bela tehnika' }).getAttribute('href')).toBe(
      '/proizvodi/bela-tehnika',
    );
    expect(within(breadcrumbs()).getByText('Akcija').getAttribute('aria-current')).toBe('page');
  });

  it('the price range applies both bounds through the URL, and refuses a minimum above the maximum', async () => {
    const { user } = openCatalog('/proizvodi');
    await expectProducts(ALL);
    const from = screen.getByRole('spinbutton', { name: 'Cena od' });
    const to = screen.getByRole('spinbutton', { name: 'Cena do' });
    await user.type(from, '20000');
    await user.type(to, '10000');
    await user.click(screen.getByRole('button', { name: 'Primeni cenu' }));
    expect(await screen.findByText('Najniža cena ne može biti veća od najviše.')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(window.location.search).toBe('');

    await user.clear(to);
    await user.type(to, '45000');
    await user.click(screen.getByRole('button', { name: 'Primeni cenu' }));
    await expectUrl('/proizvodi', '?minPrice=20000&maxPrice=45000');
    await expectProducts(['Frižider Mraz Mini', 'Veš mašina Talas 7']);
  });

  it('while a new query loads, the last results stay visible and the list is marked busy', async () => {
    const held = heldRequests(routes.productList, (params) => params.has('brand'));
    const { user } = openCatalog('/proizvodi', { handlers: [held.handler] });
    await expectProducts(ALL);
    await user.click(screen.getByRole('checkbox', { name: 'Polar (1)' }));
    await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('true'));
    expect(shownProducts()).toEqual(ALL);
    held.release();
    await expectProducts(['Frižider Polar 300']);
    expect(results().getAttribute('aria-busy')).toBe('false');
  });

  it('shows a loading state until the first results arrive', async () => {
    openCatalog('/proizvodi', { handlers: [slow(routes.productList, 100)] });
    expect(await screen.findByText('Učitavanje proizvoda…')).toBeTruthy();
    await expectProducts(ALL);
    expect(screen.queryByText('Učitavanje proizvoda…')).toBeNull();
  });

  it('filters that match nothing say so, and "Poništi filtere" brings the list back', async () => {
    const { user } = openCatalog('/proizvodi?brand=Polar&maxPrice=100&sort=name');
    expect(await screen.findByText('Nema proizvoda koji odgovaraju filterima')).toBeTruthy();
    expect(within(results()).getByText('0 proizvoda')).toBeTruthy();
    const clear = within(results()).getByRole('link', { name: 'Poništi filtere' });
    await user.click(clear);
    await expectUrl('/proizvodi', '?sort=name');
    await expectProducts([
      'Frižider Mraz Mini',
      'Frižider Polar 300',
      'Usisivač Čistač Lux',
      'Usisivač Tornado 2000',
      'Veš mašina Talas 7',
    ]);
  });

  it('a category without products says so and links to all products', async () => {
    const catalog = aCatalog();
    catalog.categories.push({ id: 3, name: 'Klime', slug: 'klime', productCount: 0, children: [] });
    openCatalog('/proizvodi/klime', { catalog });
    expect(await screen.findByText('U ovoj kategoriji trenutno nema proizvoda.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pogledajte sve proizvode' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
  });

  it('a failed load shows the server text, and "Pokušajte ponovo" loads the list', async () => {
    const catalog = aCatalog({ failing: ['GET /api/products'] });
    const { user } = openCatalog('/proizvodi', { catalog });
    expect(await screen.findByText('Došlo je do greške na serveru. Pokušajte ponovo.')).toBeTruthy();
    // Nothing on the page still says it is loading.
    expect(screen.queryByText(/Učitavanje/)).toBeNull();
    catalog.failing = [];
    await user.click(screen.getByRole('button', { name: 'Pokušajte ponovo' }));
    await expectProducts(ALL);
  });

  it('a category the server does not know shows the not-found state with ways on', async () => {
    openCatalog('/proizvodi/nepostojeca-kategorija');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategorija nije pronađena' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pogledajte sve proizvode' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
    expect(screen.getByRole('link', { name: 'Početna strana' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('searchbox', { name: 'Pretražite proizvode' })).toBeTruthy();
    // The one design of every not-found page: a category's looks like a product's or a path's.
    expect(document.querySelector('.error-page')?.querySelector('.error-code')?.textContent).toBe(
      'Greška 404',
    );
  });
});
