import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Product, ProductList, SortOption } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { type ListingSummary, boundedSummary, keptSummary } from './listing-facets';
import { toProductDto } from './product-dto';
import { ratingsOf } from './product-ratings';
import type { SearchMatch } from './product-search';
import {
  type ProductFilters,
  SORT_KEYS,
  filterConditions,
  matchedIdArray,
  matchedTable,
  sortOrder,
} from './product-sql';
import { MAX_LISTING_OFFSET } from './read-bounds';

export type ListingRequest = {
  filters: ProductFilters;
  /** Search results: only these products are listed, and 'relevance' sorts by their score. */
  matches?: SearchMatch[] | undefined;
  /** The search stopped collecting matches at its bound: the total can only be a lower bound. */
  matchesCapped?: boolean | undefined;
  sort: SortOption | 'relevance';
  page: number;
  pageSize: number;
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
 * of an index (pageQuery), totals and facets from kept counts or from at most COUNT_BOUND products.
 */
export async function listProducts(db: Db, request: ListingRequest): Promise<Listing> {
  if (request.matches && request.matches.length === 0) return emptyListing;
  const [rows, summary] = await Promise.all([
    offsetOf(request) >= MAX_LISTING_OFFSET ? [] : pageQuery(db, request),
    listingSummary(db, request),
  ]);
  const ratings = await ratingsOf(
    db,
    rows.map((row) => row.id),
  );
  const items: Product[] = rows.map((row) => {
    const rating = ratings.get(row.id);
    return rating ? { ...toProductDto(row), rating } : toProductDto(row);
  });
  const lowerBound = summary.totalIsLowerBound || request.matchesCapped === true;
  return {
    items,
    total: summary.total,
    ...(lowerBound ? { totalIsLowerBound: true } : {}),
    facets: summary.facets,
  };
}

const offsetOf = (request: Pick<ListingRequest, 'page' | 'pageSize'>) =>
  (request.page - 1) * request.pageSize;

/** Kept counts when they can answer (no search, no price filter), else counted with a bound. */
export function listingSummary(db: Db, request: ListingRequest): Promise<ListingSummary> {
  const { filters, matches } = request;
  if (matches) return boundedSummary(db, filters, [sql`${products.id} = any(${matchedIdArray(matches)})`]);
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) return boundedSummary(db, filters);
  return keptSummary(db, filters);
}

/**
 * The page's products. A search's matches (at most a few COUNT_BOUNDs) are sorted as they are; a
 * listing is read in the order of its sort's index: over the whole catalogue, within one category,
 * or for a category with subcategories as one ordered scan per category merged (a UNION ALL the
 * planner answers with a Merge Append), so no request sorts a category.
 */
export function pageQuery(db: Db, request: ListingRequest) {
  const { filters, matches } = request;
  const columns = getTableColumns(products);
  if (matches) {
    return db
      .select(columns)
      .from(products)
      .innerJoin(matchedTable(matches), sql`matched.id = ${products.id}`)
      .where(and(...filterConditions(filters), sql`${products.id} = any(${matchedIdArray(matches)})`))
      .orderBy(...sortOrder(request.sort, sql`matched.score`))
      .limit(request.pageSize)
      .offset(offsetOf(request));
  }
  const categoryIds = filters.categoryIds;
  if (!categoryIds || categoryIds.length < 2)
    return db
      .select(columns)
      .from(products)
      .where(and(...filterConditions(filters)))
      .orderBy(...sortOrder(request.sort))
      .limit(request.pageSize)
      .offset(offsetOf(request));
  // One SELECT per category, each reading at most the rows up to the page's end from its index and
  // giving its sort key as a column, which the planner merges in order (Merge Append, no sort).
  if (request.sort === 'relevance') throw new Error('relevance orders search matches only');
  const { key, descending } = SORT_KEYS[request.sort];
  const conditions = filterConditions({ ...filters, categoryIds: undefined });
  const [first, second, ...rest] = categoryIds.map((id) =>
    db
      .select({ ...columns, sortKey: sql`${key}`.as('sort_key') })
      .from(products)
      .where(and(eq(products.categoryId, id), ...conditions))
      .orderBy(...sortOrder(request.sort))
      .limit(offsetOf(request) + request.pageSize),
  );
  const merged = unionAll(first!, second!, ...rest).as('merged');
  const { sortKey, ...fields } = merged._.selectedFields;
  return db
    .select(fields)
    .from(merged)
    .orderBy(descending ? desc(sortKey) : asc(sortKey), asc(fields.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
}
