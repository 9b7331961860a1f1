import { type SQL, count, inArray, sql } from 'drizzle-orm';
import type { ProductList } from '../../contract/catalog';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql-rows';
import { catalogFacets, products } from '../db/schema';
import { COUNT_BOUND } from './read-bounds';
import {
  boundedAttributeCounts,
  buildAttributeFacets,
  keptAttributeCounts,
  specFacets,
} from './attribute-facets';
import { pageQuery } from './listing-page';
import { type ProductFilters, inStockSql, payPriceSql } from './product-sql';

export type ListingSummary = { total: number; totalIsLowerBound: boolean; facets: ProductList['facets'] };

type FacetGroup = {
  brand: string;
  inStock: boolean;
  wanted: boolean;
  count: number;
  minPrice: number | null;
  maxPrice: number | null;
};

/**
 * Total and facets of a listing without a price filter, from catalog_facets (migration 0009): a
 * row per category, brand and stock, kept by triggers, so the cost is the number of brands, not of
 * products. Brands count over everything but the brand filter; total, price range and stock over
 * the listing itself.
 */
export async function keptSummary(db: Db, filters: ProductFilters): Promise<ListingSummary> {
  // The kept value counts know no brands: with a brand filter the spec facets are counted.
  const branded = (filters.brands?.length ?? 0) > 0;
  const [groups, values] = await Promise.all([
    db.execute(keptFacetsQuery(filters)).then((result) => rowsOf<FacetGroup>(result)),
    branded
      ? boundedAttributeCounts(db, filters)
      : keptAttributeCounts(db, filters).then((all) => ({ all, own: new Map() })),
  ]);
  const brands: { name: string; count: number }[] = [];
  let total = 0;
  let inStock = 0;
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  for (const group of groups) {
    if (filters.available && !group.inStock) continue;
    const last = brands.at(-1);
    if (last?.name === group.brand) last.count += group.count;
    else brands.push({ name: group.brand, count: group.count });
    if (!group.wanted) continue;
    total += group.count;
    if (group.inStock) inStock += group.count;
    if (group.minPrice !== null) minPrice = Math.min(minPrice ?? group.minPrice, group.minPrice);
    if (group.maxPrice !== null) maxPrice = Math.max(maxPrice ?? group.maxPrice, group.maxPrice);
  }
  return {
    total,
    totalIsLowerBound: false,
    facets: {
      brands,
      price: { min: minPrice ?? 0, max: maxPrice ?? 0 },
      availableCount: inStock,
      ...specFacets(buildAttributeFacets(values.all, values.own, total)),
    },
  };
}

/** The listing's facet groups summed over its categories, one row per brand and stock. */
export function keptFacetsQuery(filters: ProductFilters): SQL {
  const wanted =
    filters.brands && filters.brands.length > 0
      ? sql`shop_normalize(brand) in (${sql.join(
          filters.brands.map((brand) => sql`shop_normalize(${brand})`),
          sql`, `,
        )})`
      : sql`true`;
  const inCategories = filters.categoryIds
    ? sql`where ${inArray(catalogFacets.categoryId, filters.categoryIds)}`
    : sql``;
  // Summed per brand and stock first, then each brand folded once (for the filter and the order),
  // not once per category's row.
  return sql`
    select brand, "inStock", ${wanted} as "wanted", "count", "minPrice", "maxPrice"
    from (
      select ${catalogFacets.brand} as brand, ${catalogFacets.inStock} as "inStock",
        sum(${catalogFacets.productCount})::int as "count",
        min(${catalogFacets.minPrice}) as "minPrice", max(${catalogFacets.maxPrice}) as "maxPrice"
      from ${catalogFacets} ${inCategories}
      group by ${catalogFacets.brand}, ${catalogFacets.inStock}
      offset 0
    ) as groups
    order by shop_normalize(brand), brand, "inStock"`;
}

/**
 * Total and facets counted over at most COUNT_BOUND + 1 of the listing's products (a price filter,
 * which no kept count can answer): exact up to the bound, a lower bound past it.
 */
export async function boundedSummary(db: Db, filters: ProductFilters): Promise<ListingSummary> {
  const queries = boundedSummaryQueries(db, filters);
  const [[totals], brands, values] = await Promise.all([
    queries.totals,
    queries.brands,
    boundedAttributeCounts(db, filters),
  ]);
  const counted = totals?.total ?? 0;
  return {
    total: Math.min(counted, COUNT_BOUND),
    totalIsLowerBound: counted > COUNT_BOUND,
    facets: {
      brands,
      price: { min: totals?.minPrice ?? 0, max: totals?.maxPrice ?? 0 },
      availableCount: totals?.inStock ?? 0,
      ...specFacets(
        buildAttributeFacets(values.all, values.own, Math.min(counted, COUNT_BOUND), filters.attributes),
      ),
    },
  };
}

/**
 * boundedSummary's two queries: totals over the listing, brands over all but the brand filter,
 * each over the listing's first COUNT_BOUND + 1 products by price, read in the order of a price
 * index (listing-page.ts) as a subquery named like the table.
 */
export function boundedSummaryQueries(db: Db, filters: ProductFilters) {
  const sample = (sampled: ProductFilters) =>
    pageQuery(db, { filters: sampled, sort: 'price_asc', page: 1, pageSize: COUNT_BOUND + 1 }).as('products');
  const brand = sql<string>`${products.brand}`;
  return {
    totals: db
      .select({
        total: count(),
        minPrice: sql<number | null>`min(${payPriceSql})`,
        maxPrice: sql<number | null>`max(${payPriceSql})`,
        inStock: sql<number>`count(*) filter (where ${inStockSql})`.mapWith(Number),
      })
      .from(sample(filters)),
    brands: db
      .select({ name: brand, count: count() })
      .from(sample({ ...filters, brands: undefined }))
      .groupBy(brand)
      .orderBy(sql`shop_normalize(${brand})`, brand),
  };
}
