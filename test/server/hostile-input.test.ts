import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../utils/test-server';

const NUL_REFUSED = {
  error: 'Tekst sadrži nedozvoljen znak (NUL). Uklonite ga i pokušajte ponovo.',
  code: 'VALIDATION_ERROR',
};

describe('hostile input gets a Serbian 4xx with a code, never a 500 or the framework’s English', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('a NUL character in a query, a path parameter or a body field is refused with 400', async () => {
    const answers = [
      await server.app.inject({ method: 'GET', url: '/api/products/suggest?q=%00' }),
      await server.app.inject({ method: 'GET', url: '/api/products?brand=%00' }),
      await server.app.inject({ method: 'GET', url: '/api/products/search?q=fri%00zider' }),
      await server.app.inject({ method: 'GET', url: '/api/products/abc%00def' }),
      await server.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ana',
          email: 'ana@example.rs',
          subject: 'abc\u0000def',
          message: 'Poruka dovoljno duga za kontakt formu.',
        },
      }),
      await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ana@example.rs', password: 'lozinka\u0000' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(NUL_REFUSED);
    }
  });

  it('a field of the wrong type is refused in Serbian, not in zod’s English (the app installs the messages)', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 5, email: 'kupac@example.rs', message: 'Zanima me dostava.' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: 'Vrednost nije odgovarajućeg tipa.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('a malformed URL (a lone %) answers 400 in the shop’s shape, not Fastify’s', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Adresa zahteva nije ispravna.', code: 'VALIDATION_ERROR' });
  });

  it('a product slug as long as the contract allows (200) is looked up, not refused with 414', async () => {
    const answer = await server.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(200)}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('PRODUCT_NOT_FOUND');
  });

  it('a path parameter beyond any sane length answers 414 in the shop’s shape', async () => {
    const answer = await server.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(600)}` });
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toEqual({ error: 'Adresa zahteva je preduga.', code: 'VALIDATION_ERROR' });
  });

  it('headers too large for Node (431) are answered on the socket in the shop’s shape', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(body!)).toEqual({ error: 'Zaglavlja zahteva su prevelika.', code: 'VALIDATION_ERROR' });
  });
});
