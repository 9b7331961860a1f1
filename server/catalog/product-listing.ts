import type { Product, ProductList } from '../../contract/catalog';
import type { Db } from '../db/client';
import { type ListingSummary, boundedSummary, keptSummary } from './listing-facets';
import { type PageRequest, offsetOf, pageQuery } from './listing-page';
import { toProductDto } from './product-dto';
import { ratingsOf } from './product-ratings';
import type { SearchCandidate } from './product-search';
import { type ProductFilters, hasAttributeFilters } from './product-sql';
import { MAX_LISTING_OFFSET } from './read-bounds';
import { searchListing } from './search-listing';

export type ListingRequest = Omit<PageRequest, 'matches'> & {
  /** Search results: only these are listed, and 'relevance' sorts by their score. */
  matches?: SearchCandidate[] | undefined;
  /** The search stopped collecting matches at its bound: the total can only be a lower bound. */
  matchesCapped?: boolean | undefined;
};

export type Listing = Pick<ProductList, 'items' | 'total' | 'totalIsLowerBound' | 'facets'>;

const emptyListing: Listing = {
  items: [],
  total: 0,
  facets: { brands: [], price: { min: 0, max: 0 }, availableCount: 0 },
};

/**
 * One page of products with its total and facets. Facet brands count over everything the other
 * filters let through (so choosing a brand does not hide the others); price range and stock
 * count over the listing itself. Every part reads a bounded number of rows: the page in the order
 * of an index (pageQuery), totals and facets from kept counts or from at most COUNT_BOUND products;
 * a search's from its ranked candidates (search-listing.ts).
 */
export async function listProducts(db: Db, request: ListingRequest): Promise<Listing> {
  const { matches } = request;
  if (matches && matches.length === 0) return emptyListing;
  const [rows, summary] = matches
    ? await searchListing(db, { ...request, matches }).then((found) => [found.rows, found] as const)
    : await Promise.all([
        offsetOf(request) >= MAX_LISTING_OFFSET ? [] : pageQuery(db, request),
        listingSummary(db, request.filters),
      ]);
  const ratings = await ratingsOf(
    db,
    rows.map((row) => row.id),
  );
  const items: Product[] = rows.map((row) => {
    const rating = ratings.get(row.id);
    return rating ? { ...toProductDto(row), rating } : toProductDto(row);
  });
  const lowerBound = summary.totalIsLowerBound;
  return {
    items,
    total: summary.total,
    ...(lowerBound ? { totalIsLowerBound: true } : {}),
    facets: summary.facets,
  };
}

/**
 * Kept counts when they can answer, else counted with a bound: the kept counts know neither prices,
 * discounts nor specifications, so a price filter, the sale list (onSale) or a spec filter is
 * counted over a bounded sample.
 */
export function listingSummary(db: Db, filters: ProductFilters): Promise<ListingSummary> {
  if (
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.onSale ||
    hasAttributeFilters(filters)
  )
    return boundedSummary(db, filters);
  return keptSummary(db, filters);
}
