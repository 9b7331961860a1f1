import type { ProductListQuery, SearchQuery } from '../../contract/catalog';
import { routes } from '../../contract/routes';
import { call } from './request';

/** Filters as a page URL holds them: every key optional, brands as a list. */
/** Spec filters as query parameters: `a.<key>` and its value (contract/attribute-filters.ts). */
type SpecParams = { [key: `a.${string}`]: string };
export type ListFilters = Partial<Omit<ProductListQuery, 'brand'>> & { brand?: string[] } & SpecParams;
export type SearchFilters = Partial<Omit<SearchQuery, 'brand' | 'q'>> & {
  q: string;
  brand?: string[];
} & SpecParams;

/** The query string of a listing: only the keys that are set, brands joined by commas. */
export function listingParams(filters: ListFilters | SearchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else params[key] = String(value);
  }
  return params;
}

/** GET /api/categories: the category tree. */
export function fetchCategories() {
  return call(routes.categories);
}

/** GET /api/products: a page of a listing (all products, or a category's with `category`). */
export function fetchProducts(filters: ListFilters = {}) {
  return call(routes.productList, { query: listingParams(filters) });
}

/** GET /api/products/search?q=: a page of search results, in the listing's shape. */
export function searchProducts(filters: SearchFilters) {
  return call(routes.productSearch, { query: listingParams(filters) });
}

/** GET /api/products/suggest?q=: a few categories and products for the search box as the shopper types. */
export function suggestSearch(q: string) {
  return call(routes.productSuggest, { query: { q } });
}

/** GET /api/products/{slug}: the product's detail page. */
export async function fetchProduct(slug: string) {
  const { product } = await call(routes.productDetail, { params: { slug } });
  return product;
}

/** GET /api/products/compare?ids=: the products to compare, of one category. */
export function fetchCompare(ids: readonly number[]) {
  return call(routes.productCompare, { query: { ids: ids.join(',') } });
}

/** GET /api/products/{slug}/related: "Slični proizvodi" and "Dodatna oprema". */
export function fetchRelated(slug: string) {
  return call(routes.productRelated, { params: { slug } });
}
