import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LAST_SEEN_WRITE_MS, STAFF_IDLE_MS, type SessionState, isStaff } from '../admin/staff-session';
import { rememberAccountScript } from '../auth/account-script';
import type { UserRow } from '../auth/users';
import { hashToken, newToken } from '../auth/tokens';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../http-errors';

export const SESSION_COOKIE = 'session';
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = SESSION_DAYS * DAY_MS;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request, or null; loaded once per request. */
    currentUser(): Promise<UserRow | null>;
    /** The signed-in user, or a 401 `{ shouldLogin: true }`. */
    requireUser(): Promise<UserRow>;
    /** A signed-in user with a verified e-mail, or 401 / 403 NOT_VERIFIED saying what needs it. */
    requireVerifiedUser(notVerifiedMessage?: string): Promise<UserRow>;
    /** The signed-in session (its second factor, its last request), or null; after currentUser(). */
    currentSession(): Promise<SessionState | null>;
    sessionCache: Promise<UserRow | null> | null;
    sessionReply: FastifyReply | null;
    sessionState: SessionState | null;
    /** This request's staff session had been idle too long and was ended. */
    staffSessionExpired: boolean;
  }
  interface FastifyReply {
    /** Starts a new session for the user, replacing the request's old one (rotation). */
    startSession(userId: number): Promise<void>;
    /** Deletes the request's session and its cookie. */
    endSession(): Promise<void>;
  }
}

async function sessionsPlugin(app: FastifyInstance) {
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicUrl?.startsWith('https:') || request.protocol === 'https',
    maxAge: SESSION_MS / 1000,
  });

  async function loadUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const tokenHash = hashToken(token);
    const now = new Date();
    const [row] = await app.db
      .select({
        user: users,
        expiresAt: sessions.expiresAt,
        totpVerifiedAt: sessions.totpVerifiedAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) return null;
    let lastSeenAt = row.lastSeenAt;
    if (isStaff(row.user)) {
      // A staff session ends after 30 minutes idle: the cookie alone no longer signs anyone in.
      if (now.getTime() - lastSeenAt.getTime() > STAFF_IDLE_MS) {
        await app.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        request.staffSessionExpired = true;
        return null;
      }
      if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_WRITE_MS) {
        lastSeenAt = now;
        await app.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.tokenHash, tokenHash));
      }
    }
    request.sessionState = { tokenHash, totpVerifiedAt: row.totpVerifiedAt, lastSeenAt };
    // Sliding expiry, written at most once a day to keep reads cheap.
    if (row.expiresAt.getTime() - now.getTime() < SESSION_MS - DAY_MS) {
      await app.db
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + SESSION_MS) })
        .where(eq(sessions.tokenHash, tokenHash));
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
    }
    return rememberAccountScript(app.db, row.user, request);
  }

  app.decorateRequest('sessionCache', null);
  app.decorateRequest('sessionReply', null);
  app.decorateRequest('sessionState', null);
  app.decorateRequest('staffSessionExpired', false);
  app.addHook('onRequest', async (request, reply) => {
    request.sessionReply = reply;
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    if (!this.sessionReply) throw new Error('currentUser() called outside a request');
    this.sessionCache ??= loadUser(this, this.sessionReply);
    return this.sessionCache;
  });
  app.decorateRequest('currentSession', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    return user ? this.sessionState : null;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw unauthorized('Vaša sesija je istekla. Prijavite se ponovo.');
    return user;
  });
  app.decorateRequest(
    'requireVerifiedUser',
    async function (this: FastifyRequest, notVerifiedMessage?: string) {
      const user = await this.requireUser();
      if (!user.isVerified) {
        throw forbidden(notVerifiedMessage ?? 'Potvrdite svoju e-adresu da biste nastavili.', 'NOT_VERIFIED');
      }
      return user;
    },
  );

  app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
    const old = this.request.cookies[SESSION_COOKIE];
    if (old) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(old)));
    const token = newToken();
    await app.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_MS),
    });
    this.setCookie(SESSION_COOKIE, token, cookieOptions(this.request));
    this.request.sessionCache = null;
    this.request.sessionState = null;
  });
  app.decorateReply('endSession', async function (this: FastifyReply) {
    const token = this.request.cookies[SESSION_COOKIE];
    if (token) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    this.clearCookie(SESSION_COOKIE, { path: '/' });
    this.request.sessionCache = Promise.resolve(null);
    this.request.sessionState = null;
  });
}

export default fp(sessionsPlugin, { name: 'sessions', dependencies: ['@fastify/cookie', 'db'] });
