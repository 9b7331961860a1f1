import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addReview,
  editReview,
  productReviews,
  removeReview,
  requireProductId,
  userReviews,
} from '../../../reviews/review-store';
import { endpoint } from '../../endpoint';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('productReviews'),
    handler: async (request) =>
      productReviews(app.catalogDb, await requireProductId(app.catalogDb, request.params.slug)),
  });

  app.route({
    ...endpoint('reviewCreate'),
    handler: async (request, reply) => {
      const user = await request.requireVerifiedUser(
        'Potvrdite svoju e-adresu da biste mogli da ocenjujete proizvode.',
      );
      const productId = await requireProductId(app.db, request.params.slug);
      const review = await addReview(app.db, user, productId, request.body);
      return reply.status(201).send({ review });
    },
  });

  app.route({
    ...endpoint('myReviews'),
    handler: async (request) => {
      const user = await request.requireUser();
      return { items: await userReviews(app.db, user) };
    },
  });

  app.route({
    ...endpoint('reviewUpdate'),
    handler: async (request) => {
      const user = await request.requireUser();
      return { review: await editReview(app.db, user, request.params.id, request.body) };
    },
  });

  app.route({
    ...endpoint('reviewDelete'),
    handler: async (request) => {
      const user = await request.requireUser();
      await removeReview(app.db, user, request.params.id);
      return { success: true as const };
    },
  });
};

export default reviewsRoutes;
