import sharp from 'sharp';
import { drawingName } from './catalog-image-names';

/** A page image's type and size in pixels, for og:image:type, og:image:width and og:image:height. */
export type ImageSize = { type: string; width: number; height: number };

/** The size link previews (Viber, WhatsApp, Facebook, X) show large: 1.91:1. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

const SHARE = /^\/images\/share\/([a-z0-9-]+)\.png$/;

/**
 * The picture a shared link shows for a product image: link previews render no SVG, so a
 * catalogue drawing (/images/catalog/fridge-front.svg) is shared as its PNG
 * (/images/share/fridge-front.png), under its stored or its hashed name; any other image is
 * shared as it is.
 */
export function shareImagePath(image: string): string {
  const drawing = drawingName(image);
  return drawing ? `/images/share/${drawing}.png` : image;
}

/** The drawing a share picture is made from, or null for a path that names none. */
export function drawingOfShareImage(path: string): string | null {
  const share = SHARE.exec(path);
  return share ? `${share[1]}.svg` : null;
}

/** Whether a page's image is one of ours in SHARE_IMAGE's size (so its size can be told). */
export const isShareImage = (url: string) => SHARE.test(new URL(url, 'http://x').pathname);

/** A drawing on a white 1200×630 canvas, centred with a margin, as PNG (sharp renders the SVG). */
export async function renderShareImage(svg: Buffer): Promise<Buffer> {
  const margin = 40;
  const drawing = await sharp(svg, { density: 288 })
    .resize(SHARE_IMAGE.width - 2 * margin, SHARE_IMAGE.height - 2 * margin, {
      fit: 'contain',
      background: '#ffffff',
    })
    .png()
    .toBuffer();
  return sharp({
    create: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: drawing, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
