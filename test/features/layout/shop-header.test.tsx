import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, searchWordCount } from '../../../contract/catalog-constants';
import { aCatalog } from '../../msw/catalog-handlers';
import { aCartItem, aProduct, aUser, CART_ID } from '../../msw/fixtures';
import { aVisitor, currentUrl, renderShop } from './layout-driver';

const categoryMenu = () => screen.getByRole('navigation', { name: 'Kategorije' });
const searchInput = () => screen.getByRole('combobox', { name: 'Pretraga proizvoda' });

/** Counts the suggestion requests (and lets the fake catalogue answer them). */
function suggestCalls() {
  const terms: string[] = [];
  const handler = handle(routes.productSuggest, ({ request }) => {
    terms.push(new URL(request.url).searchParams.get('q') ?? '');
  });
  return { terms, handler };
}

describe('shop header: category menu (spec §2 shop layout)', () => {
  it('lists the top categories, with their subcategories behind a disclosure button', async () => {
    const { user } = renderShop('/');
    const menu = categoryMenu();
    const top = await within(menu).findByRole('link', { name: 'Bela tehnika' });
    expect(top.getAttribute('href')).toBe('/proizvodi/bela-tehnika');
    expect(within(menu).getByRole('link', { name: 'Mali kućni aparati' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Svi proizvodi' }).getAttribute('href')).toBe('/proizvodi');
    expect(within(menu).queryByRole('link', { name: 'Frižideri' })).toBeNull();

    const toggle = within(menu).getByRole('button', { name: 'Potkategorije: Bela tehnika' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Frižideri' }).getAttribute('href')).toBe(
      '/proizvodi/frizideri',
    );
    expect(within(menu).getByRole('link', { name: 'Veš mašine' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Usisivači' })).toBeNull();
  });

  it('works by keyboard: Enter opens a submenu, Escape closes it and returns the focus to its button', async () => {
    const { user } = renderShop('/');
    const menu = categoryMenu();
    const toggle = await within(menu).findByRole('button', { name: 'Potkategorije: Mali kućni aparati' });
    // The page's heading takes the focus as it mounts (unless it is the first page): let it arrive first.
    await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const subcategory = await within(menu).findByRole('link', { name: 'Usisivači' });
    await user.tab();
    expect(document.activeElement).toBe(subcategory);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Usisivači' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('choosing a subcategory opens its listing and folds the menu', async () => {
    const { user } = renderShop('/');
    const menu = categoryMenu();
    const phoneToggle = within(menu).getByRole('button', { name: 'Kategorije' });
    await user.click(phoneToggle);
    expect(phoneToggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(await within(menu).findByRole('button', { name: 'Potkategorije: Bela tehnika' }));
    await user.click(within(menu).getByRole('link', { name: 'Frižideri' }));
    expect(currentUrl()).toBe('/proizvodi/frizideri');
    expect(phoneToggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Frižideri' })).toBeNull();
  });

  it('when the categories cannot be loaded, the menu keeps "Svi proizvodi" and offers to try again', async () => {
    const { user, catalog } = renderShop('/proizvodi', {
      catalog: aCatalog({ failing: ['GET /api/categories'] }),
    });
    const menu = categoryMenu();
    const retry = await within(menu).findByRole('button', {
      name: 'Kategorije nisu učitane, pokušajte ponovo',
    });
    expect(within(menu).getByRole('link', { name: 'Svi proizvodi' })).toBeTruthy();
    catalog.failing.length = 0;
    await user.click(retry);
    expect(await within(menu).findByRole('link', { name: 'Bela tehnika' })).toBeTruthy();
  });
});

describe('shop header: search with suggestions', () => {
  it('suggests products from two typed characters on, asking once the shopper pauses', async () => {
    const calls = suggestCalls();
    const { user } = renderShop('/', { handlers: [calls.handler] });
    await user.type(searchInput(), 'f');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.terms).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(searchInput(), 'riž');
    const list = await screen.findByRole('listbox', { name: 'Predlozi za pretragu' });
    const products = within(list).getByRole('group', { name: 'Proizvodi' });
    const options = await within(products).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Frižider Polar 300'),
      expect.stringContaining('Frižider Mraz Mini'),
    ]);
    expect(within(options[1]!).getByText('21.990 RSD')).toBeTruthy();
    expect(calls.terms).toEqual(['friž']);
    expect(searchInput().getAttribute('aria-expanded')).toBe('true');
  });

  it('arrow keys move through the suggestions and Enter opens the chosen product', async () => {
    const { user } = renderShop('/');
    await user.type(searchInput(), 'friž');
    const list = await screen.findByRole('listbox', { name: 'Predlozi za pretragu' });
    await within(list).findAllByRole('option');
    // Past the category "Frižideri", first of the rows.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const first = within(list).getByRole('option', { name: /Frižider Polar 300/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(searchInput().getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{ArrowDown}');
    const second = within(list).getByRole('option', { name: /Frižider Mraz Mini/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/proizvod/frizider-mraz-mini');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('suggests the matching categories above the products, each opening its category page', async () => {
    const { user } = renderShop('/');
    await user.type(searchInput(), 'frizi');
    const list = await screen.findByRole('listbox', { name: 'Predlozi za pretragu' });
    const categories = await within(list).findByRole('group', { name: 'Kategorije' });
    expect(
      within(categories)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Frižideri u kategoriji Bela tehnika']);
    // Categories come first, then the products.
    const options = within(list).getAllByRole('option');
    expect(options[0]?.textContent).toBe('Frižideri u kategoriji Bela tehnika');
    expect(options[1]?.textContent).toContain('Frižider Polar 300');
    await user.click(within(categories).getByRole('option', { name: /Frižideri/ }));
    expect(currentUrl()).toBe('/proizvodi/frizideri');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('the last row shows all results for what was typed', async () => {
    const { user } = renderShop('/');
    await user.type(searchInput(), 'frizi');
    const list = await screen.findByRole('listbox', { name: 'Predlozi za pretragu' });
    const options = await within(list).findAllByRole('option');
    const all = options.at(-1)!;
    expect(all.textContent).toBe('Prikaži sve rezultate za „frizi“');
    await user.click(all);
    expect(currentUrl()).toBe('/proizvodi/pretraga?q=frizi');
    expect((searchInput() as HTMLInputElement).value).toBe('frizi');
  });

  it('the arrow keys walk every row, categories, products and "show all", and wrap around', async () => {
    const { user } = renderShop('/');
    await user.type(searchInput(), 'frizi');
    const list = await screen.findByRole('listbox', { name: 'Predlozi za pretragu' });
    await within(list).findAllByRole('option');
    const activeName = () => {
      const id = searchInput().getAttribute('aria-activedescendant');
      const active = id ? document.getElementById(id) : null;
      expect(active?.getAttribute('aria-selected')).toBe('true');
      return active?.textContent;
    };
    const walked: (string | null | undefined)[] = [];
    for (let step = 0; step < 5; step++) {
      await user.keyboard('{ArrowDown}');
      walked.push(activeName());
    }
    expect(walked).toEqual([
      'Frižideri u kategoriji Bela tehnika',
      expect.stringContaining('Frižider Polar 300'),
      expect.stringContaining('Frižider Mraz Mini'),
      'Prikaži sve rezultate za „frizi“',
      'Frižideri u kategoriji Bela tehnika',
    ]);
    await user.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Prikaži sve rezultate za „frizi“');
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/proizvodi/pretraga?q=frizi');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape closes the suggestions and keeps what was typed', async () => {
    const { user } = renderShop('/');
    await user.type(searchInput(), 'usis');
    await screen.findByRole('listbox', { name: 'Predlozi za pretragu' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((searchInput() as HTMLInputElement).value).toBe('usis');
    expect(currentUrl()).toBe('/');
  });

  it('clicking a suggestion opens the product', async () => {
    const { user } = renderShop('/');
    await user.type(searchInput(), 'čistač');
    await user.click(await screen.findByRole('option', { name: /Usisivač Čistač Lux/ }));
    expect(currentUrl()).toBe('/proizvod/usisivac-cistac-lux');
  });

  it('submitting the search opens /proizvodi/pretraga?q= inside the app, and the box keeps the term', async () => {
    const { user } = renderShop('/');
    const box = searchInput();
    await user.type(box, 'usisivač{Enter}');
    expect(currentUrl()).toBe(`/proizvodi/pretraga?q=${encodeURIComponent('usisivač')}`);
    // The same document and header: the app navigated, the browser loaded no page.
    expect(searchInput()).toBe(box);
    expect((box as HTMLInputElement).value).toBe('usisivač');
  });

  it("the search page's term shows in the box, and suggestions are asked for only once the shopper uses it", async () => {
    const calls = suggestCalls();
    const { user } = renderShop('/proizvodi/pretraga?q=frižider', { handlers: [calls.handler] });
    await screen.findByRole('heading', { level: 1, name: /Rezultati pretrage/ });
    expect((searchInput() as HTMLInputElement).value).toBe('frižider');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.terms).toEqual([]);

    await user.click(searchInput());
    await screen.findByRole('listbox', { name: 'Predlozi za pretragu' });
    expect(calls.terms).toEqual(['frižider']);
  });

  it('the box takes no more than the API accepts: typing on past the limit adds nothing, and no refused query is sent', async () => {
    const calls = suggestCalls();
    const { user } = renderShop('/', { handlers: [calls.handler] });
    expect(searchInput().getAttribute('maxlength')).toBe(String(SEARCH_LIMITS.maxLength));
    // The audit's case (#34): "frižider " thirty times, 270 characters.
    await user.type(searchInput(), 'frižider '.repeat(30));
    expect((searchInput() as HTMLInputElement).value).toHaveLength(SEARCH_LIMITS.maxLength);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // 100 characters are 12 words, more than the API takes: the box asks nothing for them.
    for (const term of calls.terms) {
      expect(term.length).toBeLessThanOrEqual(SEARCH_LIMITS.maxLength);
      expect(searchWordCount(term)).toBeLessThanOrEqual(SEARCH_LIMITS.maxWords);
    }
  });

  it('an empty search goes nowhere', async () => {
    const { user } = renderShop('/');
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    expect(currentUrl()).toBe('/');
    expect(document.activeElement).toBe(searchInput());
  });
});

describe('shop header: account, wishlist and cart', () => {
  it('a visitor sees Prijava and the cart count with its Serbian plural', async () => {
    renderShop('/', { shop: aVisitor({ cart: [aCartItem({ id: 11, quantity: 1 })] }) });
    const actions = screen.getByRole('navigation', { name: 'Nalog i korpa' });
    expect(within(actions).getByRole('link', { name: 'Prijava' }).getAttribute('href')).toBe(
      '/login?redirect=%2F',
    );
    expect(await within(actions).findByRole('link', { name: 'Korpa, 1 komad' })).toBeTruthy();
    expect(within(actions).queryByRole('link', { name: /Lista želja/ })).toBeNull();
  });

  it('"Prijava" leads back to the page the visitor is on, its filters included', async () => {
    renderShop('/proizvodi?sort=price_asc');
    const actions = screen.getByRole('navigation', { name: 'Nalog i korpa' });
    expect(within(actions).getByRole('link', { name: 'Prijava' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/proizvodi?sort=price_asc')}`,
    );
  });

  it('the cart count follows an add to cart: 1 proizvod becomes 2 proizvoda', async () => {
    const shop = aVisitor({ cart: [aCartItem({ id: 11, quantity: 1, product: aProduct({ id: 4 }) })] });
    const { user } = renderShop('/', { shop });
    const actions = screen.getByRole('navigation', { name: 'Nalog i korpa' });
    await within(actions).findByRole('link', { name: 'Korpa, 1 komad' });
    expect(within(actions).queryByText(/Korpa sada sadrži/)).toBeNull();
    const sale = await screen.findByRole('region', { name: 'Akcija' });
    await user.click(await within(sale).findByRole('button', { name: 'Dodaj u korpu: Usisivač Čistač Lux' }));
    expect(await within(actions).findByRole('link', { name: 'Korpa, 2 komada' })).toBeTruthy();
    expect(await within(actions).findByText('Korpa sada sadrži 2 komada.')).toBeTruthy();
    await waitFor(() =>
      expect(shop.carts.get(CART_ID)!.items.map((item) => item.product.id)).toEqual([4, 5]),
    );
  });

  it('a signed-in verified user sees Moj nalog and the wishlist with its count', async () => {
    const user = aUser({ isVerified: true });
    const wished = [1, 2, 3, 4, 5].map((id) => ({
      id: 40 + id,
      wishlistId: 3,
      priority: id,
      product: aProduct({ id, slug: `proizvod-${id}` }),
    }));
    renderShop('/', { shop: aVisitor({ user, wishlist: wished }) });
    const actions = screen.getByRole('navigation', { name: 'Nalog i korpa' });
    expect((await within(actions).findByRole('link', { name: 'Moj nalog' })).getAttribute('href')).toBe(
      '/profil',
    );
    expect(
      (await within(actions).findByRole('link', { name: 'Lista želja, 5 proizvoda' })).getAttribute('href'),
    ).toBe('/profil/lista-zelja');
    expect(within(actions).getByRole('link', { name: 'Korpa, 0 komada' })).toBeTruthy();
  });

  it('a signed-in user who has not verified the e-mail gets no wishlist link', async () => {
    renderShop('/', { shop: aVisitor({ user: aUser({ isVerified: false }) }) });
    const actions = screen.getByRole('navigation', { name: 'Nalog i korpa' });
    await within(actions).findByRole('link', { name: 'Moj nalog' });
    expect(within(actions).queryByRole('link', { name: /Lista želja/ })).toBeNull();
  });
});
