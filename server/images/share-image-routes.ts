import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { drawingOfShareImage, rasterOfShareImage, renderSharePhoto, renderShareImage } from './share-image';

/** Each picture is made once per process, up to this many; later ones are made on every request. */
const MAX_KEPT = 500;

/**
 * GET /images/share/{name}.png: a catalogue drawing as the PNG a link preview shows, and
 * GET /images/share/file/{path}.jpg: another image of the shop's (an imported WebP) as a JPEG
 * (./share-image.ts). 404 for a name that is neither.
 */
async function shareImageRoutes(app: FastifyInstance) {
  const images = path.join(app.config.clientDir, 'images');
  const made = new Map<string, Promise<Buffer | null>>();
  const picture = (file: string, render: (source: Buffer) => Promise<Buffer>) => {
    let pending = made.get(file);
    if (!pending) {
      pending = readFile(path.join(images, file))
        .then(render)
        .catch((error: NodeJS.ErrnoException) => {
          // A missing file is a 404; a file sharp cannot read is logged and a 404 too.
          if (error.code !== 'ENOENT') app.log.error({ err: error, file }, 'share image not made');
          return null;
        });
      if (made.size < MAX_KEPT) made.set(file, pending);
    }
    return pending;
  };
  const send = (reply: FastifyReply, type: string, image: Buffer | null) => {
    if (!image) return reply.status(404).send({ error: 'Slika nije pronađena.', code: 'NOT_FOUND' });
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(image);
  };

  app.get<{ Params: { file: string } }>('/images/share/:file', async (request, reply) => {
    const drawing = drawingOfShareImage(`/images/share/${request.params.file}`);
    return send(reply, 'image/png', drawing ? await picture(`catalog/${drawing}`, renderShareImage) : null);
  });

  app.get<{ Params: { '*': string } }>('/images/share/file/*', async (request, reply) => {
    const image = rasterOfShareImage(`/images/share/file/${request.params['*']}`);
    return send(reply, 'image/jpeg', image ? await picture(image, renderSharePhoto) : null);
  });
}

export default fp(shareImageRoutes, { name: 'share-image-routes' });
