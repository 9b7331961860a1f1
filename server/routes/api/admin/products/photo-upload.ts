import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../../catalog-admin/actor-of';
import { addProductPhoto } from '../../../../catalog-admin/photo-store';
import { MAX_PHOTO_BYTES, photoTooLarge, processPhoto } from '../../../../catalog-admin/photo-variants';
import { findAdminProduct } from '../../../../catalog-admin/product-writes';
import { fieldError } from '../../../../catalog-admin/product-rules';
import { endpoint } from '../../../endpoint';

const NO_FILE = 'Izaberite fotografiju (JPEG, PNG ili WebP, do 10 MB).';

/**
 * POST /api/admin/products/:id/images, multipart/form-data with the photo in the file field
 * `image`. Its own plugin, so multipart bodies are parsed for this route alone. What the file is,
 * is decided from its bytes (photo-variants.ts), never from its name or declared type.
 */
const photoUploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.route({
    ...endpoint('adminProductImageAdd'),
    handler: async (request, reply) => {
      const actor = await actorOf(request);
      // A missing product is told before an upload is read and encoded.
      await findAdminProduct(app.db, request.params.id);
      if (!request.isMultipart()) throw fieldError('image', NO_FILE);
      const part = await request.file();
      if (part?.fieldname !== 'image') throw fieldError('image', NO_FILE);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
        throw error;
      }
      const photo = await processPhoto(bytes);
      const image = await addProductPhoto(app.db, request.params.id, photo, actor);
      return reply.code(201).send({ image });
    },
  });
};

export default photoUploadRoute;
