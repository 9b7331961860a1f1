import sharp, { type Sharp } from 'sharp';
import { drawingName } from './catalog-image-names';

/** A page image's type and size in pixels, for og:image:type, og:image:width and og:image:height. */
export type ImageSize = { type: string; width: number; height: number };

/** The size link previews (Viber, WhatsApp, Facebook, X) show large: 1.91:1. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;
/** A shop image that is no drawing (an imported WebP or AVIF) is shared as a JPEG of that size. */
export const SHARE_PHOTO = { ...SHARE_IMAGE, type: 'image/jpeg' } as const;

const SHARE = /^\/images\/share\/([a-z0-9-]+)\.png$/;
/**
 * A raster image the built client serves under /images/ (not a share picture itself, not an
 * uploaded photo, which has its own JPEGs): folders and a name of safe characters, no `..`.
 */
const SHOP_RASTER =
  /^\/images\/((?!share\/|photos\/)(?:[a-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:webp|avif|png|jpe?g))$/;
const SHARED_RASTER = /^\/images\/share\/file\/(.+)\.jpg$/;

/**
 * The picture a shared link shows for a product image: link previews render no SVG, and not every
 * one renders WebP or AVIF, so a catalogue drawing (/images/catalog/fridge-front.svg) is shared as
 * its PNG (/images/share/fridge-front.png), under its stored or its hashed name, and another image
 * of the shop's (/images/products/x-front.webp) as a JPEG (/images/share/file/products/x-front.webp.jpg);
 * an outside URL is shared as it is.
 */
export function shareImagePath(image: string): string {
  const drawing = drawingName(image);
  if (drawing) return `/images/share/${drawing}.png`;
  const raster = SHOP_RASTER.exec(image);
  return raster ? `/images/share/file/${raster[1]}.jpg` : image;
}

/** The drawing a share picture is made from, or null for a path that names none. */
export function drawingOfShareImage(path: string): string | null {
  const share = SHARE.exec(path);
  return share ? `${share[1]}.svg` : null;
}

/** The shop image (its path under /images/) a shared JPEG is made from, or null for any other path. */
export function rasterOfShareImage(path: string): string | null {
  const image = SHARED_RASTER.exec(path)?.[1];
  return image && shareImagePath(`/images/${image}`) === path ? image : null;
}

/** The type and size of one of our share pictures, or undefined for any other image (its size unknown). */
export function shareImageSize(url: string): ImageSize | undefined {
  const { pathname } = new URL(url, 'http://x');
  if (SHARE.test(pathname)) return SHARE_IMAGE;
  return rasterOfShareImage(pathname) ? SHARE_PHOTO : undefined;
}

/** The picture centred on a white 1200×630 canvas, with a margin. */
async function onShareCanvas(picture: Sharp): Promise<Sharp> {
  const margin = 40;
  const fitted = await picture
    .resize(SHARE_IMAGE.width - 2 * margin, SHARE_IMAGE.height - 2 * margin, {
      fit: 'contain',
      background: '#ffffff',
    })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  return sharp({
    create: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 3, background: '#ffffff' },
  }).composite([{ input: fitted, gravity: 'center' }]);
}

/** A drawing on the share canvas as PNG (sharp renders the SVG). */
export async function renderShareImage(svg: Buffer): Promise<Buffer> {
  return (await onShareCanvas(sharp(svg, { density: 288 }))).png({ compressionLevel: 9 }).toBuffer();
}

/** A shop image (WebP, AVIF, PNG or JPEG) on the share canvas as JPEG. */
export async function renderSharePhoto(image: Buffer): Promise<Buffer> {
  return (await onShareCanvas(sharp(image))).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
