import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCatalog } from '../../../catalog/catalog-listing';
import { findProductDetail } from '../../../catalog/product-detail';
import { suggestSearch } from '../../../catalog/product-suggest';
import { attributeFiltersOf } from '../../../catalog/attribute-query';
import { notFound } from '../../../http-errors';
import { endpoint } from '../../endpoint';

// /search and /suggest are static routes, which the router always prefers to /:slug.
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('productList'),
    handler: async (request, reply) =>
      app.catalogRead(request, reply, () =>
        listCatalog(app.catalogDb, request.query, attributeFiltersOf(request.url)),
      ),
  });

  app.route({
    ...endpoint('productSearch'),
    handler: async (request, reply) =>
      app.catalogRead(request, reply, () =>
        listCatalog(app.catalogDb, request.query, attributeFiltersOf(request.url)),
      ),
  });

  app.route({
    ...endpoint('productSuggest'),
    handler: async (request, reply) =>
      app.catalogRead(request, reply, () => suggestSearch(app.catalogDb, request.query.q)),
  });

  app.route({
    ...endpoint('productDetail'),
    handler: async (request, reply) =>
      app.catalogRead(request, reply, async () => {
        const product = await findProductDetail(app.catalogDb, request.params.slug);
        if (!product) throw notFound('Proizvod nije pronađen.', 'PRODUCT_NOT_FOUND');
        return { product };
      }),
  });
};

export default productsRoutes;
