import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../utils/http-client';
import { type TestServer, createTestServer } from '../utils/test-server';
import type { Database } from '../../server/db/client';
import { createTestDatabase, testDbKind } from '../utils/test-database';
import { RATE_LIMITED } from '../utils/api-answers';

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

  it('accepts a call without a body even when the client labels it application/json', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().cartId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses malformed JSON with 400 and a Serbian error, and ignores prototype keys', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Zahtev nije ispravan.', code: 'VALIDATION_ERROR' });
    const poisoned = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"email":"a@b.rs","password":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('sends security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/health and the global rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ rateLimits: { globalPerMinute: 2 } });
  });
  afterAll(() => server.close());

  it('is never rate limited, so a monitor polling faster than the global limit still sees the shop up', async () => {
    const monitor = new HttpClient(server.app, { remoteAddress: '203.0.113.20' });
    for (let i = 0; i < 5; i++) {
      const response = await monitor.get('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('ok');
    }
    // The limit is on for that IP's other calls.
    expect((await monitor.get('/api/categories')).statusCode).toBe(200);
    expect((await monitor.get('/api/categories')).statusCode).toBe(200);
    const limited = await monitor.get('/api/categories');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
  });
});

describe('GET /api/health when the database does not answer', () => {
  const unavailable = {
    status: 'unavailable',
    database: 'unavailable',
    error: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
    code: 'SERVICE_UNAVAILABLE',
  };

  async function healthWith(database: Partial<Database>) {
    const real = await createTestDatabase();
    const server = await createTestServer({ database: { ...real, ...database } });
    try {
      return await server.app.inject({ method: 'GET', url: '/api/health' });
    } finally {
      await server.close();
      await real.close();
    }
  }

  it('answers 503 unavailable with Retry-After on its own deadline when a ping never returns (a frozen server)', async () => {
    const answer = await healthWith({ ping: () => new Promise<void>(() => {}) });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(unavailable);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 unavailable at once, without a ping, while the database is known not to answer', async () => {
    let pinged = false;
    const answer = await healthWith({
      answering: () => false,
      ping: async () => {
        pinged = true;
      },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(unavailable);
    expect(pinged).toBe(false);
  });
});
