import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, slugParams } from '../../../../contract/common';
import { successSchema } from '../../../../contract/errors';
import {
  myReviewsResponseSchema,
  productReviewsResponseSchema,
  reviewBodySchema,
  reviewResponseSchema,
} from '../../../../contract/reviews';
import {
  addReview,
  editReview,
  productReviews,
  removeReview,
  requireProductId,
  userReviews,
} from '../../../reviews/review-store';

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:slug/reviews',
    { schema: { params: slugParams, response: { 200: productReviewsResponseSchema } } },
    async (request) => productReviews(app.db, await requireProductId(app.db, request.params.slug)),
  );

  app.post(
    '/products/:slug/reviews',
    { schema: { params: slugParams, body: reviewBodySchema, response: { 201: reviewResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireVerifiedUser(
        'Potvrdite svoju e-adresu da biste mogli da ocenjujete proizvode.',
      );
      const productId = await requireProductId(app.db, request.params.slug);
      const review = await addReview(app.db, user, productId, request.body);
      return reply.status(201).send({ review });
    },
  );

  app.get('/reviews/me', { schema: { response: { 200: myReviewsResponseSchema } } }, async (request) => {
    const user = await request.requireUser();
    return { items: await userReviews(app.db, user) };
  });

  app.put(
    '/reviews/:id',
    { schema: { params: idParams, body: reviewBodySchema, response: { 200: reviewResponseSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return { review: await editReview(app.db, user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/reviews/:id',
    { schema: { params: idParams, response: { 200: successSchema } } },
    async (request) => {
      const user = await request.requireUser();
      await removeReview(app.db, user, request.params.id);
      return { success: true as const };
    },
  );
};

export default reviewsRoutes;
