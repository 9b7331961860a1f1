import { type SQL, and, inArray, sql } from 'drizzle-orm';
import { type AttributeFilter, filterTokens } from '../../contract/attribute-filters';
import type { AttributeFacet } from '../../contract/catalog';
import {
  ATTRIBUTE_GROUPS,
  attributeDefinitions,
  definitionOf,
  yesNoLabel,
} from '../../contract/product-specs';
import type { Db } from '../db/client';
import { catalogAttributeFacets, productAttributeValues } from '../db/schema';
import { rowsOf } from '../db/sql-rows';
import { pageQuery } from './listing-page';
import { type ProductFilters, withoutAttribute } from './product-sql';
import { COUNT_BOUND } from './read-bounds';

/** Products holding one value of one key (a number's value is the number as text). */
export type ValueCount = { key: string; value: string; count: number; number: number | null };

/**
 * Value counts, and whether they are lower bounds: counted over a sample that was cut (at most
 * COUNT_BOUND + 1 products, or a search's capped candidates), each value has at least its count.
 */
export type Counted = { rows: ValueCount[]; lowerBound: boolean };

/**
 * A listing's value counts from catalog_attribute_facets (migration typed_specs): a row per
 * category, key, value and stock, kept by triggers, so a listing without filters (but stock) reads
 * as many rows as its categories have values, never its products. Exact.
 */
export async function keptAttributeCounts(db: Db, filters: ProductFilters): Promise<Counted> {
  const f = catalogAttributeFacets;
  const where = and(
    ...(filters.categoryIds ? [inArray(f.categoryId, filters.categoryIds)] : []),
    ...(filters.available ? [sql`${f.inStock}`] : []),
  );
  const rows = rowsOf<ValueCount>(
    await db.execute(sql`
      select ${f.key} as key, ${f.value} as value, sum(${f.productCount})::int as count,
        min(${f.numberValue})::float8 as number
      from ${f} ${where ? sql`where ${where}` : sql``}
      group by ${f.key}, ${f.value}`),
  );
  return { rows, lowerBound: false };
}

/**
 * Value counts over at most COUNT_BOUND + 1 of the listing's products, read in the order of a
 * price index as the other bounded counts are (listing-facets.ts), then their value rows by the
 * values' primary key: `except` leaves one attribute's own filter out, for its facet. Counting every
 * product would read as many as the filters let through (a price filter: the whole catalogue), so
 * past the bound the counts are lower bounds. The left join keeps a row (of no key) for the sampled
 * products without a value, so the sample's size comes back even when none has one.
 */
export async function sampledAttributeCounts(
  db: Db,
  filters: ProductFilters,
  except?: string,
): Promise<Counted> {
  const sampled = except ? withoutAttribute(filters, except) : filters;
  const sample = pageQuery(db, {
    filters: sampled,
    sort: 'price_asc',
    page: 1,
    pageSize: COUNT_BOUND + 1,
  }).as('sample');
  const onlyKey: SQL = except ? sql`and ${productAttributeValues.key} = ${except}` : sql``;
  const rows = rowsOf<ValueCount & { key: string | null; sampled: number }>(
    await db.execute(sql`
      with sampled as (${db.select({ id: sample.id }).from(sample)})
      select held.key, held.value, count(*)::int as count,
        min(held.number_value)::float8 as number, (select count(*) from sampled)::int as sampled
      from sampled
      left join lateral (${valueRowsOf(sql`sampled.id`, onlyKey)}) as held on true
      group by held.key, held.value`),
  );
  return {
    rows: rows.flatMap(({ sampled: _, ...row }) => (row.key === null ? [] : [row as ValueCount])),
    lowerBound: (rows[0]?.sampled ?? 0) > COUNT_BOUND,
  };
}

/**
 * One product's value rows by the values' primary key, as a lateral subquery: `offset 0` keeps the
 * planner from hashing the whole table instead (catalog-plans-at-scale.test.ts).
 */
const valueRowsOf = (productId: SQL, onlyKey: SQL = sql``): SQL => {
  const v = productAttributeValues;
  return sql`select ${v.key} as key, ${v.value} as value, ${v.numberValue} as number_value
    from ${v} where ${v.productId} = ${productId} ${onlyKey} offset 0`;
};

/** Each filtered attribute's counts with every filter but its own, and every other's with all. */
export async function boundedAttributeCounts(
  db: Db,
  filters: ProductFilters,
): Promise<{ all: Counted; own: Map<string, Counted> }> {
  const keys = (filters.attributes ?? []).map((filter) => filter.key);
  const [all, ...own] = await Promise.all([
    sampledAttributeCounts(db, filters),
    ...keys.map((key) => sampledAttributeCounts(db, filters, key)),
  ]);
  return { all: all!, own: new Map(keys.map((key, index) => [key, own[index]!])) };
}

const definitionOrder = new Map(Object.keys(attributeDefinitions).map((key, index) => [key, index]));
const groupOrder = (group: string) => (ATTRIBUTE_GROUPS as readonly string[]).indexOf(group);

/**
 * The facets shown: every attribute at least a third of the listing's products hold (a fridge's
 * volume on the fridges' page, not on all of Bela tehnika), and every filtered one. A list's values
 * in their definition's order, with a count, the chosen ones even at 0, marked when the counts are
 * lower bounds; a number's range.
 */
export function buildAttributeFacets(
  all: Counted,
  own: ReadonlyMap<string, Counted>,
  total: number,
  filters: readonly AttributeFilter[] = [],
): AttributeFacet[] {
  const held = new Map<string, number>();
  for (const row of all.rows) held.set(row.key, (held.get(row.key) ?? 0) + row.count);
  const keys = new Set([
    ...[...held].filter(([, count]) => count * 3 >= total && count > 0).map(([key]) => key),
    ...filters.map((filter) => filter.key),
  ]);
  const facets: AttributeFacet[] = [];
  for (const key of keys) {
    const definition = definitionOf(key);
    if (!definition || definition.type === 'text') continue;
    const counted = own.get(key) ?? all;
    const rows = counted.rows.filter((row) => row.key === key && row.count > 0);
    const base = { key, name: definition.name, group: definition.group };
    if (definition.type === 'number') {
      const numbers = rows.flatMap((row) => (row.number === null ? [] : [row.number]));
      if (numbers.length === 0 && !filters.some((filter) => filter.key === key)) continue;
      facets.push({
        ...base,
        type: 'number',
        unit: definition.unit ?? '',
        range:
          numbers.length > 0 ? { min: Math.min(...numbers), max: Math.max(...numbers) } : { min: 0, max: 0 },
      });
      continue;
    }
    const counts = new Map(rows.map((row) => [row.value, row.count]));
    const chosen = filters.find((filter) => filter.key === key);
    const selected = new Set(chosen?.kind === 'values' ? chosen.values : []);
    const values = filterTokens(definition)
      .filter((token) => counts.has(token) || selected.has(token))
      .map((token) => ({
        value: token,
        label: definition.type === 'boolean' ? yesNoLabel(token === 'da') : token,
        count: counts.get(token) ?? 0,
      }));
    if (values.length === 0) continue;
    facets.push({
      ...base,
      type: definition.type,
      values,
      ...(counted.lowerBound ? { countsAreLowerBounds: true as const } : {}),
    });
  }
  return facets.sort(
    (a, b) =>
      groupOrder(a.group) - groupOrder(b.group) ||
      (definitionOrder.get(a.key) ?? 0) - (definitionOrder.get(b.key) ?? 0),
  );
}

/** Spec facets as a list answer carries them: left out when there are none (clients before them see no change). */
export const specFacets = (facets: AttributeFacet[]): { attributes?: AttributeFacet[] } =>
  facets.length > 0 ? { attributes: facets } : {};

/** A product's values by key, as product_attribute_values holds them. */
export type ProductValues = Map<string, { value: string; number: number | null }>;

/** The value rows of some products (a search's candidates), by product, by the values' primary key. */
export async function valuesOfProducts(db: Db, ids: readonly number[]): Promise<Map<number, ProductValues>> {
  const byProduct = new Map<number, ProductValues>();
  if (ids.length === 0) return byProduct;
  const rows = rowsOf<{ productId: number; key: string; value: string; number: number | null }>(
    await db.execute(sql`
      select candidate.id as "productId", held.key, held.value, held.number_value::float8 as number
      from unnest(${`{${ids.join(',')}}`}::int[]) as candidate(id)
      cross join lateral (${valueRowsOf(sql`candidate.id`)}) as held`),
  );
  for (const row of rows) {
    const values = byProduct.get(row.productId) ?? new Map();
    values.set(row.key, { value: row.value, number: row.number === null ? null : Number(row.number) });
    byProduct.set(row.productId, values);
  }
  return byProduct;
}

/** Value counts over some products in memory (a search's candidates), of one key only with `onlyKey`. */
export function countValues(
  ids: readonly number[],
  values: ReadonlyMap<number, ProductValues>,
  onlyKey?: string,
): ValueCount[] {
  const counts = new Map<string, ValueCount>();
  for (const id of ids)
    for (const [key, { value, number }] of values.get(id) ?? []) {
      if (onlyKey !== undefined && key !== onlyKey) continue;
      const entry = counts.get(`${key}\u0000${value}`) ?? { key, value, count: 0, number };
      entry.count++;
      counts.set(`${key}\u0000${value}`, entry);
    }
  return [...counts.values()];
}
