import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { productImageVariants } from '../db/schema';
import { PHOTO_CONTENT_TYPES, photoAt } from './photo-names';

const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * GET /images/photos/{imageId}-{width}.{hash}.{ext}: an uploaded photo's variant, from the
 * database every instance shares (docs/scale-out.md). The name holds the content's hash, so the
 * answer at an address never changes: browsers and CDNs keep it for a year (`immutable`) and ask
 * the shop once. A removed photo, or a hash that is not the variant's, is a 404 at once on every
 * instance (nothing is kept in memory that could outlive the removal).
 */
async function photoRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/images/photos/:file', async (request, reply) => {
    const variant = photoAt(`/images/photos/${request.params.file}`);
    const [row] = variant
      ? await app.catalogDb
          .select({ bytes: productImageVariants.bytes })
          .from(productImageVariants)
          .where(
            and(
              eq(productImageVariants.imageId, variant.imageId),
              eq(productImageVariants.format, variant.format),
              eq(productImageVariants.width, variant.width),
              eq(productImageVariants.hash, variant.hash),
            ),
          )
      : [];
    if (!variant || !row)
      return reply.status(404).send({ error: 'Slika nije pronađena.', code: 'NOT_FOUND' });
    return reply.type(PHOTO_CONTENT_TYPES[variant.format]).header('cache-control', A_YEAR).send(row.bytes);
  });
}

export default fp(photoRoutes, { name: 'photo-routes', dependencies: ['db'] });
