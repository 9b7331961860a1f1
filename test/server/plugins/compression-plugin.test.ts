import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressionPlugin from '../../../server/plugins/compression';

describe('compression of answers, and none of requests', () => {
  let app: FastifyInstance;
  const big = { items: Array.from({ length: 100 }, (_, i) => `Proizvod broj ${i}`) };
  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/api/big', async () => big);
    app.post('/api/echo', async (request) => ({ received: request.body }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('a browser that accepts only deflate gets the answer uncompressed (brotli and gzip only)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/big',
      headers: { 'accept-encoding': 'deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(big);
  });

  it('a gzip-compressed request body is not inflated: it is not JSON, so the call is refused', async () => {
    const plain = await app.inject({ method: 'POST', url: '/api/echo', payload: { email: 'a@b.rs' } });
    expect(plain.json()).toEqual({ received: { email: 'a@b.rs' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.rs' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
