import type { AdminProduct } from '../../contract/admin';
import type { ProductRow } from '../catalog/product-dto';

/** A product as the back office edits it: every stored field, its photos, when it last changed. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ean: row.ean,
    brand: row.brand,
    description: row.description,
    categoryId: row.categoryId,
    price: row.price,
    discountPrice: row.salePrice,
    discountFrom: row.saleFrom,
    discountUntil: row.saleUntil,
    shippingPrice: row.shippingPrice,
    stock: row.stock,
    available: row.available,
    images: row.photos,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an audit row keeps of a product before and after an edit: the fields staff edit. */
export function auditedProduct(row: ProductRow) {
  const { images, updatedAt, ...fields } = toAdminProduct(row);
  return { ...fields, photos: images.map((photo) => photo.id) };
}
