/**
 * Draws the shop's icons: public/favicon.svg (the bag on the brand colour), and from it, rendered
 * by Chromium, favicon.ico (16, 32 and 48 px PNGs in one ICO), apple-touch-icon.png (180 px,
 * square: iOS rounds the corners itself) and the web manifest's 192 and 512 px PNGs.
 * The colour is the site's --color-primary (src/styles/base.css), so a change there is one rerun.
 * Run once after changing the drawing or the colour: npx tsx scripts/generate-icons.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/support/browser';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const css = readFileSync(path.join(root, 'src', 'styles', 'base.css'), 'utf8');
const primary = /--color-primary:\s*(#[0-9a-fA-F]{6})/.exec(css)?.[1];
if (!primary) throw new Error('--color-primary is missing from src/styles/base.css');

/** The bag: rounded corners for the tab icon, a full square for the home-screen icons. */
function drawing(cornerRadius: number): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Prodavnica</title>' +
    `<rect width="32" height="32" rx="${cornerRadius}" fill="${primary}"/>` +
    '<path d="M8 11h16l-2 11H10z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>' +
    '<path d="M12 11a4 4 0 0 1 8 0" fill="none" stroke="#fff" stroke-width="2.2"/></svg>'
  );
}

/** An ICO file holding PNG images, as every browser since IE 11 reads it. */
function ico(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

const tabIcon = drawing(7);
const squareIcon = drawing(0);
writeFileSync(path.join(publicDir, 'favicon.svg'), tabIcon);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
async function render(svg: string, size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
  );
  return page.screenshot({ omitBackground: true, type: 'png' });
}

const icoSizes = [16, 32, 48];
const icoImages = [];
for (const size of icoSizes) icoImages.push({ size, data: await render(tabIcon, size) });
writeFileSync(path.join(publicDir, 'favicon.ico'), ico(icoImages));
writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await render(squareIcon, 180));
writeFileSync(path.join(publicDir, 'icon-192.png'), await render(squareIcon, 192));
writeFileSync(path.join(publicDir, 'icon-512.png'), await render(squareIcon, 512));
await browser.close();
console.log(`Ikone napisane u ${path.relative(process.cwd(), publicDir)} (boja ${primary})`);
