import {
  ATTRIBUTE_PARAM_PREFIX,
  type AttributeFilter,
  attributeParams,
  attributeParamValue,
  validAttributeFilters,
} from '../../contract/attribute-filters';
import { LISTING_LIMITS, type SortOption, sortOptions } from '../../contract/catalog-constants';

export { SALE_LIST_HREF } from './sale-list';

/** A listing's sort as its URL names it; search adds relevance. */
export type ListingSort = SortOption | 'relevance';

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Najrelevantnije',
  popular: 'Najpopularnije',
  price_asc: 'Cena rastuće',
  price_desc: 'Cena opadajuće',
  newest: 'Najnovije',
  name: 'Naziv',
};

export const LISTING_SORTS: readonly SortOption[] = sortOptions;
export const SEARCH_SORTS: readonly ListingSort[] = ['relevance', ...sortOptions];

/** The filters, sort and page a listing's URL holds (every listing and search keep them there). */
export type ListingUrl<S extends ListingSort = ListingSort> = {
  /** Undefined: the server's default (popular; relevance for search). */
  sort: S | undefined;
  page: number;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  brands: string[];
  available: boolean;
  /** Only discounted products: the sale list ("Akcija"). */
  onSale: boolean;
  /** Spec filters (`a.energy_class=A,B`, `a.volume=300-400`). */
  attributes: AttributeFilter[];
};

/** What a control changes; a key left out stays as it is, null removes it. */
export type ListingChange = {
  sort?: ListingSort | null;
  page?: number;
  minPrice?: number | null;
  maxPrice?: number | null;
  brands?: string[];
  available?: boolean;
  onSale?: boolean;
  /** One spec filter set (its key's new filter) or removed (null). */
  attribute?: { key: string; filter: AttributeFilter | null };
};

const FILTER_KEYS = ['brand', 'minPrice', 'maxPrice', 'available', 'onSale'] as const;

const isTrue = (value: string | null) => ['true', '1'].includes(value ?? '');

function wholeNumber(value: string | null, min: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= LISTING_LIMITS.maxPrice ? number : undefined;
}

/**
 * Reads a listing's URL query. A value the server would refuse (a hand-edited link) is dropped,
 * so the page still loads.
 */
export function readListingUrl<S extends ListingSort>(search: string, sorts: readonly S[]): ListingUrl<S> {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const brands = (params.get('brand') ?? '')
    .split(',')
    .map((brand) => brand.trim())
    .filter((brand) => brand.length > 0 && brand.length <= LISTING_LIMITS.maxBrandLength);
  return {
    sort: sorts.includes(sort as S) ? (sort as S) : undefined,
    page: Math.min(wholeNumber(params.get('page'), 1) ?? 1, LISTING_LIMITS.maxPage),
    minPrice: wholeNumber(params.get('minPrice'), 0),
    maxPrice: wholeNumber(params.get('maxPrice'), 0),
    brands: [...new Set(brands)].slice(0, LISTING_LIMITS.maxBrands),
    available: isTrue(params.get('available')),
    onSale: isTrue(params.get('onSale')),
    attributes: validAttributeFilters(params),
  };
}

/** True when the shopper narrowed the list (sort and page are not filters). */
export function hasFilters(url: ListingUrl): boolean {
  return (
    url.brands.length > 0 ||
    url.minPrice !== undefined ||
    url.maxPrice !== undefined ||
    url.available ||
    url.onSale ||
    url.attributes.length > 0
  );
}

/** The query a listing loader sends: only what the URL sets. */
export function listingQuery<S extends ListingSort>(url: ListingUrl<S>) {
  return {
    ...(url.sort ? { sort: url.sort } : {}),
    ...(url.page > 1 ? { page: url.page } : {}),
    ...(url.minPrice !== undefined ? { minPrice: url.minPrice } : {}),
    ...(url.maxPrice !== undefined ? { maxPrice: url.maxPrice } : {}),
    ...(url.brands.length > 0 ? { brand: url.brands } : {}),
    ...(url.available ? { available: true } : {}),
    ...(url.onSale ? { onSale: true } : {}),
    ...attributeParams(url.attributes),
  };
}

/**
 * The URL query after a change. Any change but a page change goes back to page 1, since the old
 * page number means nothing in a differently filtered or sorted list. Other keys (q) stay.
 */
export function changedSearch(search: string, change: ListingChange): string {
  const params = new URLSearchParams(search);
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  };
  if ('sort' in change) set('sort', change.sort);
  if ('minPrice' in change) set('minPrice', change.minPrice?.toString());
  if ('maxPrice' in change) set('maxPrice', change.maxPrice?.toString());
  if (change.brands) set('brand', change.brands.join(','));
  if ('available' in change) set('available', change.available ? 'true' : null);
  if ('onSale' in change) set('onSale', change.onSale ? 'true' : null);
  if (change.attribute) {
    const { key, filter } = change.attribute;
    set(`${ATTRIBUTE_PARAM_PREFIX}${key}`, filter ? attributeParamValue(filter) : null);
  }
  set('page', change.page !== undefined && change.page > 1 ? String(change.page) : null);
  return params.toString();
}

/** The URL query without any filter (sort and q stay), back on page 1. */
export function clearedSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...FILTER_KEYS, 'page']) params.delete(key);
  for (const key of [...params.keys()]) if (key.startsWith(ATTRIBUTE_PARAM_PREFIX)) params.delete(key);
  return params.toString();
}

/** A path with its query, without a dangling "?". */
export const withSearch = (path: string, search: string): string => (search ? `${path}?${search}` : path);
