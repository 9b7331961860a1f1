import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../../../plugins/errors';
import { redisAnswers } from '../../../redis-client';
import { endpoint } from '../../endpoint';

/** /api/health's own deadline for the database: it answers within a second whatever the database does. */
export const HEALTH_DATABASE_MS = 500;

/** Whether the database answers `select 1` within HEALTH_DATABASE_MS (at once "no" while it is known not to). */
async function databaseAnswers(database: Database): Promise<boolean> {
  if (!database.answering()) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DATABASE_MS);
  });
  const answered = database.ping().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('health'),
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const [database, redisOk] = await Promise.all([
        databaseAnswers(app.database),
        app.redis ? redisAnswers(app.redis) : undefined,
      ]);
      const redis =
        redisOk === undefined ? {} : { redis: redisOk ? ('ok' as const) : ('unavailable' as const) };
      if (!database) {
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({
            status: 'unavailable' as const,
            database: 'unavailable' as const,
            ...redis,
            ...SERVICE_UNAVAILABLE,
          });
      }
      return {
        status: redisOk === false ? ('degraded' as const) : ('ok' as const),
        database: app.database.kind,
        ...redis,
      };
    },
  });
};

export default healthRoutes;
