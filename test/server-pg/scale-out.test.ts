import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { PASSWORD, registerBody, uniqueEmail } from '../server/auth/auth-helpers';
import { HttpClient } from '../utils/http-client';
import { createTestDatabase } from '../utils/test-database';
import { type TestServer, createTestServer } from '../utils/test-server';

/** A fresh client IP per test: the shared Redis keeps the counters of earlier runs for a while. */
const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

describe('two instances on one PostgreSQL database and one Redis', () => {
  let database: Database;
  const redisConnections: Redis[] = [];
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const instance = () => {
      const redis = new Redis('redis://127.0.0.1:6379');
      redisConnections.push(redis);
      return createTestServer({
        database,
        redis,
        rateLimits: { loginPerMinute: 3, loginFailuresPerHour: 2 },
      });
    };
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all(redisConnections.map((redis) => redis.quit()));
    await database?.close();
  });

  /** The same browser (same cookies) reaching the other instance. */
  function sameBrowserOn(server: TestServer, client: HttpClient, ip: string) {
    const moved = new HttpClient(server.app, { remoteAddress: ip });
    for (const [name, value] of client.cookies) moved.setCookie(name, value);
    return moved;
  }

  it('a session made by registering on A is valid on B, and logging out on B ends it on A', async () => {
    const ip = randomIp();
    const onA = new HttpClient(a.app, { remoteAddress: ip });
    const body = registerBody();
    expect((await onA.post('/api/auth/register', body)).statusCode).toBe(201);

    const onB = sameBrowserOn(b, onA, ip);
    expect((await onB.get('/api/auth/me')).json().user).toMatchObject({ email: body.email });

    expect((await onB.post('/api/auth/logout')).json()).toEqual({ success: true });
    // onA still sends the old session cookie; A finds the session gone from the shared database.
    expect((await onA.get('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('shares the login rate-limit counters: two logins on A and one on B, then the next on either is 429', async () => {
    const body = registerBody();
    await new HttpClient(a.app, { remoteAddress: randomIp() }).post('/api/auth/register', body);
    const ip = randomIp();
    const login = (server: TestServer) =>
      new HttpClient(server.app, { remoteAddress: ip }).post('/api/auth/login', {
        email: body.email,
        password: PASSWORD,
      });

    for (const server of [a, a, b]) expect((await login(server)).statusCode).toBe(200);
    for (const server of [a, b]) {
      const response = await login(server);
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().code).toBe('RATE_LIMITED');
    }
  });

  it('shares the failed-login count of an account and IP: failures on A refuse that IP on B too', async () => {
    const email = uniqueEmail();
    const ip = randomIp();
    const fail = (server: TestServer) =>
      new HttpClient(server.app, { remoteAddress: ip }).post('/api/auth/login', {
        email,
        password: 'pogresna-1',
      });
    expect((await fail(a)).statusCode).toBe(401);
    expect((await fail(a)).statusCode).toBe(401);
    expect((await fail(b)).statusCode).toBe(429);
  });
});
