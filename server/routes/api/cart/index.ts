import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/cart
const cartRoutes: FastifyPluginAsyncZod = async () => {};

export default cartRoutes;
