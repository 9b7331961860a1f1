import { type SQL, and, asc, count, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '../../contract/admin';
import type { z } from 'zod/mini';
import type { adminProductListQuerySchema, adminProductListResponseSchema } from '../../contract/admin';
import { loadCategoryIndex } from '../catalog/category-tree';
import { keptSummary } from '../catalog/listing-facets';
import { pageQuery } from '../catalog/listing-page';
import { COUNT_BOUND } from '../catalog/read-bounds';
import { queryTerms } from '../catalog/product-search';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { toAdminProduct } from './admin-product-dto';

export const ADMIN_PAGE_SIZE = 50;

type Query = z.infer<typeof adminProductListQuerySchema>;
type Answer = z.infer<typeof adminProductListResponseSchema>;

/**
 * The low-stock condition as SQL with the threshold written in, so that the planner matches the
 * partial index products_low_stock_idx (migration 0019).
 */
const lowStockSql = sql`${products.stock} <= ${sql.raw(String(LOW_STOCK_THRESHOLD))}`;

/** A tsquery of the words as prefixes of the name's (A) or brand's (B) words in the search document. */
function nameOrBrandQuery(terms: readonly string[]): string {
  return terms.map((term) => `'${term}':*AB`).join(' & ');
}

/**
 * What staff search by: an EAN (8–14 digits) as it is, from products_ean_idx; otherwise the words
 * (Latin or Cyrillic, any case and diacritics) as beginnings of words of the name or brand, from
 * the search document's full-text index (products_search_document_idx). Undefined: nothing to match.
 */
async function searchCondition(db: Db, q: string): Promise<SQL | undefined> {
  const terms = await queryTerms(db, q);
  const byWords =
    terms.length > 0 ? sql`${products}.search_document @@ ${nameOrBrandQuery(terms)}::tsquery` : undefined;
  const ean = q.replace(/\s/g, '');
  if (/^\d{8,14}$/.test(ean)) return byWords ? or(eq(products.ean, ean), byWords) : eq(products.ean, ean);
  return byWords;
}

/**
 * One page of the back office's product list, in name order, with its total. Without a search or
 * the low-stock filter it is the storefront's listing read (pageQuery over the name sort's
 * indexes, the total from the kept facet counts), so it costs the same at 100 000 products; a
 * search reads its matches from the full-text or EAN index, the low-stock list from its partial
 * index, fewest pieces first.
 */
export async function listAdminProducts(db: Db, query: Query): Promise<Answer> {
  const page = query.page;
  const pageSize = ADMIN_PAGE_SIZE;
  const categoryIds = query.category
    ? (await loadCategoryIndex(db)).selfAndDescendantIds(query.category)
    : undefined;
  const q = query.q?.trim();
  const lowStock = query.lowStock === 'true';

  if (!q && !lowStock) {
    const filters = { categoryIds };
    const [rows, summary] = await Promise.all([
      pageQuery(db, { filters, sort: 'name', page, pageSize }),
      keptSummary(db, filters),
    ]);
    return { items: rows.map(listItem), total: summary.total, page, pageSize };
  }

  const conditions: SQL[] = [];
  if (categoryIds) conditions.push(inArray(products.categoryId, categoryIds));
  if (lowStock) conditions.push(lowStockSql);
  if (q) {
    const matching = await searchCondition(db, q);
    if (!matching) return { items: [], total: 0, page, pageSize };
    conditions.push(matching);
  }
  const where = and(...conditions);
  const order = lowStock
    ? [asc(products.stock), asc(products.id)]
    : [asc(sql`${products}.name_key`), asc(products.id)];
  // Counted up to a bound, as the storefront's search is: a word in a tenth of 100 000 products
  // does not cost counting them all. Never by reading the table until the bound is met: the
  // planner would for a word it thinks common, and all of it when the statistics overrate one
  // (the storefront's shop_search_cut, migration 0009, is kept to the index the same way).
  const read = async (tx: Db) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const matched = tx
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(COUNT_BOUND + 1)
      .as('matched');
    const rows = await tx
      .select(getTableColumns(products))
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [counted] = await tx.select({ total: count() }).from(matched);
    return [rows, counted] as const;
  };
  const [rows, counted] = await db.transaction((tx) => read(tx as unknown as Db));
  const total = counted?.total ?? 0;
  return {
    items: rows.map(listItem),
    total: Math.min(total, COUNT_BOUND),
    ...(total > COUNT_BOUND ? { totalIsLowerBound: true as const } : {}),
    page,
    pageSize,
  };
}

function listItem(row: Parameters<typeof toAdminProduct>[0]) {
  const { description, ...item } = toAdminProduct(row);
  return item;
}
