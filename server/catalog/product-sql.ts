import { type SQL, and, asc, desc, gt, inArray, sql } from 'drizzle-orm';
import type { AttributeFilter } from '../../contract/attribute-filters';
import type { SortOption } from '../../contract/catalog';
import { productAttributeValues, products } from '../db/schema';

/** contract/money payPrice in SQL: the discount price when it is above 0 and below the price. */
export const payPriceSql = sql<number>`(case when ${products.discountPrice} > 0 and ${products.discountPrice} < ${products.price} then ${products.discountPrice} else ${products.price} end)`;

/**
 * On sale: contract/money isDiscounted in SQL. Written as the partial sale indexes' predicate
 * (migration 0014), so that the planner can read a sale listing from them.
 */
export const onSaleSql = sql`${products.discountPrice} > 0 and ${products.discountPrice} < ${products.price}`;

/** In stock for the shopper: offered and with at least one piece left. */
export const inStockSql = and(sql`${products.available}`, gt(products.stock, 0))!;

export type ProductFilters = {
  /** The listed category and its subcategories; undefined lists every product. */
  categoryIds?: number[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  brands?: string[] | undefined;
  available?: boolean | undefined;
  /** Only discounted products. */
  onSale?: boolean | undefined;
  /** Spec filters (contract/attribute-filters.ts): each must hold. */
  attributes?: AttributeFilter[] | undefined;
};

/** Leave out of the conditions: the brand filter, or one attribute's (for its own facet). */
export type FilterExcept = 'brands' | { attribute: string };

/**
 * One spec filter on a product: its value row (product_attribute_values, primary key product and
 * key) is among the chosen values or within the range.
 */
export function attributeConditionSql(filter: AttributeFilter): SQL {
  const v = productAttributeValues;
  const wanted =
    filter.kind === 'values'
      ? sql`${v.value} in (${sql.join(
          filter.values.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : and(
          sql`${v.numberValue} is not null`,
          ...(filter.min === undefined ? [] : [sql`${v.numberValue} >= ${filter.min}`]),
          ...(filter.max === undefined ? [] : [sql`${v.numberValue} <= ${filter.max}`]),
        )!;
  // Checked per product by the values' primary key as the listing reads its products in the order of
  // an index (`offset 0` keeps the planner from turning it into a join, which at 100 000 products
  // read every product holding the value, or all of them, and sorted them:
  // catalog-plans-at-scale.test.ts).
  return sql`exists (select from ${v} where ${v.productId} = ${products.id} and ${v.key} = ${filter.key} and ${wanted} offset 0)`;
}

/**
 * The spec filters as shop_search_cut takes them (migration 0025): a JSON array of
 * {key, values} or {key, min?, max?}; null without any.
 */
export function attributeFiltersJson(filters: ProductFilters): string | null {
  if (!hasAttributeFilters(filters)) return null;
  return JSON.stringify(
    filters.attributes!.map((filter) =>
      filter.kind === 'values'
        ? { key: filter.key, values: filter.values }
        : { key: filter.key, min: filter.min, max: filter.max },
    ),
  );
}

export const hasAttributeFilters = (filters: ProductFilters) => (filters.attributes?.length ?? 0) > 0;

/** The filters but one attribute's own (its facet counts the products the others let through). */
export const withoutAttribute = (filters: ProductFilters, key: string): ProductFilters => ({
  ...filters,
  attributes: filters.attributes?.filter((filter) => filter.key !== key),
});

/** The WHERE conditions of a listing; `except` leaves one filter out (for its own facet). */
export function filterConditions(filters: ProductFilters, except?: FilterExcept): SQL[] {
  const conditions: SQL[] = [];
  if (filters.categoryIds) conditions.push(inArray(products.categoryId, filters.categoryIds));
  if (filters.minPrice !== undefined) conditions.push(sql`${payPriceSql} >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`${payPriceSql} <= ${filters.maxPrice}`);
  if (filters.available) conditions.push(inStockSql);
  if (filters.onSale) conditions.push(onSaleSql);
  if (except !== 'brands' && filters.brands && filters.brands.length > 0) {
    // Brands match whatever their case or diacritics, as a shopper may type them into the URL;
    // brand_key is shop_normalize(brand), stored (migration 0013), not folded per row read.
    const wanted = filters.brands.map((brand) => sql`shop_normalize(${brand})`);
    conditions.push(sql`${products}.brand_key in (${sql.join(wanted, sql`, `)})`);
  }
  for (const filter of filters.attributes ?? []) {
    if (typeof except === 'object' && except.attribute === filter.key) continue;
    conditions.push(attributeConditionSql(filter));
  }
  return conditions;
}

/** What each listing sort orders by, before the id; each has its index (migration 0009). */
export const SORT_KEYS: Record<SortOption, { key: SQL; descending: boolean }> = {
  popular: { key: sql`${products.popularity}`, descending: true },
  price_asc: { key: payPriceSql, descending: false },
  price_desc: { key: payPriceSql, descending: true },
  newest: { key: sql`${products.createdAt}`, descending: true },
  // shop_normalize(name), stored (migration 0012).
  name: { key: sql`${products}.name_key`, descending: false },
};

/** Every order ends on the id, so that equal keys keep one order and pages never overlap. */
export function sortOrder(sort: SortOption | 'relevance', relevance?: SQL): SQL[] {
  if (sort === 'relevance') return [desc(relevance ?? sql`0`), desc(products.popularity), asc(products.id)];
  const { key, descending } = SORT_KEYS[sort];
  return [descending ? desc(key) : asc(key), asc(products.id)];
}

/** A Postgres array literal of integers, sent as one parameter whatever its length. */
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/** The matches' ids as one int[] parameter. */
export function matchedIdArray(matches: readonly { id: number }[]): SQL {
  return sql`${intArray(matches.map((m) => m.id))}::int[]`;
}

/** Search matches as a table `matched(id, score)` to join products with. */
export function matchedTable(matches: readonly { id: number; score: number }[]): SQL {
  return sql`unnest(${intArray(matches.map((m) => m.id))}::int[], ${intArray(matches.map((m) => m.score))}::int[]) as matched(id, score)`;
}
