import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawingOfShareImage,
  rasterOfShareImage,
  renderShareImage,
  renderSharePhoto,
  SHARE_IMAGE,
  shareImagePath,
  shareImageSize,
} from '../../../server/images/share-image';
import { type TestServer, createTestServer } from '../../utils/test-server';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('share pictures (audit N3: link previews show no SVG)', () => {
  it('shares a catalogue drawing as its PNG, another image of the shop’s as a JPEG, an outside one as it is', () => {
    expect(shareImagePath('/images/catalog/fridge-front.svg')).toBe('/images/share/fridge-front.png');
    expect(shareImagePath('/images/catalog/frizider.webp')).toBe(
      '/images/share/file/catalog/frizider.webp.jpg',
    );
    expect(shareImagePath('/images/products/tv/x-front.avif')).toBe(
      '/images/share/file/products/tv/x-front.avif.jpg',
    );
    expect(shareImagePath('/images/x.png')).toBe('/images/share/file/x.png.jpg');
    for (const kept of [
      'https://cdn.example/a.svg',
      'https://cdn.example/a.webp',
      '/images/photos/12-800.jpg', // an uploaded photo has JPEGs of its own
      '/images/share/file/x.png.jpg',
      '/images/../secret.webp',
      '/images/products/.hidden.webp',
      '/images/products/a b.webp',
      '/images/products/x.gif',
    ])
      expect(shareImagePath(kept), kept).toBe(kept);
    expect(drawingOfShareImage('/images/share/fridge-front.png')).toBe('fridge-front.svg');
    expect(drawingOfShareImage('/images/share/../secret.png')).toBeNull();
    expect(drawingOfShareImage('/images/share/fridge-front.svg')).toBeNull();
    expect(rasterOfShareImage('/images/share/file/products/tv/x-front.avif.jpg')).toBe(
      'products/tv/x-front.avif',
    );
    expect(rasterOfShareImage('/images/share/file/../package.json.jpg')).toBeNull();
    expect(rasterOfShareImage('/images/share/file/share/fridge-front.png.jpg')).toBeNull();
    expect(rasterOfShareImage('/images/share/file/x.webp')).toBeNull();
  });

  it('knows the type and size of its own share pictures only', () => {
    expect(shareImageSize('https://prodavnica.test/images/share/fridge-front.png')).toEqual({
      type: 'image/png',
      width: 1200,
      height: 630,
    });
    expect(shareImageSize('/images/share/file/catalog/frizider.webp.jpg')).toEqual({
      type: 'image/jpeg',
      width: 1200,
      height: 630,
    });
    expect(shareImageSize('/images/catalog/frizider.webp')).toBeUndefined();
    expect(shareImageSize('https://cdn.example/a.jpg')).toBeUndefined();
  });

  it('puts a WebP photo on a white 1200×630 canvas as JPEG, the photo itself in it', async () => {
    const webp = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#203040' } })
      .webp()
      .toBuffer();
    const jpeg = await renderSharePhoto(webp);
    const { width, height, format } = await sharp(jpeg).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    const { channels } = await sharp(jpeg).stats();
    expect(Math.min(...channels.map((channel) => channel.min))).toBeLessThan(100);
    expect(Math.max(...channels.map((channel) => channel.max))).toBeGreaterThan(240); // the white margin
  });

  it('draws the drawing on a white 1200×630 canvas as PNG, the drawing itself in it', async () => {
    const svg = await readFile(path.join(publicDir, 'images/catalog/fridge-front.svg'));
    const png = await renderShareImage(svg);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      format: 'png',
    });
    const { channels } = await sharp(png).stats();
    // Not a blank canvas: some pixels are the drawing's, darker than white.
    expect(Math.min(...channels.map((channel) => channel.min))).toBeLessThan(200);
  });
});

describe('GET /images/share/{name}.png', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { clientDir: publicDir } });
  });
  afterAll(() => server.close());

  it('answers a drawing as a 1200×630 PNG that caches for a day', async () => {
    const response = await server.app.inject({ url: '/images/share/fridge-front.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });

  it('answers a name that is no drawing, or no name at all, with a Serbian 404', async () => {
    for (const url of [
      '/images/share/nema-takvog.png',
      '/images/share/..%2F..%2Fpackage.png',
      '/images/share/x.svg',
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Slika nije pronađena.', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /images/share/file/{path}.jpg', () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'share-file-'));
    await mkdir(path.join(clientDir, 'images', 'products'), { recursive: true });
    await sharp({ create: { width: 900, height: 900, channels: 3, background: '#336699' } })
      .webp()
      .toFile(path.join(clientDir, 'images', 'products', 'tv-front.webp'));
    await writeFile(path.join(clientDir, 'images', 'products', 'broken.webp'), 'not an image');
    await writeFile(path.join(clientDir, 'secret.png'), 'secret');
    server = await createTestServer({ config: { clientDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers an imported WebP as a 1200×630 JPEG that caches for a day', async () => {
    const response = await server.app.inject({ url: '/images/share/file/products/tv-front.webp.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('answers a missing, unreadable or outside file with a Serbian 404, never a 500', async () => {
    for (const url of [
      '/images/share/file/products/nema.webp.jpg',
      '/images/share/file/products/broken.webp.jpg',
      '/images/share/file/..%2Fsecret.png.jpg',
      '/images/share/file/%2E%2E/secret.png.jpg',
      '/images/share/file/products/tv-front.webp',
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Slika nije pronađena.', code: 'NOT_FOUND' });
    }
  });
});
