import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/profile
const profileRoutes: FastifyPluginAsyncZod = async () => {};

export default profileRoutes;
