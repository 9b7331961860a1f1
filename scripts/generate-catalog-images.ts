/**
 * Draws the demo catalogue's product images: every product type (server/db/product-kinds.ts) in
 * three views, each an 800 × 800 SVG: from the front (the main image), turned to show its side,
 * and a close-up of its characteristic part. Plus the placeholder for products without images.
 * Old drawings that no type uses any more are deleted.
 * Run: npx tsx scripts/generate-catalog-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_VIEWS, productKindImagePath } from '../server/db/product-kinds';
import { demoCatalog } from '../server/db/seed-catalog-data';
import { categoryPalettes } from './catalog-drawings/catalog-drawings';
import { renderPlaceholder, renderView } from './catalog-drawings/render';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'catalog');
mkdirSync(outDir, { recursive: true });
const written = new Set<string>(['placeholder.svg']);
writeFileSync(path.join(outDir, 'placeholder.svg'), renderPlaceholder());
demoCatalog.forEach((top, topIndex) => {
  const palette = categoryPalettes[topIndex % categoryPalettes.length]!;
  for (const subcategory of top.children) {
    for (const { kind } of subcategory.templates) {
      for (const view of IMAGE_VIEWS) {
        const file = path.basename(productKindImagePath(kind, view));
        if (written.has(file)) continue;
        writeFileSync(path.join(outDir, file), renderView(kind, view, palette));
        written.add(file);
      }
    }
  }
});
const retired = readdirSync(outDir).filter((file) => file.endsWith('.svg') && !written.has(file));
for (const file of retired) rmSync(path.join(outDir, file));
console.log(
  `Napisano ${written.size} slika u ${path.relative(process.cwd(), outDir)}; obrisano starih: ${retired.length}`,
);
