import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A catalogue drawing as stored (/images/catalog/fridge-front.svg) or as served, hashed. */
const DRAWING = /^\/images\/catalog\/([a-z0-9-]+)(?:\.([A-Za-z0-9_-]{10}))?\.svg$/;

export type CatalogDrawing = { content: Buffer; hash: string };

/** The drawings of the build this process serves, by name ("fridge-front"). */
const drawings = new Map<string, CatalogDrawing>();

/**
 * Reads the catalogue drawings under `clientDir`/images/catalog and names each by its content's
 * hash, so a browser may keep one for a year: a changed drawing gets a new name. Without a build
 * (the API alone) there are none and every path stays as stored.
 */
export function learnCatalogDrawings(clientDir: string): void {
  const dir = path.join(clientDir, 'images', 'catalog');
  drawings.clear();
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.svg')) continue;
    const content = readFileSync(path.join(dir, file));
    const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10);
    drawings.set(file.slice(0, -'.svg'.length), { content, hash });
  }
}

/**
 * The address a product image is served at: a catalogue drawing under its hashed name
 * (/images/catalog/fridge-front.Ab3dE5fG7h.svg); an uploaded photo or an outside URL as it is.
 */
export function servedImagePath(image: string): string {
  const match = DRAWING.exec(image);
  const drawing = match && !match[2] ? drawings.get(match[1]!) : undefined;
  return drawing ? `/images/catalog/${match![1]}.${drawing.hash}.svg` : image;
}

/** The drawing a hashed address names: `current` when the hash is today's, `stale` for an older one. */
export function drawingAt(address: string): { current: CatalogDrawing } | { stale: string } | undefined {
  const match = DRAWING.exec(address);
  const drawing = match?.[2] ? drawings.get(match[1]!) : undefined;
  if (!drawing) return undefined;
  return drawing.hash === match![2]
    ? { current: drawing }
    : { stale: servedImagePath(`/images/catalog/${match![1]}.svg`) };
}

/** The drawing's name in a stored or served address ("fridge-front"), or null for any other image. */
export function drawingName(image: string): string | null {
  return DRAWING.exec(image)?.[1] ?? null;
}
