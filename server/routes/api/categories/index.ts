import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/categories
const categoriesRoutes: FastifyPluginAsyncZod = async () => {};

export default categoriesRoutes;
