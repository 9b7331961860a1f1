import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/contact
const contactRoutes: FastifyPluginAsyncZod = async () => {};

export default contactRoutes;
