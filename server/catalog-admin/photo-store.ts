import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type PhotoFormat, type ProductPhoto, photoFormats } from '../../contract/catalog';
import { recordAudit } from '../admin/audit';
import type { Db } from '../db/client';
import { productImageVariants, productImages, products } from '../db/schema';
import { badRequest, notFound } from '../http-errors';
import { photoPath } from '../images/photo-names';
import type { ProcessedPhoto } from './photo-variants';
import type { StaffActor, Tx } from './staff-actor';

/** A gallery longer than this helps nobody, and each photo costs nine encodings. */
export const MAX_PHOTOS_PER_PRODUCT = 12;

const productNotFound = () => notFound('Proizvod nije pronađen.', 'PRODUCT_NOT_FOUND');

const formatOrder = (format: PhotoFormat) => photoFormats.indexOf(format);

/**
 * A product's photos as the storefront shows them, from the tables, in gallery order: each
 * variant's address and size, best format first, narrowest first within it.
 */
export async function photosOf(db: Db | Tx, productId: number): Promise<ProductPhoto[]> {
  const images = await db
    .select({ id: productImages.id, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  if (images.length === 0) return [];
  const variants = await db
    .select({
      imageId: productImageVariants.imageId,
      format: productImageVariants.format,
      width: productImageVariants.width,
      height: productImageVariants.height,
      hash: productImageVariants.hash,
    })
    .from(productImageVariants)
    .where(
      inArray(
        productImageVariants.imageId,
        images.map((image) => image.id),
      ),
    );
  return images.map((image) => {
    const own = variants
      .filter((variant) => variant.imageId === image.id)
      .sort((a, b) => formatOrder(a.format) - formatOrder(b.format) || a.width - b.width)
      .map(({ imageId, format, width, height, hash }) => ({
        format,
        width,
        height,
        url: photoPath({ imageId, width, hash, format }),
      }));
    const largestJpeg = own.filter((variant) => variant.format === 'jpeg').at(-1)!;
    return { id: image.id, url: largestJpeg.url, width: image.width, height: image.height, variants: own };
  });
}

/**
 * Locks the product's row for the rest of the transaction, so that two uploads to one product
 * queue: each then sees the other's photo when it writes the product's list. Undefined when the
 * product does not exist.
 */
async function lockProduct(tx: Tx, productId: number) {
  const [row] = await tx
    .select({ id: products.id, photos: products.photos })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

/** Writes the product's `photos` as its tables now hold them (the storefront reads that column). */
async function refreshProductPhotos(tx: Tx, productId: number): Promise<ProductPhoto[]> {
  const photos = await photosOf(tx, productId);
  await tx.update(products).set({ photos, updatedAt: sql`now()` }).where(eq(products.id, productId));
  return photos;
}

const photoIds = (photos: readonly ProductPhoto[]) => photos.map((photo) => photo.id);

/** Adds a processed photo at the end of the product's gallery, with its audit row, in one transaction. */
export async function addProductPhoto(
  db: Db,
  productId: number,
  photo: ProcessedPhoto,
  actor: StaffActor,
): Promise<ProductPhoto> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw productNotFound();
    if (product.photos.length >= MAX_PHOTOS_PER_PRODUCT) {
      throw badRequest(`Proizvod može imati najviše ${MAX_PHOTOS_PER_PRODUCT} fotografija.`);
    }
    const [image] = await tx
      .insert(productImages)
      .values({
        productId,
        width: photo.width,
        height: photo.height,
        position: sql`(select coalesce(max(position), 0) + 1 from product_images where product_id = ${productId})`,
      })
      .returning({ id: productImages.id });
    await tx.insert(productImageVariants).values(
      photo.variants.map(({ format, width, height, hash, bytes }) => ({
        imageId: image!.id,
        format,
        width,
        height,
        hash,
        bytes,
      })),
    );
    const photos = await refreshProductPhotos(tx, productId);
    const added = photos.find((candidate) => candidate.id === image!.id)!;
    await recordAudit(tx, {
      ...actor,
      action: 'product.image.add',
      entity: 'product',
      entityId: productId,
      before: { photos: photoIds(product.photos) },
      after: { photos: photoIds(photos), added },
    });
    return added;
  });
}

/** Removes one of the product's photos and its variants, with its audit row, in one transaction. */
export async function removeProductPhoto(
  db: Db,
  productId: number,
  imageId: number,
  actor: StaffActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw productNotFound();
    const removed = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ id: productImages.id });
    if (removed.length === 0) throw notFound('Fotografija nije pronađena.', 'NOT_FOUND');
    const photos = await refreshProductPhotos(tx, productId);
    await recordAudit(tx, {
      ...actor,
      action: 'product.image.remove',
      entity: 'product',
      entityId: productId,
      before: { photos: photoIds(product.photos) },
      after: { photos: photoIds(photos), removed: imageId },
    });
  });
}
