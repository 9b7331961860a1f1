import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../utils/fixtures';
import { type TestServer, createTestServer } from '../utils/test-server';

const assetSource = `export const products = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => `Proizvod ${i}`))};`;

// Inline CSS as the built index.html has: the page is then well over the 1 KB compression threshold.
const pageStyle = Array.from({ length: 40 }, (_, i) => `.c${i}{margin:${i}px}`).join('');

describe('serving the built storefront', () => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      `<!doctype html><title>Prodavnica</title><style>${pageStyle}</style><div id="root"></div>`,
    );
    writeFileSync(path.join(clientDir, 'version.json'), JSON.stringify({ buildId: 'build-42' }));
    writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), assetSource);
    // What vite.config.ts's compression plugin writes beside each asset, and a source map.
    writeFileSync(path.join(clientDir, 'assets', 'index-abc.js.br'), brotliCompressSync(assetSource));
    writeFileSync(path.join(clientDir, 'assets', 'index-abc.js.gz'), gzipSync(assetSource));
    writeFileSync(path.join(clientDir, 'assets', 'index-abc.js.map'), '{"version":3}');
    server = await createTestServer({ config: { clientDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers every page path of the storefront with index.html, so the client router decides (an unknown page with 404)', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/korpa', 200],
      ['/profil/istorija-kupovine/0b7f6a2e-3c1d-4e5f-8a9b-1c2d3e4f5a6b', 200],
      ['/proizvod/neki-proizvod', 404],
      ['/bilo/sta', 404],
    ] as const) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('names the build in /version.json, never cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.json()).toEqual({ buildId: 'build-42' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths and missing files as JSON 404s, not the page', async () => {
    const api = await server.app.inject({ method: 'GET', url: '/api/nema' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const file = await server.app.inject({ method: 'GET', url: '/assets/nema.js' });
    expect(file.statusCode).toBe(404);
  });

  it('sends the brotli copy to a browser that accepts br, and it decompresses to the asset', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetSource);
  });

  it('sends the gzip copy to a browser without brotli, and the plain file to one without either', async () => {
    const gzipped = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(assetSource);
    const plain = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
  });

  it('does not serve source maps unless SERVE_SOURCE_MAPS says so', async () => {
    const hidden = await server.app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('NOT_FOUND');

    const withMaps = await createTestServer({ config: { clientDir, serveSourceMaps: true } });
    try {
      const shown = await withMaps.app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toBe('{"version":3}');
    } finally {
      await withMaps.close();
    }
  });

  it('compresses a page made per request with brotli, or gzip, as the browser accepts', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/korpa' });
    const brotli = await server.app.inject({
      method: 'GET',
      url: '/korpa',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzipped = await server.app.inject({
      method: 'GET',
      url: '/korpa',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large API answer, and keeps its ETag for the 304', async () => {
    const category = await insertCategory(server, { name: 'Kompresija', slug: 'kompresija' });
    for (let i = 0; i < 12; i++)
      await insertProduct(server, {
        name: `Usisivač model ${i}`,
        slug: `usisivac-model-${i}`,
        categoryId: category.id,
      });
    const url = '/api/products?category=kompresija';
    const plain = await server.app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const again = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
