import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCategoryTree } from '../../../catalog/category-tree';
import { endpoint } from '../../endpoint';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('categories'),
    handler: async (request, reply) => app.catalogRead(request, reply, () => loadCategoryTree(app.catalogDb)),
  });
};

export default categoriesRoutes;
