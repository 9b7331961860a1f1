import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { HttpClient } from '../utils/http-client';
import { type TestServer, createTestServer } from '../utils/test-server';
import { createTestDatabase } from '../utils/test-database';

describe('response headers: personal answers are not cached, features the shop does not use are off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('personal API answers (cart, session, orders) say Cache-Control: no-store', async () => {
    const browser = new HttpClient(server.app);
    await browser.post('/api/cart/create');
    for (const url of ['/api/cart', '/api/auth/me', '/api/orders', '/api/profile']) {
      const answer = await browser.get(url);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('every answer carries a Permissions-Policy that turns off camera, microphone, geolocation and payment', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(answer.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature);
  });
});

/** Sends a request with 20 KB of headers (Node's limit is 16 KB) and returns the raw answer. */
function oversizedHeaders(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

/** The headers of a raw HTTP answer, names in lower case. */
const headersOf = (raw: string) =>
  Object.fromEntries(
    raw
      .split('\r\n\r\n')[0]!
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );

describe('answers the framework makes itself carry the same security headers as a normal answer', () => {
  let server: TestServer;
  let normal: Record<string, unknown>;
  const SECURITY = [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'permissions-policy',
  ];
  beforeAll(async () => {
    server = await createTestServer();
    normal = (await server.app.inject({ method: 'GET', url: '/api/health' })).headers;
    expect(Object.keys(normal)).toEqual(expect.arrayContaining(SECURITY));
  });
  afterAll(() => server.close());

  const expectSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
    for (const name of SECURITY) expect(headers[name], `${what}: ${name}`).toBe(normal[name]);
    expect(headers['cache-control'], what).toBe('no-store');
  };

  it.each([
    ['400 FST_ERR_BAD_URL', 400, { method: 'GET', url: '/api/products/%E0%A4%A' }],
    [
      '414 (a path parameter over the router limit)',
      414,
      { method: 'GET', url: `/api/products/${'a'.repeat(600)}` },
    ],
    ['404', 404, { method: 'GET', url: '/api/ne-postoji' }],
    [
      '415',
      415,
      { method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
    ],
    [
      '413',
      413,
      {
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(300_000) }),
      },
    ],
  ] as const)('%s', async (what, status, request) => {
    const answer = await server.app.inject(request);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    expectSecurityHeaders(answer.headers, what);
  });

  it('431 (headers too large, refused by Node before Fastify sees the request)', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = await oversizedHeaders((server.app.server.address() as { port: number }).port);
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.split('\r\n\r\n')[1]!)).toEqual({
      error: 'Zaglavlja zahteva su prevelika.',
      code: 'VALIDATION_ERROR',
    });
    expectSecurityHeaders(headersOf(raw), '431');
  });
});

describe('a database that cannot be reached', () => {
  let server: TestServer;
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    server = await createTestServer({
      database: {
        ...database,
        ping: async () => {
          throw unreachable;
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers 503 with a Serbian text, a code and Retry-After; /api/health says the database is unavailable', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      error: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });
});
