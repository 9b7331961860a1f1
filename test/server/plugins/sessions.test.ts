import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { sessions, users } from '../../../server/db/schema';
import dbPlugin from '../../../server/plugins/db';
import errorsPlugin from '../../../server/plugins/errors';
import sessionsPlugin from '../../../server/plugins/sessions';
import { createTestDatabase } from '../../utils/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRED = {
  error: 'Vaša sesija je istekla. Prijavite se ponovo.',
  code: 'UNAUTHORIZED',
  shouldLogin: true,
};
type SetCookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
  maxAge?: number;
  expires?: Date;
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sessionCookieOf = (answer: { cookies: unknown[] }) =>
  (answer.cookies as SetCookie[]).find((set) => set.name === 'session');

/** The sessions plugin with a real database, and routes that use each of its calls. */
async function appWith(database: Database, publicUrl: string | undefined): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true });
  await app.register(dbPlugin, { database, config: { ...loadConfig({}), publicUrl } });
  await app.register(errorsPlugin);
  await app.register(cookie);
  // Runs before the plugin's own onRequest hook, as code called outside a request would.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.url === '/too-early') await request.currentUser();
  });
  await app.register(sessionsPlugin);
  app.post<{ Params: { id: string } }>('/start/:id', async (request, reply) => {
    const before = (await request.currentUser())?.id ?? null;
    await reply.startSession(Number(request.params.id));
    return { before, after: (await request.currentUser())?.id ?? null };
  });
  app.get('/me', async (request) => {
    const first = await request.currentUser();
    const second = await request.currentUser();
    return { user: first?.id ?? null, same: first === second };
  });
  app.get('/required', async (request) => ({ user: (await request.requireUser()).id }));
  app.get('/verified', async (request) => ({ user: (await request.requireVerifiedUser()).id }));
  app.get('/wishlist', async (request) => ({
    user: (await request.requireVerifiedUser('Potvrdite e-adresu za listu želja.')).id,
  }));
  app.post('/end', async (request, reply) => {
    await request.currentUser();
    await reply.endSession();
    return { user: (await request.currentUser())?.id ?? null };
  });
  app.get('/too-early', async () => 'unreachable');
  await app.ready();
  return app;
}

describe('sessions', () => {
  let database: Database;
  let app: FastifyInstance;
  let verifiedId: number;
  let unverifiedId: number;

  const insertUser = async (email: string, isVerified: boolean) => {
    const [row] = await database.db
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'Ana', lastName: 'Anić', isVerified })
      .returning();
    return row!.id;
  };
  const signIn = async (userId: number, target = app) => {
    const answer = await target.inject({ method: 'POST', url: `/start/${userId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return sessionCookieOf(answer)!.value;
  };
  const get = (url: string, token?: string, target = app) =>
    target.inject({ method: 'GET', url, ...(token ? { cookies: { session: token } } : {}) });
  const rowOf = async (token: string) =>
    (
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)))
    )[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await appWith(database, 'http://shop.test');
    verifiedId = await insertUser('verified@example.rs', true);
    unverifiedId = await insertUser('unverified@example.rs', false);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('starts a session with an httpOnly, SameSite=Lax cookie for the whole site that lasts 30 days, not Secure over http', async () => {
    const answer = await app.inject({ method: 'POST', url: `/start/${verifiedId}` });
    const set = sessionCookieOf(answer)!;
    expect(set).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 2_592_000 });
    expect(set.secure).toBeUndefined();
    expect(set.value).toMatch(/^[\w-]{43}$/);
  });

  it('stores only the SHA-256 of the token, for the user, expiring in 30 days', async () => {
    const token = await signIn(verifiedId);
    const row = await rowOf(token);
    expect(row?.userId).toBe(verifiedId);
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it('knows the user of a session cookie, loaded once per request', async () => {
    const token = await signIn(verifiedId);
    const selects = vi.spyOn(app.db, 'select');
    try {
      expect((await get('/me', token)).json()).toEqual({ user: verifiedId, same: true });
      expect(selects).toHaveBeenCalledTimes(1);
    } finally {
      selects.mockRestore();
    }
  });

  it('knows nobody without a cookie, with an unknown token, or with an expired session', async () => {
    expect((await get('/me')).json()).toEqual({ user: null, same: true });
    expect((await get('/me', 'x'.repeat(43))).json()).toEqual({ user: null, same: true });
    const token = await signIn(verifiedId);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await get('/me', token)).json()).toEqual({ user: null, same: true });
  });

  it('slides a session that was last renewed over a day ago: 30 days from now, and the cookie again', async () => {
    const token = await signIn(verifiedId);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 29 * DAY_MS - 60_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const answer = await get('/me', token);
    expect(answer.json().user).toBe(verifiedId);
    const set = sessionCookieOf(answer)!;
    expect(set).toMatchObject({
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 2_592_000,
    });
    const row = await rowOf(token);
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it('does not write a session renewed within the last day, nor send its cookie again', async () => {
    const token = await signIn(verifiedId);
    const expiresAt = new Date(Date.now() + 29 * DAY_MS + 60_000);
    await database.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, sha256(token)));
    const answer = await get('/me', token);
    expect(answer.json().user).toBe(verifiedId);
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect((await rowOf(token))!.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it('rotates: a new session replaces the request’s old one, whose token then works no more', async () => {
    const old = await signIn(unverifiedId);
    const answer = await app.inject({
      method: 'POST',
      url: `/start/${verifiedId}`,
      cookies: { session: old },
    });
    // The request no longer answers the user of the session it came with (whether it answers the
    // new one at once is not a promise: no route reads the user after starting a session).
    expect(answer.json().before).toBe(unverifiedId);
    expect(answer.json().after).not.toBe(unverifiedId);
    const fresh = sessionCookieOf(answer)!.value;
    expect(fresh).not.toBe(old);
    expect(await rowOf(old)).toBeUndefined();
    expect((await get('/me', old)).json().user).toBeNull();
    expect((await get('/me', fresh)).json().user).toBe(verifiedId);
  });

  it('asks for a login with 401 shouldLogin where a user is required and there is none', async () => {
    for (const url of ['/required', '/verified', '/wishlist']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json(), url).toEqual(EXPIRED);
    }
    const token = await signIn(unverifiedId);
    expect((await get('/required', token)).json()).toEqual({ user: unverifiedId });
  });

  it('refuses an unverified user with 403 NOT_VERIFIED, in the route’s words or the general ones', async () => {
    const token = await signIn(unverifiedId);
    const general = await get('/verified', token);
    expect(general.statusCode).toBe(403);
    expect(general.json()).toEqual({
      error: 'Potvrdite svoju e-adresu da biste nastavili.',
      code: 'NOT_VERIFIED',
    });
    const own = await get('/wishlist', token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'Potvrdite e-adresu za listu želja.', code: 'NOT_VERIFIED' });
    const verified = await signIn(verifiedId);
    expect((await get('/verified', verified)).json()).toEqual({ user: verifiedId });
  });

  it('ends a session: deletes it, expires its cookie for the whole site, and the request has no user after it', async () => {
    const token = await signIn(verifiedId);
    const answer = await app.inject({ method: 'POST', url: '/end', cookies: { session: token } });
    expect(answer.json()).toEqual({ user: null });
    const set = sessionCookieOf(answer)!;
    expect(set.value).toBe('');
    expect(set.path).toBe('/');
    expect(set.expires!.getTime()).toBeLessThan(Date.now());
    expect(await rowOf(token)).toBeUndefined();
  });

  it('ends a session that does not exist without an error', async () => {
    const answer = await app.inject({ method: 'POST', url: '/end' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ user: null });
  });

  it('refuses to look up a user before the request is set up', async () => {
    const answer = await get('/too-early');
    expect(answer.statusCode).toBe(500);
  });

  describe('the Secure flag', () => {
    it('is set when the public address is https', async () => {
      const https = await appWith(database, 'https://shop.test');
      const answer = await https.inject({ method: 'POST', url: `/start/${verifiedId}` });
      expect(sessionCookieOf(answer)?.secure).toBe(true);
      await https.close();
    });

    it('is set without a public address when the request came over https, and not when it came over http', async () => {
      const local = await appWith(database, undefined);
      const overHttps = await local.inject({
        method: 'POST',
        url: `/start/${verifiedId}`,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(sessionCookieOf(overHttps)?.secure).toBe(true);
      const overHttp = await local.inject({ method: 'POST', url: `/start/${verifiedId}` });
      expect(sessionCookieOf(overHttp)?.secure).toBeUndefined();
      await local.close();
    });
  });
});
