import { type SQL, and, count, getTableColumns, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Product, ProductList, SortOption } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { toProductDto } from './product-dto';
import { ratingsOf } from './product-ratings';
import type { SearchMatch } from './product-search';
import {
  type ProductFilters,
  filterConditions,
  inStockSql,
  matchedIdArray,
  matchedTable,
  payPriceSql,
  sortOrder,
} from './product-sql';

export type ListingRequest = {
  filters: ProductFilters;
  /** Search results: only these products are listed, and 'relevance' sorts by their score. */
  matches?: SearchMatch[] | undefined;
  sort: SortOption | 'relevance';
  page: number;
  pageSize: number;
};

export type Listing = { items: Product[]; total: number; facets: ProductList['facets'] };

const emptyListing: Listing = {
  items: [],
  total: 0,
  facets: { brands: [], price: { min: 0, max: 0 }, availableCount: 0 },
};

/**
 * One page of products with its total and facets. Facet brands count over everything the other
 * filters let through (so choosing a brand does not hide the others); price range and stock
 * count over the listing itself.
 */
export async function listProducts(db: Db, request: ListingRequest): Promise<Listing> {
  if (request.matches && request.matches.length === 0) return emptyListing;
  const queries = listingQueries(db, request);
  const [rows, [totals], brands] = await Promise.all([queries.page, queries.totals, queries.brands]);
  const ratings = await ratingsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => {
      const rating = ratings.get(row.id);
      return rating ? { ...toProductDto(row), rating } : toProductDto(row);
    }),
    total: totals?.total ?? 0,
    facets: {
      brands,
      price: { min: totals?.minPrice ?? 0, max: totals?.maxPrice ?? 0 },
      availableCount: totals?.inStock ?? 0,
    },
  };
}

/** The three queries of a listing (page, totals, brand facet), as listProducts runs them. */
export function listingQueries(db: Db, request: ListingRequest) {
  const { filters, matches } = request;
  const matched = matches ? matchedTable(matches) : undefined;
  // Matches narrow by id (answered from the primary key: a join alone made the planner read every
  // product at 100 000); the page also joins them for their scores.
  const matchedIds = matches ? sql`${products.id} = any(${matchedIdArray(matches)})` : undefined;
  const scoped = <T extends PgSelect>(query: T, conditions: SQL[]) =>
    query.where(and(...conditions, ...(matchedIds ? [matchedIds] : [])));
  const scopedPage = <T extends PgSelect>(query: T, conditions: SQL[]) =>
    matched
      ? scoped(query.innerJoin(matched, sql`matched.id = ${products.id}`), conditions)
      : scoped(query, conditions);

  const conditions = filterConditions(filters);
  return {
    page: scopedPage(db.select(getTableColumns(products)).from(products).$dynamic(), conditions)
      .orderBy(...sortOrder(request.sort, matched ? sql`matched.score` : undefined))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    totals: scoped(
      db
        .select({
          total: count(),
          minPrice: sql<number | null>`min(${payPriceSql})`,
          maxPrice: sql<number | null>`max(${payPriceSql})`,
          inStock: sql<number>`count(*) filter (where ${inStockSql})`.mapWith(Number),
        })
        .from(products)
        .$dynamic(),
      conditions,
    ),
    brands: scoped(
      db.select({ name: products.brand, count: count() }).from(products).$dynamic(),
      filterConditions(filters, 'brands'),
    )
      .groupBy(products.brand)
      .orderBy(sql`shop_normalize(${products.brand})`, products.brand),
  };
}
