import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../../catalog-admin/actor-of';
import { importUploadedCatalog } from '../../../../catalog-admin/catalog-upload';
import { CatalogImportError, settleImportedCatalog } from '../../../../db/import-catalog';
import { badRequest } from '../../../../http-errors';
import { endpoint } from '../../../endpoint';
import { problemIssue, unparsableJson } from './import-problems';

/** A catalogue file may be large: 100 000 products are about 40 MB of JSON. */
export const CATALOG_UPLOAD_LIMIT = 50 * 1024 * 1024;

/**
 * POST /api/admin/catalog/import: the import file of docs/catalog-import.md as the JSON body,
 * imported as `npm run catalog:import` imports it, with its audit row. Its own plugin: only here
 * is a body up to 50 MB read, and a body that is no JSON is answered with where it breaks.
 */
const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Fastify's own parser (it refuses __proto__ and constructor keys), with a body that fails it explained.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: CATALOG_UPLOAD_LIMIT },
    (request, body, done) => {
      parseJson(request, body as string, (error, value) => {
        if (error) done(unparsableJson(body as string), undefined);
        else done(null, value);
      });
    },
  );

  // A file over the limit is told as such; any other error goes on to the shop's error handler.
  app.setErrorHandler((error, _request, reply) => {
    if ((error as { code?: string }).code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply.status(413).send({
      error: 'Fajl kataloga je veći od 50 MB. Podelite ga na više fajlova.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  app.route({
    ...endpoint('adminCatalogImport'),
    bodyLimit: CATALOG_UPLOAD_LIMIT,
    handler: async (request) => {
      const actor = await actorOf(request);
      try {
        const counts = await importUploadedCatalog(app.db, request.body, actor);
        // Statistics for the new catalogue's plans, as the CLI does; after the answer, as it may take a while.
        settleImportedCatalog(app.db).catch((err) =>
          app.log.warn({ err }, 'imported catalogue not analysed'),
        );
        return {
          categories: counts.categoriesCreated + counts.categoriesUpdated,
          products: counts.productsCreated + counts.productsUpdated,
        };
      } catch (error) {
        if (!(error instanceof CatalogImportError)) throw error;
        const issues = error.problems.map(problemIssue);
        throw badRequest(
          `Katalog nije uvezen: ${error.problems[0]} Ništa nije upisano.`,
          'VALIDATION_ERROR',
          {
            issues,
          },
        );
      }
    },
  });
};

export default adminCatalogRoutes;
