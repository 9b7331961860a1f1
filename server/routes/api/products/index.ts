import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCatalog } from '../../../catalog/catalog-listing';
import { compareProducts } from '../../../catalog/product-compare';
import { findProductDetail } from '../../../catalog/product-detail';
import { findProductRelated } from '../../../catalog/product-related';
import { suggestSearch } from '../../../catalog/product-suggest';
import { attributeFiltersOf } from '../../../catalog/attribute-query';
import { notFound } from '../../../http-errors';
import { endpoint } from '../../endpoint';

// /search, /suggest and /compare are static routes, which the router always prefers to /:slug.
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
    ...endpoint('productCompare'),
    handler: async (request, reply) =>
      app.catalogRead(request, reply, () => compareProducts(app.catalogDb, request.query.ids)),
  });

  app.route({
    ...endpoint('productRelated'),
    handler: async (request, reply) =>
      app.catalogRead(request, reply, async () => {
        const related = await findProductRelated(app.catalogDb, request.params.slug);
        if (!related) throw notFound('Proizvod nije pronađen.', 'PRODUCT_NOT_FOUND');
        return related;
      }),
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
