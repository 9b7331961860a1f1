import {
  type ProductListQuery,
  type SearchQuery,
  categoryTreeSchema,
  productDetailResponseSchema,
  productListSchema,
  suggestResponseSchema,
} from '../../contract/catalog';
import { request } from './request';

/** Filters as a page URL holds them: every key optional, brands as a list. */
export type ListFilters = Partial<Omit<ProductListQuery, 'brand'>> & { brand?: string[] };
export type SearchFilters = Partial<Omit<SearchQuery, 'brand' | 'q'>> & { q: string; brand?: string[] };

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
  return request({ method: 'get', url: '/api/categories', schema: categoryTreeSchema });
}

/** GET /api/products: a page of a listing (all products, or a category's with `category`). */
export function fetchProducts(filters: ListFilters = {}) {
  return request({
    method: 'get',
    url: '/api/products',
    params: listingParams(filters),
    schema: productListSchema,
  });
}

/** GET /api/products/search?q=: a page of search results, in the listing's shape. */
export function searchProducts(filters: SearchFilters) {
  return request({
    method: 'get',
    url: '/api/products/search',
    params: listingParams(filters),
    schema: productListSchema,
  });
}

/** GET /api/products/suggest?q=: a few products for the search box as the shopper types. */
export async function suggestProducts(q: string) {
  const { suggestions } = await request({
    method: 'get',
    url: '/api/products/suggest',
    params: { q },
    schema: suggestResponseSchema,
  });
  return suggestions;
}

/** GET /api/products/{slug}: the product's detail page. */
export async function fetchProduct(slug: string) {
  const { product } = await request({
    method: 'get',
    url: `/api/products/${encodeURIComponent(slug)}`,
    schema: productDetailResponseSchema,
  });
  return product;
}
