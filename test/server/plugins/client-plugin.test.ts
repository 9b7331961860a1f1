import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import clientPlugin from '../../../server/plugins/client';
import { TEMPLATE } from '../pages/shell-template';
import { createTestDatabase } from '../../utils/test-database';
import {
  TEST_PUBLIC_URL,
  type TestServer,
  capturingMailer,
  createTestServer,
  noOverloadChecks,
  relaxedRateLimits,
} from '../../utils/test-server';

const NOT_FOUND = { error: 'Traženi sadržaj ne postoji.', code: 'NOT_FOUND' };

describe('the client plugin without a built storefront (CLIENT_DIR has no index.html)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { buildId: 'build-7' }, rateLimits: { globalPerMinute: 3 } });
  });
  afterAll(() => server.close());

  it('/version.json names the configured BUILD_ID, never cached and never rate limited', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/version.json',
        remoteAddress: '10.7.0.1',
      });
      expect(response.statusCode, `request ${i + 1}`).toBe(200);
      expect(response.json()).toEqual({ buildId: 'build-7' });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a page path answers the JSON 404, as there is no shell to send', async () => {
    for (const url of ['/', '/korpa', '/bilo/sta']) {
      const response = await server.app.inject({ method: 'GET', url, remoteAddress: '10.7.0.2' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('the app carries each plugin by its name', () => {
    for (const name of ['db', 'compression', 'rate-limits', 'overload', 'client'])
      expect(server.app.hasPlugin(name), name).toBe(true);
  });
});

/** The log lines the app writes, parsed. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

describe('a built storefront without version.json, served by an app that logs', () => {
  let clientDir: string;
  let database: Database;
  let app: FastifyInstance;
  const log = logCollector();
  const asset = 'export const ime = "prodavnica";';

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'shop-client-plugin-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js'), asset);
    // Copies that differ from what the server would compress itself: the answer shows which was sent.
    writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync('// iz .br kopije'));
    writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js.gz'), gzipSync('// iz .gz kopije'));
    database = await createTestDatabase();
    const config: Config = {
      ...loadConfig({}),
      publicUrl: TEST_PUBLIC_URL,
      clientDir,
      buildId: 'build-9',
      overload: noOverloadChecks,
      rateLimits: relaxedRateLimits,
    };
    app = await buildApp({
      config,
      database,
      mailer: capturingMailer(),
      logger: { level: 'error', stream: log.stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('/version.json names the configured BUILD_ID when the build wrote none', async () => {
    const response = await app.inject({ method: 'GET', url: '/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ buildId: 'build-9' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('/ answers the page with its own head, not index.html as built', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<title>Prodavnica</title>');
  });

  it('a path with a file extension is no page: a missing file answers the JSON 404, with or without a query', async () => {
    for (const url of ['/assets/nema.js', '/assets/nema.js?v=2', '/favicon.ico']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('a dot in the query does not make a page path a file', async () => {
    const response = await app.inject({ method: 'GET', url: '/proizvodi/pretraga?q=lg.frizider' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('a method no route takes answers the JSON 404 (the not-found handler)', async () => {
    const response = await app.inject({ method: 'POST', url: '/korpa' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('sends the .br and .gz copies the build wrote as they are, not compressed anew', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('// iz .br kopije');
    const gzipped = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('// iz .gz kopije');
  });

  it('when the page head fails, the shell is sent as built, with 200, and the failure is logged', async () => {
    const spy = vi
      .spyOn(app, 'catalogCached')
      .mockRejectedValueOnce(new Error('katalog nedostupan') as never);
    try {
      const response = await app.inject({ method: 'GET', url: '/korpa' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(TEMPLATE);
    } finally {
      spy.mockRestore();
    }
    const failure = log.lines.find((line) => line.msg === 'page head failed');
    expect(failure).toMatchObject({ level: 50, err: { message: 'katalog nedostupan' } });
  });
});

describe('an app without a built storefront starts quietly', () => {
  it('logs no warning: the static files are not set up without a build to serve', async () => {
    const log = logCollector();
    const database = await createTestDatabase();
    const app = await buildApp({
      config: {
        ...loadConfig({}),
        publicUrl: TEST_PUBLIC_URL,
        clientDir: path.join(tmpdir(), 'shop-no-client-here'),
        overload: noOverloadChecks,
        rateLimits: relaxedRateLimits,
      },
      database,
      mailer: capturingMailer(),
      logger: { level: 'warn', stream: log.stream },
    });
    try {
      await app.ready();
      expect(log.lines).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the client plugin needs the db plugin', () => {
  it('registered without it, the app refuses to start, naming both', async () => {
    const app = Fastify();
    await expect(app.register(clientPlugin)).rejects.toThrow(
      "The dependency 'db' of plugin 'client' is not registered",
    );
  });
});
