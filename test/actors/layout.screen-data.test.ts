import { beforeEach, describe, expect, it } from 'vitest';
import { type CategoryNode, categoryTreeSchema, suggestResponseSchema } from '../../contract/catalog';
import { SEARCH_LIMITS } from '../../contract/catalog-constants';
import { routes } from '../../contract/routes';
import { categoriesLoader, searchSuggestionsLoader } from '../../src/actors/layout.screen-data';
import { configureApi } from '../../src/api/request';
import { contractJson } from '../msw/contract-responses';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { load } from './screen-data-driver';

/* The header's reads (src/actors/layout.screen-data.ts) over the real src/api client. */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });

beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const tree: CategoryNode[] = [
  {
    id: 1,
    name: 'Bela tehnika',
    slug: 'bela-tehnika',
    productCount: 1,
    children: [{ id: 11, name: 'Frižideri', slug: 'frizideri', productCount: 1, children: [] }],
  },
];
const suggestions = [
  {
    id: 5,
    name: 'Frižider Polar 300',
    slug: 'frizider-polar-300',
    thumbnail: '/images/products/frizider.svg',
    price: 54_990,
    discountPrice: 0,
  },
];
const categories = [{ id: 11, name: 'Frižideri', slug: 'frizideri', parentName: 'Bela tehnika' }];
const answered = { suggestions, categories };
const none = { suggestions: [], categories: [] };
const requested = () => seen.map(({ method, path, search }) => `${method} ${path}${search}`);

describe('the header’s category menu', () => {
  it('is GET /api/categories, loaded as the tree', async () => {
    answer(routes.categories, () => contractJson(categoryTreeSchema, tree));
    expect(await load(categoriesLoader, undefined)).toEqual({ state: 'loaded', data: tree, error: null });
    expect(requested()).toEqual(['GET /api/categories']);
  });
});

describe('the search box’s suggestions', () => {
  it('a term of two characters asks GET /api/products/suggest?q= and loads the categories and products it suggests', async () => {
    answer(routes.productSuggest, () => contractJson(suggestResponseSchema, answered));
    expect(await load(searchSuggestionsLoader, 'fr')).toEqual({
      state: 'loaded',
      data: answered,
      error: null,
    });
    expect(requested()).toEqual(['GET /api/products/suggest?q=fr']);
  });

  it('the term is sent without the spaces around it', async () => {
    answer(routes.productSuggest, () => contractJson(suggestResponseSchema, answered));
    expect(await load(searchSuggestionsLoader, '  friz ')).toMatchObject({ data: answered });
    expect(requested()).toEqual(['GET /api/products/suggest?q=friz']);
  });

  it('a shorter term, spaces not counted, asks nothing and has no suggestions', async () => {
    answer(routes.productSuggest, () => contractJson(suggestResponseSchema, answered));
    for (const term of ['', 'f', '  f  ']) {
      expect(await load(searchSuggestionsLoader, term)).toEqual({ state: 'loaded', data: none, error: null });
    }
    expect(seen).toEqual([]);
  });

  it('a term within SEARCH_LIMITS is asked for; one beyond them, which the API would refuse, asks nothing', async () => {
    answer(routes.productSuggest, () => contractJson(suggestResponseSchema, answered));
    const tenWords = Array.from({ length: SEARCH_LIMITS.maxWords }, () => 'frizider').join(' ');
    expect(await load(searchSuggestionsLoader, tenWords)).toMatchObject({ data: answered });
    const longest = 'a'.repeat(SEARCH_LIMITS.maxLength);
    expect(await load(searchSuggestionsLoader, longest)).toMatchObject({ data: answered });
    expect(seen).toHaveLength(2);
    for (const term of [`${tenWords} mini`, `${longest}a`]) {
      expect(await load(searchSuggestionsLoader, term)).toEqual({ state: 'loaded', data: none, error: null });
    }
    expect(seen).toHaveLength(2);
  });
});
