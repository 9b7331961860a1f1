import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../../server/plugins/errors';
import rateLimitsPlugin from '../../../server/plugins/rate-limits';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { RATE_LIMITED } from '../../utils/api-answers';

describe('the global rate limit, on every route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimits: { globalPerMinute: 3 } });
  });
  afterAll(() => server.close());

  it('the 4th call within a minute from one IP to a route without its own limit gets 429; another IP does not', async () => {
    const get = (remoteAddress: string) =>
      server.app.inject({ method: 'GET', url: '/api/categories', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await get('10.9.0.1')).statusCode).toBe(200);
    const limited = await get('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await get('10.9.0.2')).statusCode).toBe(200);
  });
});

type Call = { key: string; timeWindow: number; max: number };

/**
 * The part of ioredis that @fastify/rate-limit's Redis store uses: `defineCommand` for its Lua
 * scripts, then the defined commands, answered from a map here (or failing, as an unreachable Redis).
 */
function fakeRedis(options: { failing?: boolean } = {}) {
  const counts = new Map<string, number>();
  const calls: Call[] = [];
  const redis: Record<string, unknown> = {
    defineCommand(name: string) {
      redis[name] = (key: string, ...rest: unknown[]) => {
        const done = rest.at(-1) as (error: Error | null, result?: [number, number]) => void;
        if (options.failing) return done(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
        if (name === 'rateLimit') {
          const [timeWindow, max] = rest as [number, number];
          calls.push({ key, timeWindow, max });
          counts.set(key, (counts.get(key) ?? 0) + 1);
          return done(null, [counts.get(key) ?? 0, timeWindow]);
        }
        return done(null, [counts.get(key) ?? 0, 0]);
      };
    },
  };
  return { redis: redis as unknown as Redis, calls };
}

/** The rate-limits plugin on its own, with a global limit of 2 a minute. */
async function appWith(redis: Redis, options: { withoutIp?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  // A socket closed before the hooks ran: Fastify then has no IP for the request.
  if (options.withoutIp)
    app.addHook('onRequest', async (request) => {
      Object.defineProperty(request, 'ip', { value: undefined });
      Object.defineProperty(request.socket, 'remoteAddress', { value: undefined });
    });
  await app.register(
    fp(
      async (instance) => void instance.decorate('config', { rateLimits: { globalPerMinute: 2 } } as never),
      {
        name: 'db',
      },
    ),
  );
  await app.register(errorsPlugin);
  await app.register(rateLimitsPlugin, { redis });
  app.get('/api/thing', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('rate-limit counters in Redis', () => {
  it('are kept in Redis under the shop’s namespace, per IP, for a minute', async () => {
    const { redis, calls } = fakeRedis();
    const app = await appWith(redis);
    try {
      const get = () => app.inject({ method: 'GET', url: '/api/thing', remoteAddress: '10.8.0.1' });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const limited = await get();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(RATE_LIMITED);
      expect(calls).toEqual(
        Array.from({ length: 3 }, () => ({ key: 'prodavnica:rl:10.8.0.1', timeWindow: 60_000, max: 2 })),
      );
    } finally {
      await app.close();
    }
  });

  it('while Redis does not answer, requests pass (fail open) instead of failing', async () => {
    const { redis } = fakeRedis({ failing: true });
    const app = await appWith(redis);
    try {
      for (let i = 0; i < 5; i++) {
        const response = await app.inject({ method: 'GET', url: '/api/thing', remoteAddress: '10.8.0.2' });
        expect(response.statusCode, `request ${i + 1}`).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('a request without an IP (its socket already gone) is still counted, under one key, and never throws', async () => {
    const { redis, calls } = fakeRedis();
    const app = await appWith(redis, { withoutIp: true });
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/thing' });
      expect(answer.statusCode).toBe(200);
      expect(calls.map((call) => call.key)).toEqual(['prodavnica:rl:unknown']);
    } finally {
      await app.close();
    }
  });

  it('keys IPv6 clients by their /64, as the plugin’s own key does', async () => {
    const { redis, calls } = fakeRedis();
    const app = await appWith(redis);
    try {
      await app.inject({ method: 'GET', url: '/api/thing', remoteAddress: '2001:db8:1:2:aaaa::1' });
      expect(calls.map((call) => call.key)).toEqual(['prodavnica:rl:2001:db8:1:2::']);
    } finally {
      await app.close();
    }
  });

  it('the plugin needs the db plugin, for its configuration, and says so', async () => {
    const app = Fastify();
    await expect(app.register(rateLimitsPlugin, {})).rejects.toThrow(
      "The dependency 'db' of plugin 'rate-limits' is not registered",
    );
  });
});
