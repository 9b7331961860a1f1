import type { ProductDetail, ProductList } from '../../contract/catalog';
import { ApiError } from '../api/api-error';
import type { ListFilters } from '../api/catalog';
import * as catalogApi from '../api/catalog';
import * as reviewsApi from '../api/reviews';
import { createLoader } from './loader-logic';

/** What a read by slug found: the data, or that the server does not know the slug (404). */
export type Found<T> = { kind: 'found'; value: T } | { kind: 'notFound' };

/** A 404 becomes an answer the screen shows (a not-found state), not a failure to retry. */
async function foundOrNot<T>(read: () => Promise<T>): Promise<Found<T>> {
  try {
    return { kind: 'found', value: await read() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
    throw error;
  }
}

/** GET /api/products with the listing's filters (the home page's shelves). */
export const productListLoader = createLoader(
  async (filters: ListFilters | undefined) => catalogApi.fetchProducts(filters),
  { page: 'products' },
);

/** GET /api/products for a listing page: all products, or a category's (an unknown slug is notFound). */
export const listingLoader = createLoader(
  (filters: ListFilters): Promise<Found<ProductList>> =>
    foundOrNot(async () => catalogApi.fetchProducts(filters)),
  { page: 'listing' },
);

/** GET /api/products/{slug} for the product page (an unknown slug is notFound). */
export const productPageLoader = createLoader(
  (slug: string): Promise<Found<ProductDetail>> => foundOrNot(async () => catalogApi.fetchProduct(slug)),
  { page: 'product' },
);

/**
 * GET /api/products/{slug}/reviews. The product page runs it as `productReviews` in the system, so
 * a new review reloads it (src/actors/reviews.forms.ts).
 */
export const productReviewsListLoader = createLoader(
  async ({ slug }: { slug: string }) => reviewsApi.fetchProductReviews(slug),
  { page: 'reviews' },
);

/** GET /api/products/{slug}/related for the product page's similar products and accessories. */
export const productRelatedLoader = createLoader(async (slug: string) => catalogApi.fetchRelated(slug), {
  page: 'related',
});
