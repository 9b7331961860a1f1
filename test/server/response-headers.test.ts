import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { HttpClient } from '../utils/http-client';
import { type TestServer, createTestServer } from '../utils/test-server';
import { createTestDatabase } from '../utils/test-database';

describe('response headers: personal answers are not cached, features the shop does not use are off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('personal API answers (cart, session, orders) say Cache-Control: no-store', async () => {
    const browser = new HttpClient(server.app);
    await browser.post('/api/cart/create');
    for (const url of ['/api/cart', '/api/auth/me', '/api/orders', '/api/profile']) {
      const answer = await browser.get(url);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('every answer carries a Permissions-Policy that turns off camera, microphone, geolocation and payment', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(answer.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature);
  });
});

describe('a database that cannot be reached', () => {
  let server: TestServer;
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    server = await createTestServer({
      database: {
        ...database,
        ping: async () => {
          throw unreachable;
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers 503 with a Serbian text, a code and Retry-After', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      error: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });
});
