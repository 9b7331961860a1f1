import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses what is made per request — the pages' HTML and the API's JSON — with brotli or gzip,
 * as the browser accepts. Built files are sent from their pre-compressed copies (plugins/client.ts);
 * an answer that already has a Content-Encoding is left as it is. Brotli's quality 4 costs about as
 * much CPU as gzip's default and still wins on size; answers under 1 KB are not worth the header.
 */
async function compressionPlugin(app: FastifyInstance) {
  // The plugin would also inflate compressed request bodies; the API's calls are plain JSON.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}

export default fp(compressionPlugin, { name: 'compression' });
