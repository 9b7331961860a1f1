import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { routeSchemas } from '../../contract/route-schemas';
import { type Route, routes } from '../../contract/routes';
import { insertProduct, signInNewUser } from '../utils/fixtures';
import { HttpClient } from '../utils/http-client';
import { testDbKind } from '../utils/test-database';
import { type TestServer, createTestServer } from '../utils/test-server';
import { TEST_TIMEOUTS } from '../utils/timeouts';
import { reportCount } from './report';
import { arbitraryOf } from './zod-arbitrary';

// Thousands of generated requests against every route of the contract must never produce a 5xx:
// bad input is a 4xx with a Serbian `error` and a `code`. Half are shaped by the route's own zod
// schemas (so they reach the handlers), the other half have one hostile part.
const RUNS_PER_ROUTE = testDbKind === 'pglite' ? 120 : 60;

const MEGABYTE = 'a'.repeat(1024 * 1024);

/** Strings that broke or could break something: NUL (PostgreSQL text), lone surrogates, sizes. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    '\uD800',
    'x\uDFFFy',
    '\uD83D',
    '__proto__',
    'constructor',
    'prototype',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '1e309',
    'NaN',
    '-1',
    '',
    ' ',
    'š'.repeat(5000),
  ),
  fc.constant(MEGABYTE),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON value where a field is expected: hostile strings, wrong types, nested objects. */
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);

/** Path segments as a client may put them in a URL, encoded or not: bad UTF-8, NUL, sizes. */
const hostileSegment = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '..%2F..%2Fetc',
  '%2e%2e',
  'a'.repeat(600),
  encodeURIComponent('š'.repeat(60)),
  '0',
  '-1',
  '99999999999999999999',
  'null',
);

/** Raw bodies a JSON parser must refuse or render harmless. */
const hostileRawBody = fc.constantFrom(
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{',
  '[]',
  'null',
  '"tekst"',
  '42',
  `{"a":"${MEGABYTE}"}`,
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
);

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=granica',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

type Part = z.ZodMiniType | undefined;
type Parts = { params: Part; querystring: Part; body: Part };
type Kind = 'valid' | 'hostile field' | 'hostile body' | 'content type' | 'hostile path' | 'hostile query';

const schemasOf = (route: Route): Parts => {
  const schemas = routeSchemas[route.name] as Partial<Parts>;
  return { params: schemas.params, querystring: schemas.querystring, body: schemas.body };
};

const shapedBy = (schema: Part) => (schema ? arbitraryOf(schema) : fc.constant(undefined));

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** The path with each `:name` filled in, from `values` (encoded here) or `raw` (as written). */
function fillPath(path: string, values: Record<string, unknown> | undefined, raw?: string[]): string {
  let index = 0;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const own = raw?.[index++];
    if (own !== undefined) return own;
    const value = values?.[name];
    return encodeURIComponent(value === undefined ? 'x' : String(value));
  });
}

/** A query string as a browser writes it: arrays as repeated keys, nothing for undefined. */
function queryString(values: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    for (const item of [value].flat()) {
      if (item === undefined) continue;
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

/** One request: a valid-shaped one, or one with a single hostile part. */
function requestFor(route: Route): fc.Arbitrary<{ kind: Kind; request: InjectOptions }> {
  const schemas = schemasOf(route);
  const method = route.method;
  const withBody = method !== 'GET';
  const base = fc.record({
    params: shapedBy(schemas.params) as fc.Arbitrary<Record<string, unknown> | undefined>,
    query: shapedBy(schemas.querystring) as fc.Arbitrary<Record<string, unknown> | undefined>,
    body: shapedBy(schemas.body),
  });
  const build = (
    kind: Kind,
    parts: { path: string; query: string; payload?: string; contentType?: string },
  ): { kind: Kind; request: InjectOptions } => ({
    kind,
    request: {
      method,
      url: `${parts.path}${parts.query ? `?${parts.query}` : ''}`,
      ...(withBody && parts.payload !== undefined
        ? { payload: parts.payload, headers: { 'content-type': parts.contentType ?? 'application/json' } }
        : {}),
    },
  });
  const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));
  const names = paramNames(route.path);
  const querySchemaKeys = Object.keys(
    (schemas.querystring as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape ?? {},
  );

  const kinds: fc.Arbitrary<{ kind: Kind; request: InjectOptions }>[] = [
    base.map(({ params, query, body }) =>
      build('valid', { path: fillPath(route.path, params), query: queryString(query), payload: json(body) }),
    ),
    fc.tuple(base, hostileValue, fc.nat()).map(([{ params, query, body }, hostile, pick]) => {
      const record = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
      const keys = Object.keys(record);
      const key = keys.length > 0 ? keys[pick % keys.length]! : 'polje';
      return build('hostile field', {
        path: fillPath(route.path, params),
        query: queryString(query),
        payload: JSON.stringify({ ...record, [key]: hostile }),
      });
    }),
    fc
      .tuple(
        base,
        fc.oneof(
          hostileRawBody,
          base.map(({ body }) => JSON.stringify([body])),
        ),
      )
      .map(([{ params, query }, payload]) =>
        build('hostile body', { path: fillPath(route.path, params), query: queryString(query), payload }),
      ),
    fc.tuple(base, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([{ params, query, body }, contentType]) =>
      build('content type', {
        path: fillPath(route.path, params),
        query: queryString(query),
        payload: json(body) ?? 'a=1',
        contentType,
      }),
    ),
    fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom('__proto__[isAdmin]=1', 'constructor[prototype][isAdmin]=1', 'page=1&page=2'),
          fc
            .tuple(fc.constantFrom(...(querySchemaKeys.length ? querySchemaKeys : ['q'])), hostileString)
            .map(
              ([key, value]) =>
                `${encodeURIComponent(key)}=${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`,
            ),
          hostileString.map((value) => `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}=1`),
          fc.constantFrom('q=%ED%A0%80', 'q=%00', 'q=%E0%A4%A'),
          // Spec filters (contract/attribute-filters.ts): the listings read `a.<key>` themselves.
          fc.constantFrom(
            'a.volume=400-300',
            'a.volume=1e309-',
            'a.energy_class=%00',
            'a.__proto__=1',
            'a.energy_class=A&a.energy_class=B',
          ),
          fc
            .tuple(fc.constantFrom('energy_class', 'volume', 'no_frost', 'warranty'), hostileString)
            .map(([key, value]) => `a.${key}=${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`),
        ),
      )
      .map(([{ params, body }, query]) =>
        build('hostile query', { path: fillPath(route.path, params), query, payload: json(body) }),
      ),
  ];
  if (names.length > 0)
    kinds.push(
      fc
        .tuple(base, fc.array(hostileSegment, { minLength: names.length, maxLength: names.length }))
        .map(([{ query, body }, segments]) =>
          build('hostile path', {
            path: fillPath(route.path, undefined, segments),
            query: queryString(query),
            payload: json(body),
          }),
        ),
    );
  // Valid-shaped requests as often as all the hostile kinds together.
  return fc.oneof(
    { arbitrary: kinds[0]!, weight: kinds.length - 1 },
    ...kinds.slice(1).map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

/** English an error text must not be in: Fastify's, zod's or Node's own words. */
const ENGLISH =
  /\b(the|is|must|invalid|expected|required|not found|bad request|unsupported|too large|body|error)\b/i;

describe('fuzzing every endpoint of the contract', { timeout: TEST_TIMEOUTS.long }, () => {
  let server: TestServer;
  let app: FastifyInstance;
  const sent = new Map<Kind, number>();
  let serverErrors = 0;

  beforeAll(async () => {
    server = await createTestServer();
    app = server.app;
    await insertProduct(server);
  });
  afterAll(async () => {
    await server.close();
    const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
    const kinds = [...sent].map(([kind, count]) => `${kind} ${count}`).join(', ');
    reportCount(
      `fuzz ${total} requests over ${Object.keys(routes).length} routes (${kinds}), ${serverErrors} 5xx`,
    );
  });

  /** A signed-in, verified shopper with a cart, fresh for each route (logout ends a session). */
  async function newShopper() {
    const shopper = new HttpClient(app);
    await shopper.post('/api/cart/create');
    await signInNewUser(server, shopper);
    return shopper;
  }

  it('fuzzes the routes the server has: the contract table, route for route', () => {
    const served = app.routeTable
      .filter((route) => route.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`);
    const contract = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(served)).toEqual(new Set(contract));
  });

  it('answers thousands of generated requests without a single 5xx, every 4xx with a Serbian error and a code', async () => {
    for (const route of Object.values(routes) as Route[]) {
      const shopper = await newShopper();
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ kind, request }) => {
          const { method, url, payload, headers } = request;
          const response = await shopper.request(method as Route['method'], String(url), payload, {
            headers: headers as Record<string, string> | undefined,
          });
          sent.set(kind, (sent.get(kind) ?? 0) + 1);
          const what = `${kind}: ${request.method} ${String(request.url).slice(0, 200)} → ${response.statusCode}`;
          if (response.statusCode >= 500) {
            serverErrors += 1;
            throw new Error(`${what} ${response.body.slice(0, 500)}`);
          }
          if (response.statusCode < 400) return;
          const json = response.json();
          expect(typeof json.error, what).toBe('string');
          expect(json.error, what).not.toMatch(ENGLISH);
          expect(json.code, what).toMatch(/^[A-Z][A-Z_]+$/);
          expect(json, what).not.toHaveProperty('stack');
          expect(json, what).not.toHaveProperty('statusCode');
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261124 },
      );
    }
    const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(Object.keys(routes).length * RUNS_PER_ROUTE);
  });
});
