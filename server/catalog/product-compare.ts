import { toProductAttribute } from '../../contract/product-specs';
import { inArray } from 'drizzle-orm';
import type { CompareProduct, CompareResponse } from '../../contract/compare';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { loadCategoryIndex } from './category-tree';
import { toProductDto } from './product-dto';

/**
 * The products to compare, in the order asked: those of the first found product's category;
 * the ids of no product and those of another category are named apart, never an error.
 */
export async function compareProducts(db: Db, ids: readonly number[]): Promise<CompareResponse> {
  const [rows, index] = await Promise.all([
    db
      .select()
      .from(products)
      .where(inArray(products.id, [...ids])),
    loadCategoryIndex(db),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const categoryId = found[0]?.categoryId;
  const kept = found.filter((row) => row.categoryId === categoryId);
  const category = categoryId === undefined ? undefined : index.findById(categoryId);
  return {
    products: kept.map(
      (row): CompareProduct => ({
        ...toProductDto(row),
        categoryId: row.categoryId,
        attributes: row.attributes.map(toProductAttribute),
      }),
    ),
    category: category ? { name: category.name, slug: category.slug } : null,
    missing: ids.filter((id) => !byId.has(id)),
    otherCategory: found.filter((row) => row.categoryId !== categoryId).map((row) => row.id),
  };
}
