import type { FastifyInstance, FastifyRequest } from 'fastify';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/*
 * The per-route limits of the auth calls (fastify's `config.rateLimit`). Keys that need the body
 * run in preHandler, after validation has normalised it.
 */

/** Login: per IP and e-mail, so that one address under attack does not lock out a shared IP. */
export const loginRateLimit = (app: FastifyInstance) => ({
  max: app.config.rateLimits.loginPerMinute,
  timeWindow: MINUTE_MS,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
});

/** Register, account lookups and token calls: per IP. */
export const authRateLimit = (app: FastifyInstance) => ({
  max: app.config.rateLimits.authPerMinute,
  timeWindow: MINUTE_MS,
});

/**
 * Forgot password: per address and IP, so that requests from elsewhere cannot use up the owner's
 * own; what one address receives and one IP asks for overall: auth/account-mail-limits.ts.
 */
export const forgotPasswordRateLimit = (app: FastifyInstance) => ({
  max: app.config.rateLimits.forgotPerHour,
  timeWindow: HOUR_MS,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `forgot|${request.ip}|${emailOf(request)}`,
});

/**
 * The back office's second factor (TOTP and recovery codes): per IP and staff account, as the
 * login; wrong codes are counted per account besides (admin/totp-failures.ts).
 */
export const totpRateLimit = (app: FastifyInstance) => ({
  max: app.config.rateLimits.loginPerMinute,
  timeWindow: MINUTE_MS,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) =>
    `totp|${request.ip}|${(await request.currentUser())?.id ?? ''}`,
});
