import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPhoto } from '../../../contract/catalog';
import { createRenderer } from '../../../src/app/entry-server';
import { insertCategory, insertProduct } from '../../utils/fixtures';
import { TEST_PUBLIC_URL, type TestServer, createTestServer } from '../../utils/test-server';
import { testPicture, uploadPhoto } from '../admin/catalog/catalog-admin-helpers';
import { signedInStaff } from '../admin/staff-helpers';
import { TEMPLATE } from './shell-template';

// The product page as the server sends it (head and React's body) for a product with photos.
describe('a product with uploaded photos, as the server renders its page', () => {
  let server: TestServer;
  let clientDir: string;
  let photos: ProductPhoto[];

  async function page(url: string) {
    const response = await server.app.inject({ method: 'GET', url });
    const { document } = new JSDOM(response.body).window;
    const meta = (name: string) =>
      document.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
    return { document, meta };
  }

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-photo-page-'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    server = await createTestServer({ config: { clientDir }, createRenderer });
    const category = await insertCategory(server, { name: 'Blenderi', slug: 'blenderi-foto' });
    const product = await insertProduct(server, {
      categoryId: category.id,
      name: 'Blender Vihor',
      slug: 'blender-vihor',
      images: ['/images/catalog/blender-front.svg'],
    });
    await insertProduct(server, { categoryId: category.id, slug: 'blender-bez-fotografije' });
    const { client } = await signedInStaff(server, 'admin');
    photos = [];
    for (const [width, height] of [
      [1600, 1200],
      [600, 900],
    ] as const) {
      photos.push(
        (await uploadPhoto(client, product.id, await testPicture('jpeg', width, height))).json().image,
      );
    }
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('the gallery’s picture offers AVIF, WebP and JPEG at every width, with width and height', async () => {
    const { document } = await page('/proizvod/blender-vihor');
    const main = document.querySelector('img.product-gallery-main')!;
    const picture = main.closest('picture')!;
    expect(picture).not.toBeNull();
    const sources = [...picture.querySelectorAll('source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
    ]);
    const srcset = (format: string) =>
      photos[0]!.variants
        .filter((variant) => variant.format === format)
        .map((variant) => `${variant.url} ${variant.width}w`)
        .join(', ');
    expect(sources).toEqual([
      ['image/avif', srcset('avif')],
      ['image/webp', srcset('webp')],
    ]);
    expect(srcset('avif').split(', ')).toHaveLength(3);
    expect(main.getAttribute('srcset')).toBe(srcset('jpeg'));
    expect(main.getAttribute('sizes')).toBe('(max-width: 47.99em) 25vh, 480px');
    // 1280 × 960 fitted into the 480 px square: the box keeps its place before the photo arrives.
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['480', '360']);
    expect(main.getAttribute('src')).toBe(
      photos[0]!.variants.find((v) => v.format === 'jpeg' && v.width === 640)!.url,
    );
    expect(main.getAttribute('alt')).toBe('Blender Vihor, slika 1 od 2');
    // The second photo's thumbnail is a picture too, 72 px.
    const thumbnails = [...document.querySelectorAll('.product-thumbnails img')];
    expect(thumbnails.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['72', '54'],
      ['48', '72'],
    ]);
    expect(thumbnails[1]!.closest('picture')!.querySelector('source[type="image/avif"]')).not.toBeNull();
  });

  it('og:image is the first photo’s largest JPEG, with its type and size', async () => {
    const { meta } = await page('/proizvod/blender-vihor');
    expect(meta('og:image')).toBe(`${TEST_PUBLIC_URL}${photos[0]!.url}`);
    expect(photos[0]!.url).toMatch(/\.jpg$/);
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual([
      'image/jpeg',
      '1280',
      '960',
    ]);
  });

  it('the category’s card shows the first photo as a picture; a product without photos keeps its drawing', async () => {
    const { document } = await page('/proizvodi/blenderi-foto');
    const cards = [...document.querySelectorAll('.product-card')];
    const card = (name: string) => cards.find((element) => element.textContent?.includes(name))!;
    const photoCard = card('Blender Vihor').querySelector('img')!;
    expect(photoCard.closest('picture')!.querySelectorAll('source')).toHaveLength(2);
    expect(photoCard.getAttribute('srcset')!.split(', ')).toHaveLength(2);
    expect([photoCard.getAttribute('width'), photoCard.getAttribute('height')]).toEqual(['240', '180']);
    const drawn = cards
      .find((element) => !element.textContent?.includes('Blender Vihor'))!
      .querySelector('img')!;
    expect(drawn.closest('picture')).toBeNull();
    expect([drawn.getAttribute('width'), drawn.getAttribute('height')]).toEqual(['240', '240']);
  });

  it('a product without photos keeps its drawing, shared as the 1200×630 PNG', async () => {
    const { document, meta } = await page('/proizvod/blender-bez-fotografije');
    expect(document.querySelector('img.product-gallery-main')!.closest('picture')).toBeNull();
    expect(meta('og:image:type')).toBe('image/png');
  });
});
