import { Redis } from 'ioredis';

/**
 * How long a request may wait on Redis. A frozen Redis (SIGSTOP, a swapping host, a network
 * partition) keeps its connection open and never answers: each command then fails after
 * `commandMs`, and the connection is dropped once it has not heard back for `socketMs`, so the
 * commands after it fail at once, as with a stopped Redis, until a reconnection answers again.
 */
export const REDIS_TIMEOUTS = { commandMs: 250, socketMs: 250, connectMs: 1_000 } as const;

/** Reconnect soon and often: the shop is degraded until Redis answers, so recovery is checked at least every second. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 1_000);

/**
 * The shared Redis of several instances. Commands fail at once while it is unreachable (no offline
 * queue, one retry) and within REDIS_TIMEOUTS while it is frozen, so that callers fall back instead
 * of waiting; ioredis keeps reconnecting, and everything uses Redis again as soon as it answers.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    socketTimeout: REDIS_TIMEOUTS.socketMs,
    retryStrategy: reconnectDelay,
  });
  // An outage is reported by the counters (a logged warning) and /api/health, not as a crash.
  redis.on('error', () => {});
  return redis;
}

/** Whether Redis answers now (for /api/health), within REDIS_TIMEOUTS. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
