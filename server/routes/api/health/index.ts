import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redisAnswers } from '../../../redis-client';
import { endpoint } from '../../endpoint';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('health'),
    config: { rateLimit: false },
    handler: async () => {
      // An unreachable database throws here and the error handler answers 503.
      await app.database.ping();
      if (!app.redis) return { status: 'ok' as const, database: app.database.kind };
      const redis = (await redisAnswers(app.redis)) ? ('ok' as const) : ('unavailable' as const);
      return {
        status: redis === 'ok' ? ('ok' as const) : ('degraded' as const),
        database: app.database.kind,
        redis,
      };
    },
  });
};

export default healthRoutes;
