import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drawingOfShareImage, renderShareImage } from './share-image';

/** Each picture is made once per process; the drawings are a fixed set of a few hundred. */
const MAX_KEPT = 500;

/**
 * GET /images/share/{name}.png: a catalogue drawing as the PNG a link preview shows
 * (./share-image.ts). 404 for a name that is no drawing.
 */
async function shareImageRoutes(app: FastifyInstance) {
  const drawings = path.join(app.config.clientDir, 'images', 'catalog');
  const made = new Map<string, Promise<Buffer | null>>();
  const picture = (file: string) => {
    let pending = made.get(file);
    if (!pending) {
      pending = readFile(path.join(drawings, file))
        .then(renderShareImage)
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') app.log.error({ err: error, file }, 'share image not made');
          return null;
        });
      if (made.size < MAX_KEPT) made.set(file, pending);
    }
    return pending;
  };

  app.get<{ Params: { file: string } }>('/images/share/:file', async (request, reply) => {
    const drawing = drawingOfShareImage(`/images/share/${request.params.file}`);
    const png = drawing ? await picture(drawing) : null;
    if (!png) return reply.status(404).send({ error: 'Slika nije pronađena.', code: 'NOT_FOUND' });
    reply.type('image/png').header('cache-control', 'public, max-age=86400');
    return png;
  });
}

export default fp(shareImageRoutes, { name: 'share-image-routes' });
