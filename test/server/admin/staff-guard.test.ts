import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { sessions } from '../../../server/db/schema';
import { HttpClient } from '../../utils/http-client';
import { capturingMailer, type TestServer, createTestServer } from '../../utils/test-server';
import { registerThroughApi } from '../auth/auth-helpers';
import { idleFor, sessionHashOf, signedInStaff } from './staff-helpers';

const MINUTE = 60_000;

describe('the staff guard of /api/admin/*', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers a guest 401 with shouldLogin, uncached', async () => {
    const response = await new HttpClient(server.app).get('/api/admin/session');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', shouldLogin: true });
    expect(response.json().error).toMatch(/Prijavite se/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a shopper 403 FORBIDDEN', async () => {
    const client = new HttpClient(server.app);
    await registerThroughApi(client);
    const response = await client.get('/api/admin/session');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in operator the session before the second factor (totp: false)', async () => {
    const { client, user } = await signedInStaff(server, 'operator', { totp: false });
    const response = await client.get('/api/admin/session');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.staff).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Marko',
      lastName: 'Operaterović',
      role: 'operator',
    });
    expect(body.totp).toBe('notEnrolled');
    const idleEnds = new Date(body.idleExpiresAt).getTime();
    expect(idleEnds).toBeGreaterThan(Date.now() + 29 * MINUTE);
    expect(idleEnds).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
  });

  it('ends a staff session idle over 30 minutes: 401 with shouldLogin, and the session is gone', async () => {
    const { client } = await signedInStaff(server, 'admin');
    const hash = sessionHashOf(client);
    await idleFor(server, client, 31 * MINUTE);
    const response = await client.get('/api/admin/session');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', shouldLogin: true });
    expect(response.json().error).toMatch(/30 minuta neaktivnosti/);
    const left = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(left).toEqual([]);
    // The storefront does not know the cookie either any more.
    expect((await client.get('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('keeps a staff session that was used within 30 minutes, and moves its idle end', async () => {
    const { client } = await signedInStaff(server, 'admin');
    await idleFor(server, client, 29 * MINUTE);
    const response = await client.get('/api/admin/session');
    expect(response.statusCode).toBe(200);
    expect(new Date(response.json().idleExpiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE);
  });

  it('leaves a shopper session alone however long it was idle', async () => {
    const client = new HttpClient(server.app);
    const { user } = await registerThroughApi(client);
    await idleFor(server, client, 3 * 24 * 60 * MINUTE);
    expect((await client.get('/api/auth/me')).json().user.id).toBe(user.id);
  });

  it('answers an /api/admin path the table does not name 404, uncached', async () => {
    const { client } = await signedInStaff(server, 'admin');
    const response = await client.get('/api/admin/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('an /api/admin route missing from contract/routes.ts', () => {
  it('stops the app at startup', async () => {
    const server = await createTestServer();
    try {
      const app = await buildApp({
        config: server.config,
        database: server.database,
        mailer: capturingMailer(),
      });
      expect(() => app.get('/api/admin/secret', async () => 'open')).toThrow(/contract\/routes\.ts/);
      expect(() => app.post('/api/admin/session', async () => 'wrong method')).toThrow(
        /contract\/routes\.ts/,
      );
      await app.close();
    } finally {
      await server.close();
    }
  });
});
