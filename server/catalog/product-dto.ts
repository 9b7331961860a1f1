import type { Product } from '../../contract/catalog';
import type { products } from '../db/schema';

export type ProductRow = typeof products.$inferSelect;

export const PLACEHOLDER_IMAGE = '/images/catalog/placeholder.svg';

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
    thumbnail: row.images[0] ?? PLACEHOLDER_IMAGE,
    stock: row.stock,
    brand: row.brand,
  };
}
