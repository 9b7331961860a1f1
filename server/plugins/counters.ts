import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** Windowed counters shared by every instance when Redis is configured (login failures). */
export type Counters = {
  /** Adds one to the key's count in its window and returns the new count. */
  hit(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

export function redisCounters(redis: Redis, prefix = 'prodavnica:counter:'): Counters {
  return {
    async hit(key, windowMs) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec()) as [[null, number], unknown];
      return count;
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { redis?: Redis | undefined }) => {
    app.decorate('counters', opts.redis ? redisCounters(opts.redis) : memoryCounters());
  },
  { name: 'counters' },
);
