import type { Product } from '../../contract/catalog';
import type { products } from '../db/schema';
import { servedImagePath } from '../images/catalog-image-names';

export type ProductRow = typeof products.$inferSelect;

export const PLACEHOLDER_IMAGE = '/images/catalog/placeholder.svg';

/** A product's first image as stored (orders keep it so), or the placeholder. */
export const storedThumbnail = (images: readonly string[]) => images[0] ?? PLACEHOLDER_IMAGE;

/** A product's first image at the address it is served from (a drawing under its hashed name). */
export const thumbnailOf = (images: readonly string[]) => servedImagePath(storedThumbnail(images));

/** A product's images at the addresses they are served from, or the placeholder. */
export const imagesOf = (images: readonly string[]) =>
  (images.length > 0 ? images : [PLACEHOLDER_IMAGE]).map(servedImagePath);

/** Spec §3 Product, as lists, carts and wishlists carry it. */
export function toProductDto(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    ean: row.ean,
    slug: row.slug,
    price: row.price,
    available: row.available,
    shippingPrice: row.shippingPrice,
    discountPrice: row.discountPrice,
    thumbnail: thumbnailOf(row.images),
    stock: row.stock,
    brand: row.brand,
  };
}
