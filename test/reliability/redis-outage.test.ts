import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../server/redis-client';
import { HttpClient } from '../utils/http-client';
import { type TestServer, createTestServer } from '../utils/test-server';
import { type OwnRedis, startOwnRedis } from './own-redis';
import { reportCount } from './report';

/** Polls until `check` holds (Redis reconnects in the background), for at most 20 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the condition did not hold within 20 s');
}

describe('Redis goes down and comes back: the shop degrades, says so, and recovers without a restart', () => {
  let redisServer: OwnRedis;
  let redis: Redis;
  let server: TestServer;
  beforeAll(async () => {
    redisServer = await startOwnRedis();
    redis = connectRedis(redisServer.url);
    server = await createTestServer({ redis, rateLimits: { authPerMinute: 3, loginFailuresPerHour: 3 } });
    await eventually(async () => redis.status === 'ready');
  });
  const phases: string[] = [];
  afterAll(async () => {
    reportCount(`redis outage ${phases.join(' → ') || 'not run'}`);
    await server.close();
    redis.disconnect();
    await redisServer.stop();
  });

  const health = async () => (await server.app.inject({ method: 'GET', url: '/api/health' })).json();
  const checkUser = (ip: string, email: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/check-user', remoteAddress: ip, payload: { email } });

  it('with Redis up, /api/health says ok and the per-IP limits are shared in Redis', async () => {
    expect(await health()).toMatchObject({ status: 'ok', redis: 'ok' });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await checkUser('198.51.100.1', `a${i}@example.rs`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    phases.push('shared limits');
  });

  it('with Redis down, calls still answer (no 500, no hang), failed logins are still counted, and /api/health says degraded', async () => {
    await redisServer.stop();
    await eventually(async () => (await health()).redis === 'unavailable');
    expect(await server.app.inject({ method: 'GET', url: '/api/health' })).toMatchObject({ statusCode: 200 });
    expect(await health()).toMatchObject({ status: 'degraded', redis: 'unavailable' });

    expect((await checkUser('198.51.100.2', 'b@example.rs')).statusCode).toBe(200);
    const login = () =>
      new HttpClient(server.app).post('/api/auth/login', {
        email: 'neko@example.rs',
        password: 'pogresna-lozinka',
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login()).statusCode);
    // Three failures allowed per account and hour, counted in this instance's memory meanwhile.
    expect(statuses).toEqual([401, 401, 401, 429]);
    phases.push('down: degraded, 0 5xx');
  });

  it('when Redis is back, /api/health says ok again and the limits are shared again', async () => {
    await redisServer.start();
    await eventually(async () => (await health()).redis === 'ok');
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await checkUser('198.51.100.3', `c${i}@example.rs`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await redis.keys('prodavnica:*')).not.toEqual([]);
    phases.push('back: recovered');
  });
});
