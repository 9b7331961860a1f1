import { randomUUID } from 'node:crypto';
import { catalogVersion } from '../db/catalog-version';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a catalogue GET from the in-process cache, with ETag, 304 and Cache-Control. */
    catalogRead<T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T>;
    /** The same cache for what is not an answer of its own (a page's head and embedded data). */
    catalogCached<T>(key: string, load: () => Promise<T>): Promise<T>;
    /** Drops every cached catalogue answer here and, through Redis, in every other instance. */
    invalidateCatalog(): void;
    /** Settles once this instance listens for other instances' changes (at once without Redis). */
    catalogSubscription: Promise<void>;
  }
}

export const CATALOG_CHANGED_CHANNEL = 'prodavnica:catalog-changed';
/**
 * Browsers and shared caches may reuse an answer for 10 s and show it once more while they
 * revalidate within the next 30 s; the in-process copy lives at most CATALOG_CACHE_SECONDS.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Calls that change stock (orders, the back office's order events) or what the catalogue shows
// (reviews' ratings; the back office's products, photos, categories and imports).
const CHANGES_CATALOG =
  /^\/api\/(orders|reviews|admin\/(products|categories|catalog|orders))(\/|\?|$)|^\/api\/products\/[^/?]+\/reviews/;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === etag || candidate === '*';
  });
}

async function catalogCachePlugin(app: FastifyInstance, opts: { redis?: Redis | undefined }) {
  const cache = new ResponseCache(app.config.catalogCacheTtlMs);
  const instanceId = randomUUID();
  let seenVersion: string | undefined;

  // Requests that arrive while the counter is being read share that read: under load one query
  // answers many of them. A request may so get the counter as it was up to one query's time before
  // it arrived, never older.
  let versionRead: Promise<string> | undefined;
  const currentVersion = () => {
    versionRead ??= catalogVersion(app.catalogDb).finally(() => {
      versionRead = undefined;
    });
    return versionRead;
  };

  async function cached(key: string, load: () => Promise<unknown>) {
    // Any write to the catalogue, from whatever program, moved the counter: drop what is kept.
    const version = await currentVersion();
    if (version !== seenVersion) {
      if (seenVersion !== undefined) cache.clear();
      seenVersion = version;
    }
    return cache.get(key, load);
  }

  app.decorate(
    'catalogRead',
    async <T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T> => {
      // Kept as the route's serializer wrote it (checked against the response schema once), so a
      // hit is sent as it is instead of being checked and serialized again.
      const answer = await cached(request.url, async () => reply.serialize(await load()));
      reply.header('cache-control', CATALOG_CACHE_CONTROL);
      reply.header('etag', answer.etag);
      // A sent reply returned from an async handler tells Fastify the answer is already out.
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send() as T;
      return reply.type('application/json; charset=utf-8').send(answer.body) as T;
    },
  );
  app.decorate(
    'catalogCached',
    async <T>(key: string, load: () => Promise<T>): Promise<T> => (await cached(key, load)).body as T,
  );

  const redis = opts.redis;
  app.decorate('invalidateCatalog', () => {
    cache.clear();
    // Skipped while Redis does not answer (stopped or frozen): the other instances' copies then
    // expire within CATALOG_CACHE_SECONDS.
    if (redis?.status === 'ready') redis.publish(CATALOG_CHANGED_CHANNEL, instanceId).catch(() => {});
  });

  // onSend runs after the handler's transaction committed and before the client hears back, so
  // the shopper's next read here is never served from before the change.
  app.addHook('onSend', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && CHANGES_CATALOG.test(request.url))
      app.invalidateCatalog();
  });

  if (!redis) {
    app.decorate('catalogSubscription', Promise.resolve());
    return;
  }
  // Its own connection (a subscribed one can do nothing else) that queues the subscription until
  // Redis answers and renews it after each reconnect; start-up does not wait for it. No request
  // waits on it, so it has no command or socket deadline: a frozen Redis only delays its messages.
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
    socketTimeout: undefined,
  });
  subscriber.on('error', () => {});
  subscriber.on('message', (channel, sender) => {
    if (channel === CATALOG_CHANGED_CHANNEL && sender !== instanceId) cache.clear();
  });
  app.decorate(
    'catalogSubscription',
    subscriber.subscribe(CATALOG_CHANGED_CHANNEL).then(
      () => undefined,
      () => undefined,
    ),
  );
  app.addHook('onClose', async () => {
    subscriber.disconnect();
  });
}

export default fp(catalogCachePlugin, { name: 'catalog-cache', dependencies: ['db'] });
