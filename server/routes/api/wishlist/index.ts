import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TODO(helper): routes of /api/wishlist
const wishlistRoutes: FastifyPluginAsyncZod = async () => {};

export default wishlistRoutes;
