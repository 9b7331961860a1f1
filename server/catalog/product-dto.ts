import type { Product, ProductPhoto } from '../../contract/catalog';
import { isDiscounted } from '../../contract/money';
import type { products } from '../db/schema';
import { energyClassOf } from '../../contract/product-specs';
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

/** What a product card shows of a photo: its variants up to twice the card's 240 px, as they are. */
export const CARD_PHOTO_MAX_WIDTH = 640;

/** A photo with the variants a card may pick from (the narrowest of each format at least). */
export function cardPhotoOf(photo: ProductPhoto): ProductPhoto {
  const narrowest = Math.min(...photo.variants.map((variant) => variant.width));
  const limit = Math.max(CARD_PHOTO_MAX_WIDTH, narrowest);
  return { ...photo, variants: photo.variants.filter((variant) => variant.width <= limit) };
}

/** The narrowest JPEG of a photo: the plain picture of carts, wishlists and suggestions. */
export function photoThumbnailOf(photo: ProductPhoto): string {
  const jpegs = photo.variants.filter((variant) => variant.format === 'jpeg');
  return jpegs.reduce((narrowest, variant) => (variant.width < narrowest.width ? variant : narrowest)).url;
}

/** Spec §3 Product, as lists, carts and wishlists carry it; a product with photos shows its first. */
export function toProductDto(row: ProductRow): Product {
  const [photo] = row.photos;
  const energyClass = energyClassOf(row.attributes);
  return {
    id: row.id,
    name: row.name,
    ean: row.ean,
    slug: row.slug,
    price: row.price,
    available: row.available,
    shippingPrice: row.shippingPrice,
    discountPrice: row.discountPrice,
    thumbnail: photo ? photoThumbnailOf(photo) : thumbnailOf(row.images),
    stock: row.stock,
    brand: row.brand,
    categoryId: row.categoryId,
    ...(photo ? { photo: cardPhotoOf(photo) } : {}),
    ...(row.saleUntil && isDiscounted(row) ? { discountUntil: row.saleUntil } : {}),
    ...(row.netQuantity && row.netUnit ? { netQuantity: row.netQuantity, netUnit: row.netUnit } : {}),
    ...(energyClass ? { energyClass } : {}),
  };
}
