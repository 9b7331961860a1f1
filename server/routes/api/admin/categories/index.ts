import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../../catalog-admin/actor-of';
import {
  type AdminCategory,
  createCategory,
  listAdminCategories,
  updateCategory,
} from '../../../../catalog-admin/category-writes';
import type { Db } from '../../../../db/client';
import { endpoint } from '../../../endpoint';

const toAnswer = ({ id, name, slug, parentId, productCount }: AdminCategory) => ({
  id,
  name,
  slug,
  parentId,
  productCount,
});

/** A category as the list shows it, after its write committed. */
async function listed(db: Db, id: number) {
  const category = (await listAdminCategories(db)).find((row) => row.id === id)!;
  return { category: toAnswer(category) };
}

/** The back office's categories: the tree as a list, create, rename, re-address and move. */
const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('adminCategoryList'),
    handler: async () => ({ items: (await listAdminCategories(app.db)).map(toAnswer) }),
  });

  app.route({
    ...endpoint('adminCategoryCreate'),
    handler: async (request, reply) => {
      const row = await createCategory(app.db, request.body, await actorOf(request));
      return reply.code(201).send(await listed(app.db, row.id));
    },
  });

  app.route({
    ...endpoint('adminCategoryUpdate'),
    handler: async (request) => {
      const row = await updateCategory(app.db, request.params.id, request.body, await actorOf(request));
      return listed(app.db, row.id);
    },
  });
};

export default adminCategoryRoutes;
