import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../utils/test-server';

describe('serving the built storefront', () => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>Prodavnica</title><div id="root"></div>',
    );
    writeFileSync(path.join(clientDir, 'version.json'), JSON.stringify({ buildId: 'build-42' }));
    writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), 'console.log(1)');
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
});
