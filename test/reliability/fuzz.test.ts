import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { HttpClient } from '../utils/http-client';
import { insertProduct, signInNewUser } from '../utils/fixtures';
import { type TestServer, createTestServer } from '../utils/test-server';
import { testDbKind } from '../utils/test-database';
import { TEST_TIMEOUTS } from '../utils/timeouts';

// Thousands of generated requests against every route must never produce a 5xx: bad input is
// a 4xx with a Serbian `error` and a `code`.
const RUNS_PER_ROUTE = testDbKind === 'pglite' ? 120 : 60;

const tricky = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    'constructor',
    "'; drop table users; --",
    'š'.repeat(5000),
  ),
  fc.integer({ min: -5, max: 5000 }),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

/** Keys of an object schema (unwrapping pipes and refinements), so bodies reach past the top level. */
function shapeKeys(schema: unknown): string[] {
  if (schema instanceof z.core.$ZodObject) return Object.keys(schema._zod.def.shape);
  if (schema instanceof z.core.$ZodPipe) return shapeKeys(schema._zod.def.in);
  return [];
}

const bodyFor = (schema: unknown) => {
  const keys = shapeKeys(schema);
  const known = keys.length
    ? fc.record(Object.fromEntries(keys.map((key) => [key, tricky])), { requiredKeys: [] })
    : fc.object();
  return fc.oneof(known, fc.anything(), fc.string(), fc.constant(undefined));
};

const segment = fc.oneof(
  fc.uuid(),
  fc.integer({ min: -10, max: 3_000_000_000 }).map(String),
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('0', 'null', '..%2F..%2Fetc', '%00', 'a'.repeat(300)),
);

const query = fc
  .dictionary(
    fc.constantFrom(
      'q',
      'page',
      'pageSize',
      'sort',
      'minPrice',
      'maxPrice',
      'brand',
      'available',
      'category',
      'token',
    ),
    fc.oneof(fc.string(), fc.integer().map(String)),
    { maxKeys: 4 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

function fillParams(url: string, values: string[]): string {
  let index = 0;
  return url.replace(/:[A-Za-z]+/g, () => values[index++] ?? 'x');
}

describe('fuzzing every endpoint', { timeout: TEST_TIMEOUTS.long }, () => {
  let server: TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await createTestServer();
    app = server.app;
    await insertProduct(server);
  });

  /** A signed-in, verified shopper with a cart, fresh for each route (logout ends a session). */
  async function newShopper() {
    const shopper = new HttpClient(app);
    await shopper.post('/api/cart/create');
    await signInNewUser(server, shopper);
    return shopper;
  }
  afterAll(() => server.close());

  it('covers the whole API', () => {
    const apiRoutes = app.routeTable.filter((route) => route.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(40);
  });

  it('answers thousands of generated requests without a single 5xx, always with error and code', async () => {
    const routes = app.routeTable.filter((route) => route.url.startsWith('/api/'));
    let sent = 0;
    for (const route of routes) {
      const bodySchema = (route.schema as { body?: unknown } | undefined)?.body;
      const shopper = await newShopper();
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          query,
          bodyFor(bodySchema),
          async (params, qs, body) => {
            const url = `${fillParams(route.url, params)}${qs ? `?${qs}` : ''}`;
            const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
            const response = await shopper.request(method, url, method === 'GET' ? undefined : body);
            sent += 1;
            if (response.statusCode >= 500)
              throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
            if (response.statusCode >= 400) {
              const json = response.json();
              expect(typeof json.error, `${method} ${url}`).toBe('string');
              expect(typeof json.code, `${method} ${url}`).toBe('string');
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  });
});
