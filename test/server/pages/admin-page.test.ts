import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../../utils/test-server';

describe('the back office page /admin', () => {
  let server: TestServer;
  let clientDir: string;
  let rendered: string[];

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Prodavnica</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    rendered = [];
    // A renderer that records what it is asked for: staff pages must never reach it.
    const createRenderer = () => async (url: string) => {
      rendered.push(url);
      return { html: '<p>rendered</p>', state: { reads: {}, parts: [] } };
    };
    server = await createTestServer({ config: { clientDir }, createRenderer });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers every staff path with the empty page for the browser to render, never stored, never indexed', async () => {
    for (const url of ['/admin', '/admin/porudzbine?status=placed', '/admin/proizvodi/4']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<title>Administracija | Prodavnica</title>');
      expect(response.body).not.toContain('initial-data');
    }
    expect(rendered).toEqual([]);
  });

  it('leaves a storefront path that only starts like it to the shop', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/administracija' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });

  it('keeps crawlers out of /admin in robots.txt', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /admin\n');
  });
});
