import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawingOfShareImage,
  renderShareImage,
  SHARE_IMAGE,
  shareImagePath,
} from '../../../server/images/share-image';
import { type TestServer, createTestServer } from '../../utils/test-server';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('share pictures (audit N3: link previews show no SVG)', () => {
  it('shares a catalogue drawing as its PNG, and any other image as it is', () => {
    expect(shareImagePath('/images/catalog/fridge-front.svg')).toBe('/images/share/fridge-front.png');
    expect(shareImagePath('/images/catalog/frizider.webp')).toBe('/images/catalog/frizider.webp');
    expect(shareImagePath('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
    expect(drawingOfShareImage('/images/share/fridge-front.png')).toBe('fridge-front.svg');
    expect(drawingOfShareImage('/images/share/../secret.png')).toBeNull();
    expect(drawingOfShareImage('/images/share/fridge-front.svg')).toBeNull();
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
