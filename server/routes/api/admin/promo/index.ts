import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../../catalog-admin/actor-of';
import { createPromo, deactivatePromo, listPromos } from '../../../../promo/promo-admin';
import { endpoint } from '../../../endpoint';

/** The back office's promo codes: the list with their uses, a new code, switching one off. */
const adminPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('adminPromoList'),
    handler: async () => ({ items: await listPromos(app.db) }),
  });

  app.route({
    ...endpoint('adminPromoCreate'),
    handler: async (request, reply) => {
      const promo = await createPromo(app.db, request.body, await actorOf(request));
      return reply.code(201).send({ promo });
    },
  });

  app.route({
    ...endpoint('adminPromoDeactivate'),
    handler: async (request) => ({
      promo: await deactivatePromo(app.db, request.params.id, await actorOf(request)),
    }),
  });
};

export default adminPromoRoutes;
