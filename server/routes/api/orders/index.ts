import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/orders
const ordersRoutes: FastifyPluginAsyncZod = async () => {};

export default ordersRoutes;
