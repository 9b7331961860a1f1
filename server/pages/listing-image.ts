import { and, desc, asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { onSaleSql } from '../catalog/product-sql';
import { type ImageSize, shareImagePath, shareImageSize } from '../images/share-image';
import type { Linker } from './json-ld';

/**
 * The picture a shared listing link shows (a category, the sale page): its most popular product's,
 * read in the listing's own order (products_category_popular_idx, the sale indexes), as the
 * product page shares it: the first photo's largest JPEG with its size, else its image's share
 * picture. Undefined for an empty listing or a product whose picture is outside the shop.
 */
export async function listingShareImage(
  db: Db,
  link: Linker,
  filter: { categoryIds?: number[]; onSale?: boolean },
): Promise<{ image: string; imageSize: ImageSize } | undefined> {
  const conditions = [
    ...(filter.categoryIds ? [inArray(products.categoryId, filter.categoryIds)] : []),
    ...(filter.onSale ? [onSaleSql] : []),
  ];
  const [row] = await db
    .select({ images: products.images, photos: products.photos })
    .from(products)
    .where(and(...conditions))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(1);
  if (!row) return undefined;
  const photo = row.photos[0];
  if (photo)
    return {
      image: link(photo.url),
      imageSize: { type: 'image/jpeg', width: photo.width, height: photo.height },
    };
  const shared = row.images[0] && shareImagePath(row.images[0]);
  const imageSize = shared ? shareImageSize(shared) : undefined;
  return shared && imageSize ? { image: link(shared), imageSize } : undefined;
}
