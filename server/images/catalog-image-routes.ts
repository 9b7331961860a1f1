import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drawingAt, learnCatalogDrawings } from './catalog-image-names';

const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * GET /images/catalog/{name}.{hash}.svg: a catalogue drawing under its hashed name
 * (./catalog-image-names.ts), kept by the browser for a year. An older hash of a drawing that has
 * changed since moves permanently to today's; the stored name (/images/catalog/{name}.svg) is still
 * served as a file, revalidated (plugins/client.ts), for links saved before.
 */
async function catalogImageRoutes(app: FastifyInstance) {
  learnCatalogDrawings(app.config.clientDir);

  app.get<{ Params: { file: string } }>('/images/catalog/:file', async (request, reply) => {
    const found = drawingAt(`/images/catalog/${request.params.file}`);
    if (!found) return reply.status(404).send({ error: 'Slika nije pronađena.', code: 'NOT_FOUND' });
    if ('stale' in found) return reply.header('cache-control', 'no-cache').redirect(found.stale, 301);
    return reply.type('image/svg+xml').header('cache-control', A_YEAR).send(found.current.content);
  });
}

export default fp(catalogImageRoutes, { name: 'catalog-image-routes' });
