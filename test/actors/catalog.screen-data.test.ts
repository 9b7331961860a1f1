import { beforeEach, describe, expect, it } from 'vitest';
import {
  type ProductDetail,
  productDetailResponseSchema,
  type ProductList,
  productListSchema,
} from '../../contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../contract/catalog-constants';
import { productReviewsResponseSchema } from '../../contract/reviews';
import { routes } from '../../contract/routes';
import {
  listingLoader,
  productListLoader,
  productPageLoader,
  productReviewsListLoader,
} from '../../src/actors/catalog.screen-data';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { aProduct } from '../msw/fixtures';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { load } from './screen-data-driver';

/*
 * The catalogue's reads (src/actors/catalog.screen-data.ts) over the real src/api client: the request
 * each sends, the data it settles with, a 404 as a not-found answer and any other failure as the
 * server's text.
 */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });

beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const fridge = aProduct({ id: 5, name: 'Frižider Polar 300', slug: 'frizider-polar-300', brand: 'Polar' });
const list: ProductList = {
  items: [fridge],
  total: 1,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  facets: { brands: [{ name: 'Polar', count: 1 }], price: { min: 54_990, max: 54_990 }, availableCount: 1 },
  category: null,
};
const detail: ProductDetail = {
  ...fridge,
  description: 'Kombinovani frižider.',
  images: [],
  categoryPath: [{ name: 'Frižideri', slug: 'frizideri' }],
  attributes: [],
  rating: { average: 0, count: 0 },
};
const notFound = () => errorJson(404, { error: 'Kategorija nije pronađena.', code: 'NOT_FOUND' });
const serverError = () => errorJson(500, { error: 'Došlo je do greške na serveru.', code: 'INTERNAL_ERROR' });
const requested = () => seen.map(({ method, path, search }) => `${method} ${path}${search}`);

describe('the home page’s shelves', () => {
  it('without filters ask GET /api/products with no query and load the list', async () => {
    answer(routes.productList, () => contractJson(productListSchema, list));
    expect(await load(productListLoader, undefined)).toEqual({ state: 'loaded', data: list, error: null });
    expect(requested()).toEqual(['GET /api/products']);
  });

  it('with filters send them as the query string', async () => {
    answer(routes.productList, () => contractJson(productListSchema, list));
    await load(productListLoader, { sort: 'newest', brand: ['Polar', 'Gorenje'] });
    expect(requested()).toEqual(['GET /api/products?sort=newest&brand=Polar%2CGorenje']);
  });
});

describe('a listing page', () => {
  it('reads GET /api/products with its category and filters and finds the list', async () => {
    answer(routes.productList, () => contractJson(productListSchema, list));
    expect(await load(listingLoader, { category: 'frizideri', page: 2 })).toEqual({
      state: 'loaded',
      data: { kind: 'found', value: list },
      error: null,
    });
    expect(requested()).toEqual(['GET /api/products?category=frizideri&page=2']);
  });

  it('an unknown category is a not-found answer, not a failure', async () => {
    answer(routes.productList, notFound);
    expect(await load(listingLoader, { category: 'nema-je' })).toEqual({
      state: 'loaded',
      data: { kind: 'notFound' },
      error: null,
    });
  });

  it('any other failure fails with the server’s text', async () => {
    answer(routes.productList, serverError);
    expect(await load(listingLoader, { category: 'frizideri' })).toEqual({
      state: 'failed',
      data: null,
      error: 'Došlo je do greške na serveru.',
    });
  });
});

describe('a product page', () => {
  it('reads GET /api/products/{slug} and finds the product', async () => {
    answer(routes.productDetail, () => contractJson(productDetailResponseSchema, { product: detail }));
    expect(await load(productPageLoader, 'frizider-polar-300')).toEqual({
      state: 'loaded',
      data: { kind: 'found', value: detail },
      error: null,
    });
    expect(requested()).toEqual(['GET /api/products/frizider-polar-300']);
  });

  it('an unknown slug is a not-found answer, not a failure', async () => {
    answer(routes.productDetail, notFound);
    expect(await load(productPageLoader, 'nema-ga')).toEqual({
      state: 'loaded',
      data: { kind: 'notFound' },
      error: null,
    });
  });

  it('any other failure fails with the server’s text', async () => {
    answer(routes.productDetail, serverError);
    expect(await load(productPageLoader, 'frizider-polar-300')).toMatchObject({
      state: 'failed',
      error: 'Došlo je do greške na serveru.',
    });
  });

  it('its reviews are GET /api/products/{slug}/reviews, loaded with their average and count', async () => {
    const reviews = {
      items: [
        {
          id: 41,
          productId: 5,
          rating: 4,
          text: 'Tih i prostran.',
          author: 'Ana A.',
          createdAt: '2026-03-14T10:00:00.000Z',
          updatedAt: '2026-03-14T10:00:00.000Z',
          verifiedPurchase: true,
        },
      ],
      average: 4,
      count: 1,
    };
    answer(routes.productReviews, () => contractJson(productReviewsResponseSchema, reviews));
    expect(await load(productReviewsListLoader, { slug: 'frizider-polar-300' })).toEqual({
      state: 'loaded',
      data: reviews,
      error: null,
    });
    expect(requested()).toEqual(['GET /api/products/frizider-polar-300/reviews']);
  });
});
