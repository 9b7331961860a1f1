import { eq } from 'drizzle-orm';
import type { ProductDetail } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { loadCategoryIndex } from './category-tree';
import { imagesOf, toProductDto } from './product-dto';
import { NO_RATING, ratingsOf } from './product-ratings';

/** The product page's data, or undefined when no product has this slug. */
export async function findProductDetail(db: Db, slug: string): Promise<ProductDetail | undefined> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) return undefined;
  const [index, ratings] = await Promise.all([loadCategoryIndex(db), ratingsOf(db, [row.id])]);
  return {
    ...toProductDto(row),
    description: row.description,
    images: imagesOf(row.images),
    categoryPath: index.path(row.categoryId),
    attributes: row.attributes,
    rating: ratings.get(row.id) ?? NO_RATING,
  };
}
