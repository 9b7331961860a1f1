import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productDetailResponseSchema,
  productListQuerySchema,
  productListSchema,
  searchQuerySchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '../../../../contract/catalog';
import { slugParams } from '../../../../contract/common';
import { listCatalog } from '../../../catalog/catalog-listing';
import { findProductDetail } from '../../../catalog/product-detail';
import { suggestProducts } from '../../../catalog/product-suggest';
import { notFound } from '../../../http-errors';

// /search and /suggest are static routes, which the router always prefers to /:slug.
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: productListQuerySchema, response: { 200: productListSchema } } },
    async (request) => listCatalog(app.db, request.query),
  );

  app.get(
    '/search',
    { schema: { querystring: searchQuerySchema, response: { 200: productListSchema } } },
    async (request) => listCatalog(app.db, request.query),
  );

  app.get(
    '/suggest',
    { schema: { querystring: suggestQuerySchema, response: { 200: suggestResponseSchema } } },
    async (request) => ({ suggestions: await suggestProducts(app.db, request.query.q) }),
  );

  app.get(
    '/:slug',
    { schema: { params: slugParams, response: { 200: productDetailResponseSchema } } },
    async (request) => {
      const product = await findProductDetail(app.db, request.params.slug);
      if (!product) throw notFound('Proizvod nije pronađen.', 'PRODUCT_NOT_FOUND');
      return { product };
    },
  );
};

export default productsRoutes;
