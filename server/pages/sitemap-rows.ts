import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { loadCategoryIndex } from '../catalog/category-tree';

export type SitemapRow = { path: string; lastmod?: Date };

/**
 * The catalogue's pages a crawler should know: every category (last changed when its newest
 * product, its subcategories' included, was added) and every product still on offer.
 */
export async function loadSitemapRows(db: Db): Promise<SitemapRow[]> {
  const [index, categoryList, newest, live] = await Promise.all([
    loadCategoryIndex(db),
    db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ categoryId: products.categoryId, at: max(products.createdAt) })
      .from(products)
      .groupBy(products.categoryId),
    db
      .select({ slug: products.slug, createdAt: products.createdAt })
      .from(products)
      .where(eq(products.available, true))
      .orderBy(products.id),
  ]);
  const newestIn = new Map(newest.map((row) => [row.categoryId, row.at]));
  const categoryRows = categoryList.map((category): SitemapRow => {
    const times = index
      .selfAndDescendantIds(category.id)
      .flatMap((id) => (newestIn.get(id) ? [new Date(newestIn.get(id)!)] : []));
    const path = `/proizvodi/${encodeURIComponent(category.slug)}`;
    return times.length > 0 ? { path, lastmod: new Date(Math.max(...times.map(Number))) } : { path };
  });
  const productRows = live.map((row) => ({
    path: `/proizvod/${encodeURIComponent(row.slug)}`,
    lastmod: row.createdAt,
  }));
  return [...categoryRows, ...productRows];
}
