import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../utils/test-server';
import { testDbKind } from '../utils/test-database';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers ok with the database kind when the database answers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDbKind });
  });

  it('answers an unknown API path with 404 and a Serbian error with a code', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ne-postoji' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Traženi sadržaj ne postoji.', code: 'NOT_FOUND' });
  });

  it('refuses a state-changing call sent by a browser from another origin', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: { origin: 'https://napadac.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN_ORIGIN');
  });

  it('sends security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
