import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CategoryNode,
  categoryTreeSchema,
  type ProductDetail,
  productDetailResponseSchema,
  type ProductList,
  productListSchema,
  searchResultSchema,
  suggestResponseSchema,
} from '../../contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../contract/catalog-constants';
import type { InitialData } from '../../contract/initial-data';
import { INITIAL_DATA_ID } from '../../contract/page-head';
import { type Route, routes } from '../../contract/routes';
import { ApiError, UNKNOWN_ERROR_TEXT } from '../../src/api/api-error';
import {
  fetchCategories,
  fetchProduct,
  fetchProducts,
  listingParams,
  searchProducts,
  suggestProducts,
} from '../../src/api/catalog';
import { forgetEmbedded } from '../../src/api/initial-data';
import { knownBrands, rememberBrands } from '../../src/api/known-brands';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aProduct } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';

/*
 * The catalogue calls of src/api/catalog.ts against msw fakes that refuse requests off the
 * contract: the query string each sends, what each resolves with, the first-screen data the page
 * embeds (src/api/initial-data.ts) and the brands the client learns from the answers.
 */

startMswServer();

const tree: CategoryNode[] = [
  {
    id: 1,
    name: 'Bela tehnika',
    slug: 'bela-tehnika',
    productCount: 1,
    children: [{ id: 11, name: 'Frižideri', slug: 'frizideri', productCount: 1, children: [] }],
  },
];
const fridge = aProduct({ id: 5, name: 'Frižider Polar 300', slug: 'frizider-polar-300', brand: 'Polar' });
const aList = (overrides: Partial<ProductList> = {}): ProductList => ({
  items: [fridge],
  total: 1,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  facets: { brands: [{ name: 'Polar', count: 1 }], price: { min: 54_990, max: 54_990 }, availableCount: 1 },
  category: null,
  ...overrides,
});
const aDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...fridge,
  description: 'Kombinovani frižider.',
  images: [],
  categoryPath: [{ name: 'Frižideri', slug: 'frizideri' }],
  attributes: [],
  rating: { average: 0, count: 0 },
  ...overrides,
});

type Seen = { method: string; path: string; query: Record<string, string> };
let seen: Seen[];

/** Answers `route` with `respond`, noting each request's method, path and query string. */
function answer(route: Route, respond: () => Response) {
  mswServer.use(
    handle(route, ({ request }) => {
      const url = new URL(request.url);
      seen.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams) });
      return respond();
    }),
  );
}

/** The page as the server serves it: `data` embedded under INITIAL_DATA_ID, at `path`. */
function servePage(data: unknown, path = '/proizvodi', search = '') {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  // msw reads document.cookie when there is a document.
  vi.stubGlobal('document', {
    cookie: '',
    getElementById: (id: string) => (id === INITIAL_DATA_ID ? { textContent: text } : null),
  });
  vi.stubGlobal('location', { pathname: path, search });
}
const moveTo = (path: string, search = '') => vi.stubGlobal('location', { pathname: path, search });

beforeEach(() => {
  seen = [];
  knownBrands.clear();
  forgetEmbedded();
  configureApi({ showToast: () => {}, sessionExpired: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  forgetEmbedded();
});

describe('listingParams: the query string of a listing', () => {
  it('keeps only the keys that are set, numbers and flags as text, brands joined by commas', () => {
    expect(
      listingParams({
        category: 'frizideri',
        sort: 'price_asc',
        page: 2,
        minPrice: 0,
        maxPrice: undefined,
        available: false,
        brand: ['Polar', 'Gorenje'],
      }),
    ).toEqual({
      category: 'frizideri',
      sort: 'price_asc',
      page: '2',
      minPrice: '0',
      available: 'false',
      brand: 'Polar,Gorenje',
    });
  });

  it('leaves out a null value and an empty brand list', () => {
    expect(listingParams({ q: 'frižider', brand: [], category: null as unknown as string })).toEqual({
      q: 'frižider',
    });
  });

  it('a single brand is sent as it is', () => {
    expect(listingParams({ brand: ['Polar'] })).toEqual({ brand: 'Polar' });
  });

  it('no filters give an empty query', () => {
    expect(listingParams({})).toEqual({});
  });
});

describe('catalogue calls (contract/routes.ts)', () => {
  it('fetchCategories: GET /api/categories resolves with the tree', async () => {
    answer(routes.categories, () => contractJson(categoryTreeSchema, tree));
    await expect(fetchCategories()).resolves.toEqual(tree);
    expect(seen).toEqual([{ method: 'GET', path: '/api/categories', query: {} }]);
  });

  it('fetchProducts: GET /api/products with the filters as query string, resolves with the page', async () => {
    answer(routes.productList, () => contractJson(productListSchema, aList({ page: 3 })));
    await expect(
      fetchProducts({ category: 'frizideri', page: 3, brand: ['Polar', 'Gorenje'], available: true }),
    ).resolves.toEqual(aList({ page: 3 }));
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/api/products',
        query: { category: 'frizideri', page: '3', brand: 'Polar,Gorenje', available: 'true' },
      },
    ]);
  });

  it('fetchProducts without filters asks for the whole listing with no query string', async () => {
    answer(routes.productList, () => contractJson(productListSchema, aList()));
    await expect(fetchProducts()).resolves.toEqual(aList());
    expect(seen).toEqual([{ method: 'GET', path: '/api/products', query: {} }]);
  });

  it('searchProducts: GET /api/products/search with q and the filters, resolves with the results', async () => {
    const results = { ...aList(), alternatives: { didYouMean: ['frizider'], categories: [], products: [] } };
    answer(routes.productSearch, () => contractJson(searchResultSchema, results));
    await expect(searchProducts({ q: 'frizder', sort: 'relevance', brand: ['Polar'] })).resolves.toEqual(
      results,
    );
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/api/products/search',
        query: { q: 'frizder', sort: 'relevance', brand: 'Polar' },
      },
    ]);
  });

  it('suggestProducts: GET /api/products/suggest?q= resolves with the suggestions alone', async () => {
    const suggestions = [
      {
        id: 5,
        name: fridge.name,
        slug: fridge.slug,
        thumbnail: fridge.thumbnail,
        price: 54_990,
        discountPrice: 0,
      },
    ];
    answer(routes.productSuggest, () => contractJson(suggestResponseSchema, { suggestions }));
    await expect(suggestProducts('friž')).resolves.toEqual(suggestions);
    expect(seen).toEqual([{ method: 'GET', path: '/api/products/suggest', query: { q: 'friž' } }]);
  });

  it('fetchProduct: GET /api/products/{slug} resolves with the product alone', async () => {
    answer(routes.productDetail, () => contractJson(productDetailResponseSchema, { product: aDetail() }));
    await expect(fetchProduct('frizider-polar-300')).resolves.toEqual(aDetail());
    expect(seen).toEqual([{ method: 'GET', path: '/api/products/frizider-polar-300', query: {} }]);
  });

  it('an unknown product rejects with the server’s text, status and code', async () => {
    mswServer.use(
      handle(routes.productDetail, () =>
        errorJson(404, { error: 'Proizvod nije pronađen.', code: 'NOT_FOUND' }),
      ),
    );
    const error = await fetchProduct('nema-ga').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Proizvod nije pronađen.', status: 404, code: 'NOT_FOUND' });
  });

  it('a listing failing with a gateway’s page rejects with the general text and the status', async () => {
    mswServer.use(
      handle(routes.productList, () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })),
    );
    const error = await fetchProducts().catch((failure: unknown) => failure);
    expect(error).toMatchObject({ message: UNKNOWN_ERROR_TEXT, status: 502, body: '<h1>Bad Gateway</h1>' });
  });

  it('the brands of every answer are remembered in lower case: products and facets', async () => {
    answer(routes.productList, () =>
      contractJson(
        productListSchema,
        aList({
          facets: {
            brands: [{ name: 'Bosch Home', count: 0 }],
            price: { min: 0, max: 0 },
            availableCount: 0,
          },
        }),
      ),
    );
    await fetchProducts();
    expect([...knownBrands].sort()).toEqual(['bosch', 'home', 'polar']);
  });
});

describe('the first screen’s embedded data (src/api/initial-data.ts)', () => {
  const embeddedTree: CategoryNode[] = [
    { id: 90, name: 'Ugradni aparati', slug: 'ugradni-aparati', productCount: 1, children: [] },
  ];
  const embeddedListing = (category?: string) => ({
    query: { ...(category ? { category } : {}), sort: 'popular', page: 1, pageSize: DEFAULT_PAGE_SIZE },
    list: aList({ total: 77 }),
  });

  it('the embedded category tree serves every read of the first address, without a request', async () => {
    servePage({ categories: embeddedTree });
    await expect(fetchCategories()).resolves.toEqual(embeddedTree);
    await expect(fetchCategories()).resolves.toEqual(embeddedTree);
    expect(seen).toEqual([]);
  });

  it('once the shopper moved to another address, the tree is asked of the server, also back on the first', async () => {
    answer(routes.categories, () => contractJson(categoryTreeSchema, tree));
    servePage({ categories: embeddedTree }, '/proizvodi', '');
    await expect(fetchCategories()).resolves.toEqual(embeddedTree);
    moveTo('/proizvodi', '?sort=name');
    await expect(fetchCategories()).resolves.toEqual(tree);
    moveTo('/proizvodi', '');
    await expect(fetchCategories()).resolves.toEqual(tree);
    expect(seen.map((request) => request.path)).toEqual(['/api/categories', '/api/categories']);
  });

  it('the embedded product serves the first read of its own slug only, then the server is asked', async () => {
    answer(routes.productDetail, () =>
      contractJson(productDetailResponseSchema, { product: aDetail({ stock: 3 }) }),
    );
    servePage({ categories: embeddedTree, product: aDetail({ stock: 9 }) }, '/proizvod/frizider-polar-300');
    await expect(fetchProduct('drugi-proizvod')).resolves.toEqual(aDetail({ stock: 3 }));
    await expect(fetchProduct('frizider-polar-300')).resolves.toEqual(aDetail({ stock: 9 }));
    await expect(fetchProduct('frizider-polar-300')).resolves.toEqual(aDetail({ stock: 3 }));
    expect(seen.map((request) => request.path)).toEqual([
      '/api/products/drugi-proizvod',
      '/api/products/frizider-polar-300',
    ]);
    // The tree stays for the rest of the first screen.
    await expect(fetchCategories()).resolves.toEqual(embeddedTree);
  });

  it('the embedded listing serves a read of the same category without other filters, once', async () => {
    answer(routes.productList, () => contractJson(productListSchema, aList()));
    servePage({ categories: embeddedTree, listing: embeddedListing('frizideri') }, '/proizvodi/frizideri');
    await expect(fetchProducts({ category: 'frizideri' })).resolves.toEqual(aList({ total: 77 }));
    await expect(fetchProducts({ category: 'frizideri' })).resolves.toEqual(aList());
    expect(seen).toHaveLength(1);
  });

  it('the embedded listing of all products serves a read without filters', async () => {
    servePage({ categories: embeddedTree, listing: embeddedListing() });
    await expect(fetchProducts()).resolves.toEqual(aList({ total: 77 }));
    expect(seen).toEqual([]);
  });

  it('a read of another category, or of the same one with a filter, asks the server', async () => {
    answer(routes.productList, () => contractJson(productListSchema, aList()));
    servePage({ categories: embeddedTree, listing: embeddedListing('frizideri') }, '/proizvodi/frizideri');
    await expect(fetchProducts({ category: 'zamrzivaci' })).resolves.toEqual(aList());
    await expect(fetchProducts({ category: 'frizideri', sort: 'name' })).resolves.toEqual(aList());
    await expect(fetchProducts()).resolves.toEqual(aList());
    expect(seen.map((request) => request.query)).toEqual([
      { category: 'zamrzivaci' },
      { category: 'frizideri', sort: 'name' },
      {},
    ]);
  });

  it('a page without embedded data, or with an empty one, asks the server', async () => {
    answer(routes.categories, () => contractJson(categoryTreeSchema, tree));
    vi.stubGlobal('document', { cookie: '', getElementById: () => null });
    await expect(fetchCategories()).resolves.toEqual(tree);
    forgetEmbedded();
    servePage('');
    await expect(fetchCategories()).resolves.toEqual(tree);
    expect(seen).toHaveLength(2);
  });

  it('embedded data that is not JSON is read as none, and fails loudly in tests', async () => {
    servePage('{nije json');
    await expect(fetchCategories()).rejects.toThrow(/categories/);
  });

  it('embedded data off the contract fails loudly in tests (checked like the API’s answers)', async () => {
    servePage({ categories: [{ id: 'jedan' }] });
    await expect(fetchCategories()).rejects.toThrow();
  });

  it('a test run checks the embedded data even where DEV is off', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'test');
    servePage({ categories: [{ id: 'jedan' }] });
    await expect(fetchCategories()).rejects.toThrow();
  });

  it('a production build trusts the embedded data unchecked; an entry left null is none', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    answer(routes.productDetail, () => contractJson(productDetailResponseSchema, { product: aDetail() }));
    servePage(
      { categories: [{ id: 90, name: 'Bez provere' }], product: null },
      '/proizvod/frizider-polar-300',
    );
    await expect(fetchCategories()).resolves.toEqual([{ id: 90, name: 'Bez provere' }]);
    await expect(fetchProduct('frizider-polar-300')).resolves.toEqual(aDetail());
    vi.unstubAllEnvs();
  });

  it('the embedded data is read once: a later change of the page is not read again', async () => {
    servePage({ categories: embeddedTree });
    await fetchCategories();
    servePage({ categories: tree });
    await expect(fetchCategories()).resolves.toEqual(embeddedTree);
  });

  it('the brands of the embedded data are remembered', async () => {
    servePage({
      categories: embeddedTree,
      product: aDetail({ brand: 'Gorenje' }),
    } satisfies Partial<InitialData>);
    await fetchCategories();
    expect(knownBrands.has('gorenje')).toBe(true);
  });
});

describe('rememberBrands: the brands the shop has received', () => {
  const nested = (levels: number, inner: object): object =>
    levels === 0 ? inner : { wrapper: nested(levels - 1, inner) };

  it('collects each word of a product’s brand and of a facet’s brand name, lower-cased', () => {
    rememberBrands({
      items: [{ brand: '  De  Longhi ' }, { brand: 'Polar' }],
      facets: { brands: [{ name: 'Bosch', count: 2 }, { count: 1 }, null] },
    });
    expect([...knownBrands].sort()).toEqual(['bosch', 'de', 'longhi', 'polar']);
  });

  it('ignores a brand that is not text and brands that are not a list', () => {
    rememberBrands({ brand: 7, brands: 'Polar', other: 'Gorenje' });
    expect([...knownBrands]).toEqual([]);
  });

  it('a brand field that is not text is looked into, and brands that are not a list too', () => {
    rememberBrands({ brand: { brand: 'Polar' }, brands: { brand: 'Vox' } });
    expect([...knownBrands].sort()).toEqual(['polar', 'vox']);
  });

  it('reads up to 8 levels deep and no deeper', () => {
    rememberBrands(nested(8, { brand: 'Dubok' }));
    rememberBrands(nested(9, { brand: 'Predubok' }));
    rememberBrands([[[[[[[[{ brand: 'Niz' }]]]]]]]]);
    rememberBrands([[[[[[[[[{ brand: 'Predugniz' }]]]]]]]]]);
    expect([...knownBrands].sort()).toEqual(['dubok', 'niz']);
  });

  it('null, text and numbers hold no brands', () => {
    rememberBrands(null);
    rememberBrands('Polar');
    rememberBrands(5);
    expect([...knownBrands]).toEqual([]);
  });
});
