import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../../catalog-admin/actor-of';
import { toAdminProduct } from '../../../../catalog-admin/admin-product-dto';
import { listAdminProducts } from '../../../../catalog-admin/admin-product-list';
import { removeProductPhoto } from '../../../../catalog-admin/photo-store';
import {
  type ProductChange,
  cameBackInStock,
  createProduct,
  findAdminProduct,
  setProductStock,
  updateProduct,
} from '../../../../catalog-admin/product-writes';
import { endpoint } from '../../../endpoint';
import photoUploadRoute from './photo-upload';

/**
 * Stock that came back mails the shoppers waiting for it now, not at the next check of the
 * catalogue counter (server/stock-alerts: every instance sweeps within seconds anyway).
 */
function alertIfBackInStock(app: FastifyInstance, change: ProductChange) {
  if (!cameBackInStock(change)) return;
  app.sendStockAlerts().catch((err) => app.log.error({ err }, 'back-in-stock alerts not sent'));
}

/** The back office's products: list, one, create, edit, stock count, photos. */
const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('adminProductList'),
    handler: async (request) => listAdminProducts(app.db, request.query),
  });

  app.route({
    ...endpoint('adminProductGet'),
    handler: async (request) => ({
      product: toAdminProduct(await findAdminProduct(app.db, request.params.id)),
    }),
  });

  app.route({
    ...endpoint('adminProductCreate'),
    handler: async (request, reply) => {
      const { after } = await createProduct(app.db, request.body, await actorOf(request));
      return reply.code(201).send({ product: toAdminProduct(after) });
    },
  });

  app.route({
    ...endpoint('adminProductUpdate'),
    handler: async (request) => {
      const change = await updateProduct(app.db, request.params.id, request.body, await actorOf(request));
      alertIfBackInStock(app, change);
      return { product: toAdminProduct(change.after) };
    },
  });

  app.route({
    ...endpoint('adminProductStock'),
    handler: async (request) => {
      const change = await setProductStock(app.db, request.params.id, request.body, await actorOf(request));
      alertIfBackInStock(app, change);
      return { product: toAdminProduct(change.after) };
    },
  });

  app.route({
    ...endpoint('adminProductImageRemove'),
    handler: async (request) => {
      const { id, imageId } = request.params;
      await removeProductPhoto(app.db, id, imageId, await actorOf(request));
      return { product: toAdminProduct(await findAdminProduct(app.db, id)) };
    },
  });

  await app.register(photoUploadRoute);
};

export default adminProductRoutes;
