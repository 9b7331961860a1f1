import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/products
const productsRoutes: FastifyPluginAsyncZod = async () => {};

export default productsRoutes;
