import { beforeEach, describe, expect, it } from 'vitest';
import { type ProductList, searchResultSchema } from '../../contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../contract/catalog-constants';
import { routes } from '../../contract/routes';
import { searchLoader } from '../../src/actors/search.screen-data';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aProduct } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { load } from './screen-data-driver';

/* The search page's read (src/actors/search.screen-data.ts) over the real src/api client. */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });

beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const results: ProductList = {
  items: [aProduct({ id: 5, name: 'Frižider Polar 300', slug: 'frizider-polar-300', brand: 'Polar' })],
  total: 1,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  facets: { brands: [{ name: 'Polar', count: 1 }], price: { min: 54_990, max: 54_990 }, availableCount: 1 },
  category: null,
};

describe('the search page', () => {
  it('reads GET /api/products/search with q and its filters and loads the results', async () => {
    answer(routes.productSearch, () => contractJson(searchResultSchema, results));
    expect(await load(searchLoader, { q: 'frizider', brand: ['Polar'], page: 2 })).toEqual({
      state: 'loaded',
      data: results,
      error: null,
    });
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/api/products/search',
        search: '?q=frizider&brand=Polar&page=2',
        body: undefined,
      },
    ]);
  });

  it('a failed search fails with the server’s text', async () => {
    answer(routes.productSearch, () =>
      errorJson(500, { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' }),
    );
    expect(await load(searchLoader, { q: 'frizider' })).toEqual({
      state: 'failed',
      data: null,
      error: 'Došlo je do greške na serveru.',
    });
  });
});
