import { avg, count, eq } from 'drizzle-orm';
import type { ProductDetail } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products, reviews } from '../db/schema';
import { loadCategoryIndex } from './category-tree';
import { PLACEHOLDER_IMAGE, toProductDto } from './product-dto';

/** The product page's data, or undefined when no product has this slug. */
export async function findProductDetail(db: Db, slug: string): Promise<ProductDetail | undefined> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) return undefined;
  const [index, [rating]] = await Promise.all([
    loadCategoryIndex(db),
    db
      .select({ average: avg(reviews.rating).mapWith(Number), count: count() })
      .from(reviews)
      .where(eq(reviews.productId, row.id)),
  ]);
  const reviewCount = rating?.count ?? 0;
  return {
    ...toProductDto(row),
    description: row.description,
    images: row.images.length > 0 ? row.images : [PLACEHOLDER_IMAGE],
    categoryPath: index.path(row.categoryId),
    attributes: row.attributes,
    rating: {
      average: reviewCount > 0 ? Math.round((rating?.average ?? 0) * 10) / 10 : 0,
      count: reviewCount,
    },
  };
}
