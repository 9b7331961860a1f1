import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryNode, ProductDetail, ProductList } from '../../../contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../../contract/catalog-constants';
import type { InitialData } from '../../../contract/initial-data';
import { INITIAL_DATA_ID } from '../../../contract/page-head';
import { type RouteName, routes } from '../../../contract/routes';
import { forgetEmbedded } from '../../../src/api/initial-data';
import { aProduct } from '../../msw/fixtures';
import { handle } from '../../msw/handle';
import { openCatalog } from './catalog-driver';

// The server embeds the first screen's data in the page (server/pages): the first load reads it
// instead of asking the API again.

const embeddedCategories: CategoryNode[] = [
  { id: 90, name: 'Ugradni aparati', slug: 'ugradni-aparati', productCount: 1, children: [] },
];
const oven: ProductDetail = {
  ...aProduct({ id: 900, name: 'Ugradna rerna Plamen', slug: 'ugradna-rerna-plamen', brand: 'Plamen' }),
  description: 'Rerna sa ventilatorom.',
  images: [],
  categoryPath: [{ name: 'Ugradni aparati', slug: 'ugradni-aparati' }],
  attributes: [],
  rating: { average: 0, count: 0 },
};

function embed(data: InitialData): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

/** Records every request to these routes and lets the fake catalogue answer it. */
function asked(names: RouteName[]) {
  const seen: string[] = [];
  const handlers = names.map((name) =>
    handle(routes[name], ({ request }) => {
      seen.push(`${name} ${new URL(request.url).search}`);
    }),
  );
  return { seen, handlers };
}

afterEach(() => {
  document.getElementById(INITIAL_DATA_ID)?.remove();
  forgetEmbedded();
});

describe('the first screen reads the data the page embeds', () => {
  it('a product page shows the embedded product and categories without asking the API for them', async () => {
    embed({ categories: embeddedCategories, product: oven });
    const requests = asked(['categories', 'productDetail']);
    openCatalog('/proizvod/ugradna-rerna-plamen', { handlers: requests.handlers });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ugradna rerna Plamen' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Kategorije' });
    expect(await within(menu).findByRole('link', { name: 'Ugradni aparati' })).toBeTruthy();
    expect(requests.seen).toEqual([]);
  });

  it('a listing without a query shows the embedded first page; another query asks the server', async () => {
    const list: ProductList = {
      items: [aProduct({ id: 900, name: 'Ugradna rerna Plamen', slug: 'ugradna-rerna-plamen' })],
      total: 1,
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      category: {
        name: 'Ugradni aparati',
        slug: 'ugradni-aparati',
        path: [{ name: 'Ugradni aparati', slug: 'ugradni-aparati' }],
      },
      facets: { brands: [{ name: 'Plamen', count: 1 }], price: { min: 1, max: 2 }, availableCount: 1 },
    };
    embed({
      categories: embeddedCategories,
      listing: {
        query: { category: 'ugradni-aparati', sort: 'popular', page: 1, pageSize: DEFAULT_PAGE_SIZE },
        list,
      },
    });
    const requests = asked(['productList']);
    openCatalog('/proizvodi/ugradni-aparati', { handlers: requests.handlers });

    expect(await screen.findByRole('heading', { level: 3, name: 'Ugradna rerna Plamen' })).toBeTruthy();
    expect(requests.seen).toEqual([]);
  });

  it('data embedded for another product is not shown: the page asks the server', async () => {
    embed({ categories: embeddedCategories, product: oven });
    const requests = asked(['productDetail']);
    openCatalog('/proizvod/frizider-mraz-mini', { handlers: requests.handlers });

    expect(await screen.findByRole('heading', { level: 1, name: 'Frižider Mraz Mini' })).toBeTruthy();
    expect(requests.seen).toEqual(['productDetail ']);
  });

  it('the categories serve every part of the first screen, and only the first screen', async () => {
    embed({ categories: embeddedCategories });
    const requests = asked(['categories']);
    const { user } = openCatalog('/proizvodi', { handlers: requests.handlers });
    const menu = screen.getByRole('navigation', { name: 'Kategorije' });
    expect(await within(menu).findByRole('link', { name: 'Ugradni aparati' })).toBeTruthy();
    expect(requests.seen).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Prodavnica, početna stranica' }));
    await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' });
    await waitFor(() => expect(requests.seen).toContain('categories '));
  });
});
