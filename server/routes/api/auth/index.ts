import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/auth
const authRoutes: FastifyPluginAsyncZod = async () => {};

export default authRoutes;
