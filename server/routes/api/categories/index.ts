import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTreeSchema } from '../../../../contract/catalog';
import { loadCategoryTree } from '../../../catalog/category-tree';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: categoryTreeSchema } } }, async () => loadCategoryTree(app.db));
};

export default categoriesRoutes;
