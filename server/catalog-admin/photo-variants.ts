import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { PhotoFormat } from '../../contract/catalog';
import { HttpError, badRequest } from '../http-errors';

/** What an upload may be: sniffed from its bytes by sharp, never from its name or declared type. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** An upload larger than this is refused before it is decoded (413). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * A decoded picture larger than this is refused: a small file can name a huge canvas (a
 * decompression bomb), and decoding 50 MP already takes 150 MB.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The widths the storefront's `srcset` offers: a card (240 px), the product page (480 px), both at 2×. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

export type EncodedVariant = {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Buffer;
  /** The content's hash, part of the variant's address (server/images/photo-names.ts). */
  hash: string;
};
export type ProcessedPhoto = { width: number; height: number; variants: EncodedVariant[] };

export const unsupportedImage = (message = 'Fotografija mora biti JPEG, PNG ili WebP slika.') =>
  badRequest(message, 'UNSUPPORTED_IMAGE');
export const photoTooLarge = () =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Fotografija je veća od 10 MB. Smanjite je pa pokušajte ponovo.');

/** The widths a photo `width` pixels wide is served at: the standard ones below it, and itself up to 1280. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS.at(-1)!);
  return [...new Set([...PHOTO_WIDTHS.filter((w) => w < largest), largest])];
}

const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 16);

function encoder(format: PhotoFormat, pipeline: Sharp): Sharp {
  switch (format) {
    case 'avif':
      // Effort 2 of 9: an upload's nine encodings take seconds, not a minute, on a small server.
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 78 });
    case 'jpeg':
      // JPEG has no transparency: a transparent PNG is shown on white, as the shop's pages are.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  }
}

/**
 * Checks an upload and makes its variants: AVIF, WebP and JPEG at each of variantWidths, turned
 * upright by its EXIF orientation, in sRGB, with no metadata (sharp keeps none unless asked: no
 * camera, no GPS position). Throws a 400 UNSUPPORTED_IMAGE for anything that is not a JPEG, PNG or
 * WebP picture sharp can decode, whatever its name says.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > MAX_PHOTO_BYTES) throw photoTooLarge();
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw unsupportedImage();
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) throw unsupportedImage();
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height) throw unsupportedImage();
  if (upright.width * upright.height > MAX_PHOTO_PIXELS) {
    throw unsupportedImage('Fotografija ima previše piksela (najviše 50 megapiksela).');
  }
  try {
    // Decoded, turned and scaled to the largest width once; every variant is made from that.
    const widths = variantWidths(upright.width);
    const master = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS })
      .autoOrient()
      .resize({ width: widths.at(-1)!, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: master.info };
    const variants: EncodedVariant[] = [];
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      for (const width of widths) {
        const resized = sharp(master.data, raw).resize({ width, withoutEnlargement: true });
        const { data, info } = await encoder(format, resized).toBuffer({ resolveWithObject: true });
        variants.push({
          format,
          width: info.width,
          height: info.height,
          bytes: data,
          hash: contentHash(data),
        });
      }
    }
    return { width: master.info.width, height: master.info.height, variants };
  } catch {
    // A header that reads as a picture over data that does not (a cut-off or damaged file).
    throw unsupportedImage('Fotografija je oštećena ili nepotpuna.');
  }
}
