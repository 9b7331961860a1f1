import { searchResultSchema } from '../../../contract/catalog';
import { routes } from '../../../contract/routes';
import { contractJson } from '../../msw/contract-responses';
import { handle } from '../../msw/handle';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCatalog } from '../../msw/catalog-handlers';
import { expectProducts, expectUrl, openCatalog, slow } from './catalog-driver';
import { wholeText } from '../../utils/text-content';

const results = () => screen.getByRole('region', { name: 'Rezultati' });

/** Records every search request (then lets the fake catalogue answer it). */
function searchSpy() {
  const queries: string[] = [];
  const handler = handle(routes.productSearch, ({ request }) => {
    queries.push(new URL(request.url).search);
  });
  return { handler, queries };
}

describe('search /proizvodi/pretraga?q=', () => {
  it('shows the results for q in the listing layout, with the heading and the count', async () => {
    openCatalog('/proizvodi/pretraga?q=frizider');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rezultati pretrage za „frizider“' }),
    ).toBeTruthy();
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
    expect(within(results()).getByText('2 proizvoda')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Polar (1)' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Putanja' })).toBeTruthy();
  });

  it('sorts by relevance unless the shopper picks another order, which joins q in the URL', async () => {
    const { user } = openCatalog('/proizvodi/pretraga?q=usisivac');
    await expectProducts(['Usisivač Tornado 2000', 'Usisivač Čistač Lux']);
    const sort = screen.getByRole('combobox', { name: 'Sortiraj po' }) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect(within(sort).getAllByRole('option')[0]?.textContent).toBe('Najrelevantnije');
    await user.selectOptions(sort, 'Cena rastuće');
    await expectUrl('/proizvodi/pretraga', '?q=usisivac&sort=price_asc');
    await expectProducts(['Usisivač Čistač Lux', 'Usisivač Tornado 2000']);
  });

  it('filters the results by brand, keeping q', async () => {
    const { user } = openCatalog('/proizvodi/pretraga?q=usisivac');
    await expectProducts(['Usisivač Tornado 2000', 'Usisivač Čistač Lux']);
    await user.click(screen.getByRole('checkbox', { name: 'Čistač (1)' }));
    await expectUrl('/proizvodi/pretraga', '?q=usisivac&brand=Čistač');
    await expectProducts(['Usisivač Čistač Lux']);
  });

  it('no match: says so and advises checking the spelling, a broader term and the categories', async () => {
    openCatalog('/proizvodi/pretraga?q=televizor');
    expect(await screen.findByText(wholeText('Nema rezultata za „televizor“'))).toBeTruthy();
    expect(within(results()).getByText('0 proizvoda')).toBeTruthy();
    expect(screen.getByText('Proverite pravopis unetog pojma.')).toBeTruthy();
    expect(screen.getByText(/Pokušajte sa opštijim pojmom/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kategorije proizvoda' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
  });

  it('no match: offers what the catalogue has close to it, popular categories and popular products', async () => {
    const { user } = openCatalog('/proizvodi/pretraga?q=frizdier');
    expect(await screen.findByText(wholeText('Nema rezultata za „frizdier“'))).toBeTruthy();
    // Spelled as the catalogue writes it.
    const suggestion = screen.getByRole('link', { name: 'frižider' });
    expect(suggestion.closest('p')?.textContent).toBe('Da li ste mislili „frižider“?');
    expect(suggestion.getAttribute('href')).toBe(`/proizvodi/pretraga?q=${encodeURIComponent('frižider')}`);

    const categories = screen.getByRole('region', { name: 'Popularne kategorije' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Frižideri', '/proizvodi/frizideri'],
      ['Veš mašine', '/proizvodi/ves-masine'],
      ['Usisivači', '/proizvodi/usisivaci'],
    ]);
    const popular = screen.getByRole('region', { name: 'Popularni proizvodi' });
    expect(
      within(popular)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Frižider Polar 300', 'Frižider Mraz Mini', 'Usisivač Tornado 2000', 'Usisivač Čistač Lux']);
    expect(within(popular).getAllByRole('button', { name: /Dodaj u korpu/ })).toHaveLength(4);

    await user.click(suggestion);
    await expectUrl('/proizvodi/pretraga', '?q=frižider');
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
  });

  it('a search the server counted only up to its bound says "više od 1.000 proizvoda"', async () => {
    const { entries } = aCatalog();
    const capped = handle(routes.productSearch, () =>
      contractJson(searchResultSchema, {
        items: entries.slice(0, 2).map((entry) => entry.product),
        total: 1000,
        totalIsLowerBound: true,
        page: 1,
        pageSize: 24,
        facets: { brands: [], price: { min: 0, max: 0 }, availableCount: 0 },
        category: null,
      }),
    );
    openCatalog('/proizvodi/pretraga?q=frizider', { handlers: [capped] });
    expect(await screen.findByText('više od 1.000 proizvoda')).toBeTruthy();
  });

  it('no match from a server without alternatives: the advice and the box, nothing more', async () => {
    const bare = handle(routes.productSearch, () =>
      contractJson(searchResultSchema, {
        items: [],
        total: 0,
        page: 1,
        pageSize: 24,
        facets: { brands: [], price: { min: 0, max: 0 }, availableCount: 0 },
        category: null,
      }),
    );
    openCatalog('/proizvodi/pretraga?q=frizdier', { handlers: [bare] });
    expect(await screen.findByText(wholeText('Nema rezultata za „frizdier“'))).toBeTruthy();
    expect(screen.getByText('Proverite pravopis unetog pojma.')).toBeTruthy();
    expect(screen.queryByText(/Da li ste mislili/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Popularne kategorije' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Popularni proizvodi' })).toBeNull();
  });

  it('takes a term in Cyrillic as typed, and shows what it finds', async () => {
    const { user } = openCatalog('/proizvodi/pretraga');
    await user.type(await screen.findByRole('searchbox', { name: 'Pojam za pretragu' }), 'фрижидер');
    await user.click(screen.getByRole('button', { name: 'Pretraži' }));
    await expectUrl('/proizvodi/pretraga', '?q=фрижидер');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rezultati pretrage za „фрижидер“' }),
    ).toBeTruthy();
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
  });

  it('no match: one search box, the header’s, which "Promenite pojam za pretragu" takes the shopper to', async () => {
    const { user } = openCatalog('/proizvodi/pretraga?q=televizor');
    expect(await screen.findByText(wholeText('Nema rezultata za „televizor“'))).toBeTruthy();
    // The header's combobox holds the term; the page adds no second box.
    const box = screen.getByRole('combobox', { name: 'Pretraga proizvoda' }) as HTMLInputElement;
    expect(box.value).toBe('televizor');
    expect(screen.queryAllByRole('searchbox')).toEqual([]);
    expect(screen.getAllByRole('search')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Promenite pojam za pretragu' }));
    expect(document.activeElement).toBe(box);
    // The term is selected: typing replaces it.
    await user.keyboard('tornado{Enter}');
    await expectUrl('/proizvodi/pretraga', '?q=tornado');
    await expectProducts(['Usisivač Tornado 2000']);
    expect(screen.getByRole('heading', { level: 1, name: 'Rezultati pretrage za „tornado“' })).toBeTruthy();
  });

  it('no match and no filter: no filters and no sort are offered, as nothing is left to narrow', async () => {
    openCatalog('/proizvodi/pretraga?q=televizor');
    expect(await screen.findByText(wholeText('Nema rezultata za „televizor“'))).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Filteri' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Filteri/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Samo na stanju/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sortiraj po' })).toBeNull();
  });

  it('no match with a filter on: the filters stay, with the way to clear them', async () => {
    const { user } = openCatalog('/proizvodi/pretraga?q=mraz&brand=Polar');
    expect(await screen.findByText('Nema proizvoda koji odgovaraju filterima')).toBeTruthy();
    const filters = screen.getByRole('region', { name: 'Filteri' });
    expect(within(filters).getByRole('checkbox', { name: /Samo na stanju/ })).toBeTruthy();
    await user.click(within(results()).getByRole('link', { name: 'Poništi filtere' }));
    await expectUrl('/proizvodi/pretraga', '?q=mraz');
    await expectProducts(['Frižider Mraz Mini']);
  });

  it('without q asks for a search term and sends no request; a term then searches', async () => {
    const spy = searchSpy();
    const { user } = openCatalog('/proizvodi/pretraga', { handlers: [spy.handler] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pretraga proizvoda' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rezultati' })).toBeNull();
    expect(spy.queries).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: 'Pojam za pretragu' }), 'mraz');
    await user.click(screen.getByRole('button', { name: 'Pretraži' }));
    await expectProducts(['Frižider Mraz Mini']);
    // StrictMode mounts the results twice in tests, so the one search may be sent twice.
    expect(new Set(spy.queries)).toEqual(new Set(['?q=mraz']));
  });

  it('an empty term is refused with the API’s own message, and no search is opened', async () => {
    const { user } = openCatalog('/proizvodi/pretraga');
    const box = await screen.findByRole('searchbox', { name: 'Pojam za pretragu' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Pretraži' }));
    expect(await screen.findByText('Unesite pojam za pretragu.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(window.location.search).toBe('');
  });

  it('shows a loading state until the results arrive', async () => {
    openCatalog('/proizvodi/pretraga?q=frizider', { handlers: [slow(routes.productSearch, 100)] });
    expect(await screen.findByText('Učitavanje proizvoda…')).toBeTruthy();
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
  });

  it('a failed search shows the server text, and "Pokušajte ponovo" searches again', async () => {
    const catalog = aCatalog({ failing: ['GET /api/products/search'] });
    const { user } = openCatalog('/proizvodi/pretraga?q=frizider', { catalog });
    expect(await screen.findByText('Došlo je do greške na serveru. Pokušajte ponovo.')).toBeTruthy();
    catalog.failing = [];
    await user.click(screen.getByRole('button', { name: 'Pokušajte ponovo' }));
    await expectProducts(['Frižider Polar 300', 'Frižider Mraz Mini']);
  });
});
