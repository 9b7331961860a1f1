import { eq } from 'drizzle-orm';
import type { ProductDetail } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { isDiscounted } from '../../contract/money';
import { toProductAttribute } from '../../contract/product-specs';
import { loadCategoryIndex } from './category-tree';
import { lowestPriceBeforeDiscount } from './lowest-price';
import { imagesOf, toProductDto } from './product-dto';
import { NO_RATING, ratingsOf } from './product-ratings';

/** The product page's data, or undefined when no product has this slug. */
export async function findProductDetail(db: Db, slug: string): Promise<ProductDetail | undefined> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) return undefined;
  const [index, ratings, lowestPrice30] = await Promise.all([
    loadCategoryIndex(db),
    ratingsOf(db, [row.id]),
    isDiscounted(row) ? lowestPriceBeforeDiscount(db, row.id) : undefined,
  ]);
  return {
    ...toProductDto(row),
    ...(lowestPrice30 !== undefined ? { lowestPrice30 } : {}),
    description: row.description,
    // With photos the gallery shows them (`images`: their largest JPEGs, for clients that know no
    // `photos`); without, the catalogue's drawings.
    images: row.photos.length > 0 ? row.photos.map((photo) => photo.url) : imagesOf(row.images),
    ...(row.photos.length > 0 ? { photos: row.photos } : {}),
    categoryPath: index.path(row.categoryId),
    attributes: row.attributes.map(toProductAttribute),
    rating: ratings.get(row.id) ?? NO_RATING,
  };
}
