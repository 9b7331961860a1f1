import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { connectRedis } from '../../server/redis-client';
import { insertProduct } from '../utils/fixtures';
import { createTestDatabase } from '../utils/test-database';
import { type TestServer, createTestServer } from '../utils/test-server';
import { TEST_TIMEOUTS } from '../utils/timeouts';
import { eventually } from './eventually';
import { type OwnRedis, startOwnRedis } from './own-redis';
import { reportCount } from './report';
import { type TimedAnswer, percentile, shopperCalls, slowest, timedInject, timedLoad } from './timed-load';

/** The rule for a frozen dependency: no answer takes longer than this. */
const LONGEST_MS = 1_000;
const LOAD_MS = 3_000;
const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

describe('Redis frozen (SIGSTOP) under one and two instances: answers within a second, health degraded, recovery when it wakes', {
  timeout: TEST_TIMEOUTS.long,
}, () => {
  let redisServer: OwnRedis;
  let database: Database;
  const connections: Redis[] = [];
  let a: TestServer;
  let b: TestServer;
  let slug: string;
  const figures: string[] = [];

  beforeAll(async () => {
    redisServer = await startOwnRedis();
    database = await createTestDatabase();
    const instance = () => {
      const redis = connectRedis(redisServer.url);
      connections.push(redis);
      return createTestServer({ database, redis, rateLimits: { authPerMinute: 3, loginFailuresPerHour: 3 } });
    };
    a = await instance();
    b = await instance();
    await eventually(async () => connections.every((redis) => redis.status === 'ready'));
    slug = (await insertProduct(a)).slug;
  });
  afterAll(async () => {
    redisServer?.thaw();
    await a?.close();
    await b?.close();
    for (const redis of connections) redis.disconnect();
    await database?.close();
    await redisServer?.stop();
    reportCount(`redis frozen ${figures.join('; ') || 'not run'}`);
  });

  // A test that failed half-way must not leave the next one (or the closing hooks) facing a frozen Redis.
  afterEach(() => redisServer.thaw());

  const health = async (server: TestServer) =>
    (await server.app.inject({ method: 'GET', url: '/api/health' })).json();
  const healthy = async () => (await health(a)).redis === 'ok' && (await health(b)).redis === 'ok';

  /** Every answer under the freeze came within LONGEST_MS, and none was a 5xx. */
  function expectQuick(answers: TimedAnswer[]) {
    const late = answers.filter((answer) => answer.ms > LONGEST_MS);
    expect(late.length, `over ${LONGEST_MS} ms: ${slowest(late).join(', ')}`).toBe(0);
    expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    const healthAnswers = answers.filter((answer) => answer.url === 'GET /api/health');
    expect(healthAnswers.length).toBeGreaterThan(0);
    for (const answer of healthAnswers) expect(JSON.parse(answer.body)).toMatchObject({ status: 'degraded' });
    return { late: late.length, health: healthAnswers.length };
  }

  it('one instance: the first health check after the freeze already says degraded, and every call answers within a second', async () => {
    expect(await healthy()).toBe(true);
    redisServer.freeze();
    const first = await timedInject(a.app, { method: 'GET', url: '/api/health' });
    expect(JSON.parse(first.body)).toEqual({
      status: 'degraded',
      database: a.database.kind,
      redis: 'unavailable',
    });
    const detectedMs = Math.round(first.ms);
    const answers = await timedLoad([a.app], shopperCalls(slug), LOAD_MS);
    const { late, health: healthCount } = expectQuick(answers);
    redisServer.thaw();
    await eventually(healthy);
    figures.push(
      `1 instance: ${answers.length} requests, ${late} over 1 s (p99 ${percentile(answers, 99)} ms, slowest ${Math.round(Math.max(...answers.map((x) => x.ms)))} ms), health degraded ${healthCount}/${healthCount} (first after ${detectedMs} ms)`,
    );
  });

  it('two instances sharing it: every call on both answers within a second; limits fail open, failed logins count in memory', async () => {
    expect(await healthy()).toBe(true);
    redisServer.freeze();
    const answers = await timedLoad([a.app, b.app], shopperCalls(slug), LOAD_MS);
    const { late, health: healthCount } = expectQuick(answers);

    // authPerMinute is 3: with Redis frozen the per-IP limits are not applied (fail open).
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await timedInject(server.app, {
        method: 'POST',
        url: '/api/auth/check-user',
        remoteAddress: ip,
        payload: { email: `x${i}@example.rs` },
      });
      expect(answer.statusCode).toBe(200);
    }
    // Three failed logins an hour per account and IP: counted in the instance's memory meanwhile.
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const login = await timedInject(a.app, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: 'zamrznut@example.rs', password: 'pogresna-lozinka' },
      });
      statuses.push(login.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const healthOfB = await timedInject(b.app, { method: 'GET', url: '/api/health' });
    expect(JSON.parse(healthOfB.body)).toMatchObject({ status: 'degraded', redis: 'unavailable' });
    figures.push(
      `2 instances: ${answers.length} requests, ${late} over 1 s (p99 ${percentile(answers, 99)} ms), health degraded ${healthCount}/${healthCount}`,
    );
  });

  it('woken (SIGCONT): both instances say ok again and share their limits in Redis, with no restart', async () => {
    redisServer.thaw();
    await eventually(healthy);
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/auth/check-user',
        remoteAddress: ip,
        payload: { email: `y${i}@example.rs` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    figures.push('woken: recovered, limits shared again');
  });
});
