import type { PhotoFormat } from '../../contract/catalog';

const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const FORMATS: Record<string, PhotoFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };
export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** /images/photos/{imageId}-{width}.{hash}.{ext} */
const PHOTO = /^\/images\/photos\/(\d{1,10})-(\d{1,5})\.([A-Za-z0-9_-]{16})\.(avif|webp|jpg)$/;

export type PhotoAddress = { imageId: number; width: number; hash: string; format: PhotoFormat };

/**
 * The address an uploaded photo's variant is served at: named by its photo, width and content
 * hash, so it never names other bytes and may be kept for a year (server/images/photo-routes.ts).
 */
export function photoPath({ imageId, width, hash, format }: PhotoAddress): string {
  return `/images/photos/${imageId}-${width}.${hash}.${EXTENSIONS[format]}`;
}

/** The variant an address names, or undefined for any other path. */
export function photoAt(address: string): PhotoAddress | undefined {
  const match = PHOTO.exec(address);
  if (!match) return undefined;
  const [, imageId, width, hash, extension] = match;
  return { imageId: Number(imageId), width: Number(width), hash: hash!, format: FORMATS[extension!]! };
}
