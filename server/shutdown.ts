import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from './db/client';

export type Closable = { app: FastifyInstance; database: Database; redis: Redis | undefined };

/**
 * On SIGTERM or SIGINT (and on a crash): stop taking connections, let the open requests finish,
 * then close the database and Redis, and exit 0 (1 after a crash). If that takes longer than
 * `timeoutMs`, or a second signal comes, close-with-grace exits at once with 1.
 */
export function closeGracefullyOnSignal({ app, database, redis }: Closable, timeoutMs: number) {
  return closeWithGrace(
    {
      delay: timeoutMs,
      logger: { error: (message: unknown) => app.log.error(String(message)) },
      onTimeout: (delay) => app.log.error({ delay }, 'shutdown took too long: exiting now'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'crashed: closing');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
      // QUIT waits for Redis's answer; while Redis is down it fails at once (no offline queue).
      await redis?.quit().catch(() => redis.disconnect());
      app.log.info('closed');
    },
  );
}
