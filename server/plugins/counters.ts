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

/**
 * Redis counters that fall back to this instance's memory while Redis cannot answer (a warning is
 * logged once per outage), and use Redis again once it does: limits hold, per instance, meanwhile.
 */
export function resilientCounters(
  primary: Counters,
  fallback: Counters,
  warn: (message: string) => void,
): Counters {
  let degraded = false;
  const attempt = async <T>(use: (counters: Counters) => Promise<T>): Promise<T> => {
    try {
      const result = await use(primary);
      if (degraded) warn('Redis answers again: counters are shared again');
      degraded = false;
      return result;
    } catch {
      if (!degraded) warn('Redis does not answer: counters fall back to this instance until it does');
      degraded = true;
      return use(fallback);
    }
  };
  return {
    hit: (key, windowMs) => attempt((counters) => counters.hit(key, windowMs)),
    get: (key) => attempt((counters) => counters.get(key)),
    reset: (key) => attempt((counters) => counters.reset(key)),
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
    app.decorate(
      'counters',
      opts.redis
        ? resilientCounters(redisCounters(opts.redis), memoryCounters(), (message) => app.log.warn(message))
        : memoryCounters(),
    );
  },
  { name: 'counters' },
);
