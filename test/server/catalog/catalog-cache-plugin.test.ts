import { EventEmitter } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import catalogCachePlugin from '../../../server/cache/catalog-cache-plugin';

const CHANNEL = 'prodavnica:catalog-changed';
/** The ETag of the JSON text {"n":1}: its SHA-1, base64url, quoted. */
const ETAG_N1 = '"uBU3jI8NTTRRmcLuWhj5PJNmtxg"';

/** A Redis stand-in: publish is recorded; duplicate() gives the subscriber connection. */
function fakeRedis(options: { publishFails?: boolean; subscribeFails?: boolean } = {}) {
  const published: [string, string][] = [];
  const subscriber = Object.assign(new EventEmitter(), {
    subscribed: [] as string[],
    disconnected: false,
    subscribe: async (channel: string) => {
      subscriber.subscribed.push(channel);
      if (options.subscribeFails) throw new Error('Connection is closed.');
      return 1;
    },
    disconnect: () => {
      subscriber.disconnected = true;
    },
  });
  const duplicates: unknown[] = [];
  const redis = {
    // ioredis's connection state: 'ready' while Redis answers, anything else while it does not.
    status: 'ready',
    publish: async (channel: string, message: string) => {
      published.push([channel, message]);
      if (options.publishFails) throw new Error('Connection is closed.');
      return 1;
    },
    duplicate: (settings: unknown) => {
      duplicates.push(settings);
      return subscriber;
    },
  };
  return { redis: redis as unknown as Redis, raw: redis, published, subscriber, duplicates };
}

type Built = { app: FastifyInstance; loads: () => number; state: { version: string }; reads: () => number };

/** The catalogue cache over a stand-in database whose change counter the test moves. */
async function build(options: { ttlMs?: number; redis?: Redis } = {}): Promise<Built> {
  const state = { version: '1' };
  let reads = 0;
  let loads = 0;
  const app = Fastify();
  const db = {
    execute: async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { rows: [{ version: state.version }] };
    },
  };
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('db', db as never);
        instance.decorate('catalogDb', db as never);
        instance.decorate('config', { catalogCacheTtlMs: options.ttlMs ?? 60_000 } as never);
      },
      { name: 'db' },
    ),
  );
  await app.register(catalogCachePlugin, { redis: options.redis });
  app.get('/api/products', (request, reply) => app.catalogRead(request, reply, async () => ({ n: ++loads })));
  app.get('/head', async () => ({ n: await app.catalogCached('head', async () => ++loads) }));
  app.route({
    method: ['POST', 'PUT', 'DELETE', 'GET'],
    url: '/*',
    handler: async (request, reply) => {
      const status = Number((request.query as { status?: string }).status ?? 200);
      return reply.status(status).send({ status });
    },
  });
  await app.ready();
  return { app, loads: () => loads, state, reads: () => reads };
}

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});
const built = async (options?: Parameters<typeof build>[0]) => {
  const result = await build(options);
  current = result.app;
  return result;
};

describe('catalogue answers from the in-process cache', () => {
  it('answers JSON with public caching for 10 s (30 s stale while revalidating) and a strong ETag, loading once', async () => {
    const { app, loads } = await built();
    for (let i = 0; i < 2; i++) {
      const answer = await app.inject('/api/products');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('{"n":1}');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
      expect(answer.headers.etag).toBe(ETAG_N1);
    }
    expect(loads()).toBe(1);
  });

  it.each([
    ['the same ETag', ETAG_N1],
    ['its weak form', `W/${ETAG_N1}`],
    ['a list holding it', `"other", ${ETAG_N1}`],
    ['a list holding its weak form', `"other",W/${ETAG_N1}`],
    ['any ETag (*)', '*'],
  ])('answers 304 with no body to If-None-Match naming %s', async (_what, ifNoneMatch) => {
    const { app } = await built();
    await app.inject('/api/products');
    const answer = await app.inject({ url: '/api/products', headers: { 'if-none-match': ifNoneMatch } });
    expect(answer.statusCode).toBe(304);
    expect(answer.body).toBe('');
    expect(answer.headers.etag).toBe(ETAG_N1);
    expect(answer.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
  });

  it.each([
    ['another ETag', '"other"'],
    ['a list without it', '"a", "b"'],
    ['an empty header', ''],
  ])('answers 200 with the body to If-None-Match naming %s', async (_what, ifNoneMatch) => {
    const { app } = await built();
    const answer = await app.inject({ url: '/api/products', headers: { 'if-none-match': ifNoneMatch } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"n":1}');
  });

  it('keeps nothing when its configured lifetime is 0', async () => {
    const { app, loads } = await built({ ttlMs: 0 });
    await app.inject('/api/products');
    await app.inject('/api/products');
    expect(loads()).toBe(2);
  });

  it('keeps what is not an answer of its own (a page’s head) in the same cache', async () => {
    const { app, loads } = await built();
    expect((await app.inject('/head')).json()).toEqual({ n: 1 });
    expect((await app.inject('/head')).json()).toEqual({ n: 1 });
    expect(loads()).toBe(1);
  });

  it('loads again once the catalogue counter moved (a write by any program), for answers and heads alike', async () => {
    const { app, loads, state } = await built();
    await app.inject('/api/products');
    await app.inject('/head');
    state.version = '2';
    expect((await app.inject('/api/products')).body).toBe('{"n":3}');
    expect((await app.inject('/head')).json()).toEqual({ n: 4 });
    expect((await app.inject('/api/products')).body).toBe('{"n":3}');
    expect(loads()).toBe(4);
  });

  it('reads the counter once for requests that arrive together, and again for a later one', async () => {
    const { app, reads } = await built();
    await Promise.all(Array.from({ length: 5 }, () => app.inject('/api/products')));
    expect(reads()).toBe(1);
    await app.inject('/api/products');
    expect(reads()).toBe(2);
  });
});

describe('dropping cached answers after calls that change the catalogue', () => {
  const loadsAfter = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string) => {
    const { app, loads } = await built();
    await app.inject('/api/products');
    const call = await app.inject({ method, url });
    expect(call.statusCode).toBeGreaterThan(0);
    await app.inject('/api/products');
    return loads();
  };

  it.each([
    ['POST', '/api/orders'],
    ['POST', '/api/orders?token=x'],
    ['PUT', '/api/orders/42/cancel'],
    ['POST', '/api/reviews'],
    ['DELETE', '/api/reviews/7'],
    ['POST', '/api/products/lampa-stona/reviews'],
    ['POST', '/api/orders?status=201'],
    ['POST', '/api/orders?status=399'],
  ] as const)('drops them after %s %s', async (method, url) => {
    expect(await loadsAfter(method, url)).toBe(2);
  });

  it.each([
    ['GET', '/api/orders'],
    ['POST', '/api/orders?status=400'],
    ['POST', '/api/orders?status=404'],
    ['POST', '/api/ordersx'],
    ['POST', '/api/cart/add-item'],
    ['POST', '/x/api/orders'],
    ['POST', '/api/products/lampa-stona'],
  ] as const)('keeps them after %s %s', async (method, url) => {
    expect(await loadsAfter(method, url)).toBe(1);
  });
});

describe('instances sharing Redis', () => {
  it('opens its own subscriber connection that queues offline, retries forever and has no deadlines (no request waits on it), and listens on the channel', async () => {
    const fake = fakeRedis();
    const { app } = await built({ redis: fake.redis });
    await expect(app.catalogSubscription).resolves.toBeUndefined();
    expect(fake.duplicates).toEqual([
      {
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
        socketTimeout: undefined,
      },
    ]);
    expect(fake.subscriber.subscribed).toEqual([CHANNEL]);
    // An error on the subscriber connection is handled, not thrown.
    expect(() => fake.subscriber.emit('error', new Error('ECONNRESET'))).not.toThrow();
  });

  it('tells the others through the channel when it drops its own answers, naming itself', async () => {
    const fake = fakeRedis();
    const { app, loads } = await built({ redis: fake.redis });
    await app.inject('/api/products');
    app.invalidateCatalog();
    await app.inject('/api/products');
    expect(loads()).toBe(2);
    expect(fake.published).toHaveLength(1);
    expect(fake.published[0]![0]).toBe(CHANNEL);
    expect(fake.published[0]![1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drops its answers when another instance says so, but not for its own message or another channel', async () => {
    const fake = fakeRedis();
    const { app, loads } = await built({ redis: fake.redis });
    app.invalidateCatalog();
    const self = fake.published[0]![1];
    await app.inject('/api/products');
    fake.subscriber.emit('message', CHANNEL, self);
    fake.subscriber.emit('message', 'other-channel', 'another-instance');
    await app.inject('/api/products');
    expect(loads()).toBe(1);
    fake.subscriber.emit('message', CHANNEL, 'another-instance');
    await app.inject('/api/products');
    expect(loads()).toBe(2);
  });

  it('skips the announcement while Redis does not answer (stopped, or found frozen): the TTL bounds the others’ copies', async () => {
    const fake = fakeRedis();
    const { app, loads } = await built({ redis: fake.redis });
    await app.inject('/api/products');
    for (const status of ['reconnecting', 'connect', 'close']) {
      fake.raw.status = status;
      app.invalidateCatalog();
    }
    expect(fake.published).toEqual([]);
    await app.inject('/api/products');
    expect(loads()).toBe(2);
    fake.raw.status = 'ready';
    app.invalidateCatalog();
    expect(fake.published).toHaveLength(1);
  });

  it('fails open: a publish that fails and a subscription that fails break nothing', async () => {
    const fake = fakeRedis({ publishFails: true, subscribeFails: true });
    const { app, loads } = await built({ redis: fake.redis });
    await expect(app.catalogSubscription).resolves.toBeUndefined();
    await app.inject('/api/products');
    app.invalidateCatalog();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await app.inject('/api/products');
    expect(loads()).toBe(2);
  });

  it('closes its subscriber connection when the app closes', async () => {
    const fake = fakeRedis();
    const { app } = await built({ redis: fake.redis });
    expect(fake.subscriber.disconnected).toBe(false);
    await app.close();
    current = undefined;
    expect(fake.subscriber.disconnected).toBe(true);
  });

  it('is ready at once without Redis', async () => {
    const { app } = await built();
    await expect(app.catalogSubscription).resolves.toBeUndefined();
  });
});
