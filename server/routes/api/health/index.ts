import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: app.database.kind === 'pglite' ? z.literal('pglite') : z.literal('postgres'),
          }),
        },
      },
    },
    async () => {
      // An unreachable database throws here and the error handler answers 503.
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};

export default healthRoutes;
