import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../server/db/schema';
import { type TestServer, TEST_PUBLIC_URL, createTestServer } from '../utils/test-server';
import { reportCount } from './report';

const UNSAFE = ['POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** Every state-changing route the server registered (read off its route tree), parameters filled in. */
function writeRoutes(server: TestServer): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)[├└]── (\/\S*)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const path = prefixes.join('') + match[2]!;
    prefixes.push(match[2]!);
    for (const method of match[3]?.split(/,\s*/) ?? [])
      if ((UNSAFE as readonly string[]).includes(method))
        routes.push({ method, path: path.replace(/:[A-Za-z]+/g, '5b0f7c1e-8d2a-4c61-9a57-0d3c9e1f2a4b') });
  }
  return routes;
}

/** The same path as a router may read it: percent-encoded, doubled or trailing slashes, dot segments. */
function spellings(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  const tail = rest.join('/');
  return [
    path,
    `/${encodeURIComponent(first!).replace(/^a/, '%61')}/${tail}`,
    `/${first}/${tail.replace(/^(.)/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
    `//${first}/${tail}`,
    `${path}/`,
    `/${first}/./${tail}`,
    `/${first}/x/../${tail}`,
  ];
}

const FORGERIES: Record<string, string>[] = [
  { origin: 'https://napadac.example' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { origin: 'null' },
  { 'sec-fetch-site': 'CROSS-SITE' },
  { referer: 'https://napadac.example/stranica' },
];

describe('forged cross-site writes are refused through every path spelling (CSRF)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('finds the write routes it checks', () => {
    const routes = writeRoutes(server);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/cart/create' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/orders' });
  });

  it('no forged write through any spelling succeeds, and a forged cart create writes nothing', async () => {
    const before = (await server.database.db.select().from(carts)).length;
    let tried = 0;
    const accepted: string[] = [];
    for (const { method, path } of writeRoutes(server)) {
      for (const url of spellings(path)) {
        for (const headers of FORGERIES) {
          const response = await server.app.inject({
            method: method as (typeof UNSAFE)[number],
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: '{}',
          });
          tried += 1;
          if (response.statusCode < 400 || response.statusCode >= 500)
            accepted.push(`${method} ${url} ${JSON.stringify(headers)} → ${response.statusCode}`);
        }
      }
    }
    reportCount(`forged writes ${tried} tried, ${accepted.length} accepted`);
    expect(accepted).toEqual([]);
    expect((await server.database.db.select().from(carts)).length).toBe(before);
  });

  it('the refusal is 403 FORBIDDEN_ORIGIN with a Serbian text, also for an encoded path', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/%61pi/cart/create',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Zahtev sa drugog sajta nije dozvoljen.',
      code: 'FORBIDDEN_ORIGIN',
    });
  });

  it('the shop itself (same origin, or a program without browser headers) still writes', async () => {
    const own = await server.app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: { origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(201);
    const program = await server.app.inject({ method: 'POST', url: '/api/cart/create' });
    expect(program.statusCode).toBe(201);
  });
});
