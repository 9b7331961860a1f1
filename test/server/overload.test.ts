import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer, noOverloadChecks } from '../utils/test-server';

describe('overload protection (@fastify/under-pressure)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A heap limit of one byte: the first sample (about a second after start) finds it exceeded.
    server = await createTestServer({
      config: {
        overload: { ...noOverloadChecks, maxHeapUsedBytes: 1, retryAfterSeconds: 7 },
      },
    });
    const deadline = Date.now() + 10_000;
    while (!server.app.isUnderPressure() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(() => server.close());

  it('past a limit, a call is answered 503 with Retry-After and the Serbian error with its code', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({
      error: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('the health check answers 503 too, so a load balancer sends the work elsewhere', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});
