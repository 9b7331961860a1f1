import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { redisAnswers } from '../../../redis-client';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        response: {
          200: z.object({
            // degraded: the shop works, but Redis (shared rate limits) does not answer.
            status: z.enum(['ok', 'degraded']),
            database: app.database.kind === 'pglite' ? z.literal('pglite') : z.literal('postgres'),
            redis: z.optional(z.enum(['ok', 'unavailable'])),
          }),
        },
      },
    },
    async () => {
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
  );
};

export default healthRoutes;
