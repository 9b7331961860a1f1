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
import { type Route, routes } from '../../contract/routes';
import { ApiError, UNKNOWN_ERROR_TEXT } from '../../src/api/api-error';
import {
  fetchCategories,
  fetchProduct,
  fetchProducts,
  listingParams,
  searchProducts,
  suggestSearch,
} from '../../src/api/catalog';
import { knownBrands, knownModels, rememberBrands } from '../../src/api/known-brands';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aProduct } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';

/*
 * The catalogue calls of src/api/catalog.ts against msw fakes that refuse requests off the
 * contract: the query string each sends, what each resolves with, and the brands the client
 * learns from the answers.
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

beforeEach(() => {
  seen = [];
  knownBrands.clear();
  knownModels.clear();
  configureApi({ showToast: () => {}, sessionExpired: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
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

  it('suggestSearch: GET /api/products/suggest?q= resolves with the suggested categories and products', async () => {
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
    const categories = [{ id: 11, name: 'Frižideri', slug: 'frizideri', parentName: 'Bela tehnika' }];
    answer(routes.productSuggest, () => contractJson(suggestResponseSchema, { suggestions, categories }));
    await expect(suggestSearch('friž')).resolves.toEqual({ suggestions, categories });
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

  it('collects the model a product’s name writes after its brand, by the brand’s last word', () => {
    rememberBrands({
      items: [
        { name: 'Laptop Dell Inspiron 15', brand: 'Dell' },
        { name: 'Aparat za kafu De Longhi Magnifica S, crni', brand: 'De Longhi' },
        { name: 'Đubrivo za travnjak Gorenje', brand: 'Gorenje' },
        { title: 'Laptop Asus Vivobook 16', brand: 'Asus' },
      ],
    });
    expect([...knownModels].map(([brand, models]) => [brand, [...models]])).toEqual([
      ['dell', ['inspiron 15']],
      ['longhi', ['magnifica s']],
    ]);
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
