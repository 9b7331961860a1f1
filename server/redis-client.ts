import { Redis } from 'ioredis';

/**
 * The shared Redis of several instances. Commands fail at once while it is unreachable (no offline
 * queue, one retry) so that callers fall back instead of waiting; ioredis keeps reconnecting, and
 * everything uses Redis again as soon as it answers.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  // An outage is reported by the counters (a logged warning) and /api/health, not as a crash.
  redis.on('error', () => {});
  return redis;
}

/** Whether Redis answers now (for /api/health). */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
