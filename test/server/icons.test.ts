import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../utils/test-server';

const repo = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(repo, 'public');
// What the build copies from public/ and index.html into the client folder.
const iconFiles = [
  'favicon.ico',
  'favicon.svg',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'manifest.webmanifest',
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height a PNG's IHDR chunk declares. */
function pngSize(data: Buffer): [number, number] {
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('the icons and the web manifest browsers ask for', () => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-icons-'));
    copyFileSync(path.join(repo, 'index.html'), path.join(clientDir, 'index.html'));
    for (const file of iconFiles) {
      // A missing file stays missing, so the requests below show what a browser would get.
      if (existsSync(path.join(publicDir, file)))
        copyFileSync(path.join(publicDir, file), path.join(clientDir, file));
    }
    server = await createTestServer({ config: { clientDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each([
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('GET %s answers 200 as %s', async (url, type) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
  });

  it('favicon.ico is an icon file holding 16, 32 and 48 px images', async () => {
    const body = (await server.app.inject({ method: 'GET', url: '/favicon.ico' })).rawPayload;
    expect(body.readUInt16LE(0)).toBe(0);
    expect(body.readUInt16LE(2)).toBe(1);
    const count = body.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => body.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('apple-touch-icon.png is a 180 × 180 PNG', async () => {
    const body = (await server.app.inject({ method: 'GET', url: '/apple-touch-icon.png' })).rawPayload;
    expect(body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(body)).toEqual([180, 180]);
  });

  it('the manifest names the shop in Serbian, in the site colour, with icons that are served', async () => {
    const manifest = (await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest.short_name).toBe('Prodavnica');
    expect(manifest.name).toMatch(/^Prodavnica/);
    expect(manifest.lang).toBe('sr-Latn');
    expect(manifest.start_url).toBe('/');
    const css = readFileSync(path.join(repo, 'src/styles/base.css'), 'utf8');
    const primary = /--color-primary:\s*(#[0-9a-fA-F]{6})/.exec(css)?.[1];
    expect(manifest.theme_color).toBe(primary);
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
    expect(pngs.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const response = await server.app.inject({ method: 'GET', url: icon.src });
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type'], icon.src).toContain(icon.type);
      if (icon.type === 'image/png') {
        const [width, height] = pngSize(response.rawPayload);
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
  });

  it('every page links the icons, the manifest and the theme colour', async () => {
    const page = (await server.app.inject({ method: 'GET', url: '/' })).body;
    expect(page).toContain('<link rel="icon" href="/favicon.ico"');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
    expect(page).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(page).toContain('<meta name="theme-color" content="#0b5cad"');
  });
});
