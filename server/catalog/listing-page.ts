import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SortOption } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { SearchMatch } from './product-search';
import {
  type ProductFilters,
  SORT_KEYS,
  filterConditions,
  matchedIdArray,
  matchedTable,
  sortOrder,
} from './product-sql';

export type PageRequest = {
  filters: ProductFilters;
  /** Search results: only these products are listed, and 'relevance' sorts by their score. */
  matches?: SearchMatch[] | undefined;
  sort: SortOption | 'relevance';
  page: number;
  pageSize: number;
};

export const offsetOf = (request: Pick<PageRequest, 'page' | 'pageSize'>) =>
  (request.page - 1) * request.pageSize;

/**
 * The page's products. A search's matches (at most a few COUNT_BOUNDs) are sorted as they are; a
 * listing is read in the order of its sort's index: over the whole catalogue, within one category,
 * or for a category with subcategories as one ordered scan per category merged (a UNION ALL the
 * planner answers with a Merge Append), so no request sorts a category.
 */
export function pageQuery(db: Db, request: PageRequest) {
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
  const { sort } = request;
  if (offsetOf(request) > 0 && sort !== 'relevance') {
    // Past the first page, the rows before it are read as ids and sort keys only (from the sort's
    // index alone where it holds the key and VACUUM has marked the pages visible), then the page's
    // own rows by id.
    const descending = SORT_KEYS[sort].descending;
    return db
      .select(columns)
      .from(products)
      .innerJoin(sql`(${pageKeys(db, { ...request, sort })}) as page`, sql`page.id = ${products.id}`)
      .orderBy(descending ? sql`page.sort_key desc` : sql`page.sort_key`, sql`page.id`);
  }
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

/**
 * The ids and sort keys of a listing page, read as pageQuery reads its rows: in the order of the
 * sort's index, over the whole catalogue, within one category, or merged over several.
 */
function pageKeys(db: Db, request: PageRequest & { sort: SortOption }) {
  const { filters } = request;
  const { key, descending } = SORT_KEYS[request.sort];
  const keys = { id: products.id, sortKey: sql`${key}`.as('sort_key') };
  const categoryIds = filters.categoryIds;
  if (!categoryIds || categoryIds.length < 2)
    return db
      .select(keys)
      .from(products)
      .where(and(...filterConditions(filters)))
      .orderBy(...sortOrder(request.sort))
      .limit(request.pageSize)
      .offset(offsetOf(request));
  const conditions = filterConditions({ ...filters, categoryIds: undefined });
  const [first, second, ...rest] = categoryIds.map((id) =>
    db
      .select(keys)
      .from(products)
      .where(and(eq(products.categoryId, id), ...conditions))
      .orderBy(...sortOrder(request.sort))
      .limit(offsetOf(request) + request.pageSize),
  );
  const merged = unionAll(first!, second!, ...rest).as('merged');
  return db
    .select({ id: merged.id, sortKey: merged.sortKey })
    .from(merged)
    .orderBy(descending ? desc(merged.sortKey) : asc(merged.sortKey), asc(merged.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
}
