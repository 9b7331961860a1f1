import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/reviews
const reviewsRoutes: FastifyPluginAsyncZod = async () => {};

export default reviewsRoutes;
